import fs from "node:fs";
import path from "node:path";

import { eq, sql } from "drizzle-orm";

import { appointments, gcProfiles, reviews, subProfiles, uploads, users } from "../../db/schema";
import { getUserRecord, register, verifyCredentials } from "~/domain/accounts.server";
import { applyToProject, decideApplication } from "~/domain/applications.server";
import { requestConnection, respondToConnection } from "~/domain/connections.server";
import { createCredential } from "~/domain/credentials.server";
import { applicationsExportCsv, exportUserData, projectsCsv } from "~/domain/data-export.server";
import { inviteToBid } from "~/domain/invitations.server";
import { sendMessage } from "~/domain/messages.server";
import { fileReport } from "~/domain/moderation.server";
import { drainOutbox } from "~/domain/outbox.server";
import { createPortfolioItem } from "~/domain/portfolio.server";
import { setProfilePhoto } from "~/domain/profiles.server";
import { createProject, updateProject } from "~/domain/projects.server";
import { createReview, toggleHelpful } from "~/domain/reviews.server";
import { deleteOwnAccount } from "~/domain/settings.server";
import { db, first, onPostgres, selectRow, selectRows } from "~/infra/db.server";
import { outboxDirectory } from "~/infra/mailer.server";
import { storedFilePath } from "~/infra/uploads.server";
import { loader as exportApi } from "~/routes/account/api.me.export";
import { action as registerApi } from "~/routes/account/api.register";
import { loader as exportDownload } from "~/routes/account/resources.export.$kind";
import { action as deletePage } from "~/routes/account/_app.profile._own.delete-account";
import { pdfFile, pngFile } from "../helpers/files";
import { args, formRequest, getRequest, jsonRequest, unwrap } from "../helpers/requests";
import { connect, cookieFor, makeUser, rejection, saveDefaultProfile, unique } from "../helpers/world";

const PNG = await pngFile();
const PDF = await pdfFile();

type Person = Awaited<ReturnType<typeof makeUser>>;

const PROJECT = {
  trade_type: "Electrical" as const,
  title: "Distribution center lighting",
  description: "Replace 300 fixtures with LED high-bays and add controls.",
  location: "Chandler, AZ",
  zip_code: "85225",
  budget_range: "$50,000 - $100,000" as const,
  timeline: "1-2 months" as const,
  requirements: "Licensed electrical contractor.",
};

/** A subcontractor registered through the API with an Idempotency-Key, so its answer (with the email) is kept. */
async function registeredThroughApi() {
  const name = unique("api_sub");
  const response = (await registerApi(
    args(
      jsonRequest(
        "/api/register",
        { username: name, email: `${name}@example.com`, password: "secret123", role: "subcontractor" },
        { headers: { "Idempotency-Key": crypto.randomUUID() } },
      ),
    ),
  )) as Response;
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: number };
  await saveDefaultProfile(await getUserRecord(id), name);
  return getUserRecord(id);
}

/**
 * A subcontractor with something in every table: a logo, a credential with a file, a portfolio item with a photo,
 * an application to a GC's completed project, an own-side invitation, connections, messages, reviews both ways with
 * a helpful mark, an appointment, a report with its words, emails to and about them (as .eml files), a kept
 * registration answer; and a GC whose project the subcontractor worked on.
 */
async function busySubcontractor() {
  const [sub, gc, friend, bystander] = [
    await registeredThroughApi(),
    await makeUser("general_contractor"),
    await makeUser("general_contractor"),
    await makeUser("subcontractor"),
  ];
  await setProfilePhoto(sub, "subcontractor", { bytes: PNG.bytes, name: "logo.png" });
  await createCredential(sub, { kind: "license", name: "ROC License", issuer: "Arizona ROC" }, [
    { bytes: PDF.bytes, name: "license.pdf" },
  ]);
  await createPortfolioItem(sub, { title: "Warehouse retrofit", description: "180 fixtures." }, [
    { bytes: PNG.bytes, name: "job.png" },
  ]);
  const project = await createProject(gc, PROJECT);
  const application = await applyToProject(sub, { project_id: project.id, cover_letter: "We did ten of these." });
  await decideApplication(gc, application.id, "accepted");
  await updateProject(gc, project.id, { status: "completed" });
  const another = await createProject(gc, { ...PROJECT, title: "Parking lot poles" });
  await inviteToBid(gc, another.id, { subcontractor_id: sub.id, note: "You did great on the last one." });

  const request = await requestConnection(friend, { recipient_id: sub.id, type: "general" });
  await respondToConnection(sub, request.id, "accepted");
  await sendMessage(sub, { recipient_id: friend.id, content: "Thanks for connecting." });
  await sendMessage(friend, { recipient_id: sub.id, content: "Likewise, call me Monday." });

  const given = await createReview(sub, {
    reviewee_id: gc.id,
    project_id: project.id,
    rating: 5,
    comment: "Paid on time, clear plans, clean site.",
  });
  await createReview(gc, {
    reviewee_id: sub.id,
    project_id: project.id,
    rating: 4,
    comment: "Good crew and tidy work on the lighting.",
  });
  await connect(bystander, gc);
  const heard = await createReview(bystander, {
    reviewee_id: gc.id,
    rating: 3,
    comment: "Fine to work with, slow to answer though.",
  });
  await toggleHelpful(friend, given.id);
  await toggleHelpful(sub, heard.id);
  await db.insert(appointments).values({
    title: "Site walk",
    startTime: new Date(Date.UTC(2027, 0, 5, 16)),
    endTime: new Date(Date.UTC(2027, 0, 5, 17)),
    creatorId: gc.id,
    attendeeId: sub.id,
    projectId: project.id,
  });
  await fileReport(sub, {
    content_type: "profile",
    content_id: bystander.id,
    reason: "other",
    details: REPORT_WORDS,
  });
  await drainOutbox();
  await cookieFor(sub);
  return { sub, gc, friend, bystander, projectId: project.id, heardId: heard.id };
}

const REPORT_WORDS = "Their license number belongs to another company.";

/** The .eml copies in the outbox folder (SMTP_URL is unset here) that hold any of these texts. */
function emailFilesHolding(texts: string[]): string[] {
  const dir = outboxDirectory();
  const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  return files.filter((f) => {
    const content = fs.readFileSync(path.join(dir, f), "utf8");
    return texts.some((t) => content.includes(t));
  });
}

/**
 * The database's own tables, from its catalog: SQLite's sqlite_master (less its internal tables), PostgreSQL's
 * public schema (less PostGIS's spatial_ref_sys, reference data that holds no one's rows).
 */
async function tableNames(): Promise<string[]> {
  const rows = await selectRows<{ name: string }>(
    onPostgres
      ? sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'spatial_ref_sys'`
      : sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
  );
  return rows.map(({ name }) => name);
}

/** The rows of every table that hold any of these texts, as "table: row". */
async function rowsHolding(texts: string[], except: Set<string>): Promise<string[]> {
  const found: string[] = [];
  for (const name of (await tableNames()).filter((n) => !except.has(n))) {
    for (const row of await selectRows<object>(sql`SELECT * FROM ${sql.identifier(name)}`)) {
      const text = JSON.stringify(row);
      if (texts.some((t) => text.includes(t))) found.push(`${name}: ${text}`);
    }
  }
  return found;
}

/** Every (table, column) that points at users, from the schema itself: nothing can be forgotten. */
async function userColumns(): Promise<{ table: string; column: string }[]> {
  if (onPostgres) {
    return await selectRows<{ table: string; column: string }>(
      sql`SELECT c.conrelid::regclass::text AS "table", a.attname AS "column"
        FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY(c.conkey)
        WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass`,
    );
  }
  const columns: { table: string; column: string }[] = [];
  for (const name of await tableNames()) {
    const keys = await selectRows<{ table: string; from: string }>(
      sql`SELECT "table", "from" FROM pragma_foreign_key_list(${name})`,
    );
    for (const fk of keys) if (fk.table === "users") columns.push({ table: name, column: fk.from });
  }
  return columns;
}

/** Records kept on purpose: the audit trail (who did what) and moderation decisions (reports stay, anonymised). */
const KEPT = new Set(["audit_log", "moderation_actions"]);

describe("Delete Account", () => {
  it("asks for the password and the typed confirmation (JavaScript off: the route action)", async () => {
    const user = await makeUser();
    const cookie = await cookieFor(user);
    const post = async (fields: Record<string, string>) =>
      unwrap<{ result: { error: Record<string, string[]> } }>(
        await deletePage(args(formRequest("/profile/delete-account?intent=delete", fields, { cookie }))),
      );
    const empty = await post({});
    expect(empty.status).toBe(400);
    expect(empty.data.result.error).toMatchObject({
      password: ["Password is required"],
      confirmation: ["Type DELETE to confirm"],
    });
    const wrong = await post({ password: "not-it", confirmation: "DELETE" });
    expect(wrong.data.result.error).toMatchObject({ password: ["Password is incorrect"] });
    expect((await post({ password: "secret123", confirmation: "delete me" })).data.result.error).toMatchObject({
      confirmation: ["Type DELETE to confirm"],
    });
    expect((await first(db.select().from(users).where(eq(users.id, user.id)).limit(1)))?.accountStatus).toBe("active");

    const done = await deletePage(
      args(
        formRequest(
          "/profile/delete-account?intent=delete",
          { password: "secret123", confirmation: "DELETE" },
          { cookie },
        ),
      ),
    ).then(
      (r) => r,
      (e: unknown) => e,
    );
    expect(done).toBeInstanceOf(Response);
    expect((done as Response).headers.get("Location")).toBe("/goodbye");
  });

  it("leaves nothing of the user in any table or on disk, recomputes others' ratings, frees the name and email", async () => {
    const { sub, gc, friend, bystander, heardId } = await busySubcontractor();
    const files = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.ownerId, sub.id));
    expect(files.length).toBeGreaterThanOrEqual(3);
    const onDisk = files.flatMap(({ id }) =>
      (["avatar", "card", "full", "file"] as const).map((v) => storedFilePath(id, v)).filter((p) => fs.existsSync(p)),
    );
    expect(onDisk.length).toBeGreaterThanOrEqual(3);

    const columns = (await userColumns()).filter((c) => !KEPT.has(c.table) && c.table !== "users");
    const rowsOf = async () => {
      const counts: Record<string, number> = {};
      for (const { table, column } of columns) {
        const row = await selectRow<{ n: number }>(
          sql`SELECT count(*) AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${sub.id}`,
        );
        counts[`${table}.${column}`] = Number(row!.n);
      }
      return counts;
    };
    const before = await rowsOf();
    for (const key of [
      "sessions.user_id",
      "sub_profiles.user_id",
      "certifications.user_id",
      "portfolio_items.user_id",
      "uploads.owner_id",
      "project_applications.applicant_id",
      "bid_invitations.subcontractor_id",
      "connections.recipient_id",
      "messages.sender_id",
      "messages.recipient_id",
      "conversations.user_id",
      "reviews.reviewer_id",
      "reviews.reviewee_id",
      "review_helpful.user_id",
      "appointments.attendee_id",
      "privacy_settings.user_id",
      "content_moderation.reported_by",
      "outbox.user_id",
    ]) {
      expect(before[key], key).toBeGreaterThan(0);
    }
    // What they wrote or that names them, in rows that do not point at them and in files.
    const traces = [sub.email, sub.subProfile!.business_name, REPORT_WORDS, "Thanks for connecting."];
    expect(await rowsHolding([sub.email], new Set())).toEqual(
      expect.arrayContaining([expect.stringMatching(/^idempotency_keys: /)]),
    );
    expect(emailFilesHolding(traces).length).toBeGreaterThanOrEqual(3);
    expect(await first(db.select().from(users).where(eq(users.id, gc.id)).limit(1))).toBeTruthy();

    await deleteOwnAccount(sub, "secret123");

    const after = await rowsOf();
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(onDisk.filter((p) => fs.existsSync(p))).toEqual([]);
    expect(await rowsHolding(traces, KEPT)).toEqual([]);
    expect(emailFilesHolding(traces)).toEqual([]);

    // The tombstone keeps no name, email or password.
    const tomb = (await first(db.select().from(users).where(eq(users.id, sub.id)).limit(1)))!;
    expect(tomb).toMatchObject({ accountStatus: "deleted", username: `deleted-${sub.id}`, passwordHash: "!" });
    expect(JSON.stringify(tomb)).not.toContain(sub.email);

    // The GC's average no longer counts the deleted user's 5 stars: only the bystander's 3 is left.
    const gcRating = await first(
      db
        .select({ avg: gcProfiles.avgRating, n: gcProfiles.reviewCount })
        .from(gcProfiles)
        .where(eq(gcProfiles.userId, gc.id)),
    );
    expect(gcRating).toEqual({ avg: 3, n: 1 });
    // The deleted user's Helpful mark no longer counts on the review they marked.
    expect(await first(db.select({ n: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, heardId)))).toEqual({
      n: 0,
    });
    expect(await first(db.select().from(subProfiles).where(eq(subProfiles.userId, sub.id)).limit(1))).toBeUndefined();

    // Signing in fails like an unknown name; the name and email are free for someone else.
    expect((await rejection(verifyCredentials({ username: sub.username, password: "secret123" }))).message).toBe(
      "Invalid username or password",
    );
    const again = await register({
      username: sub.username,
      email: sub.email,
      password: "another1",
      role: "subcontractor",
    });
    expect(again.id).not.toBe(sub.id);
    // Friends and bystanders are untouched.
    for (const other of [friend, bystander]) {
      expect((await first(db.select().from(users).where(eq(users.id, other.id)).limit(1)))?.accountStatus).toBe(
        "active",
      );
    }
  });
});

describe("Download my data", () => {
  it("holds every kind of the user's rows, names others only by display name, and no one else's private data", async () => {
    const { sub, gc, friend } = await busySubcontractor();
    const data = await exportUserData(sub);
    expect(data.account).toMatchObject({ id: sub.id, username: sub.username, email: sub.email });
    expect(data.privacy_settings.profile_visibility).toBe("public");
    expect(data.credentials).toEqual([expect.objectContaining({ name: "ROC License", files: ["license.pdf"] })]);
    expect(data.portfolio).toHaveLength(1);
    expect(data.applications).toHaveLength(1);
    expect(data.invitations).toHaveLength(1);
    expect(data.connections).toEqual([expect.objectContaining({ direction: "received", status: "accepted" })]);
    expect(data.messages.map((m) => m.content)).toEqual(["Thanks for connecting.", "Likewise, call me Monday."]);
    expect(data.reviews).toHaveLength(2);
    expect(data.appointments).toHaveLength(1);
    const text = JSON.stringify(data);
    for (const secret of [gc.email, friend.email, "argon2", "passwordHash"]) expect(text).not.toContain(secret);
    // The bystander's review of the GC is not the user's.
    expect(text).not.toContain("slow to answer");
  });

  it("GET /api/me/export and the Settings downloads answer the signed-in user's own data as attachments", async () => {
    const { sub, gc } = await busySubcontractor();
    const cookie = await cookieFor(sub);
    const api = (await exportApi(args(getRequest("/api/me/export", { cookie })))) as Response;
    expect(api.status).toBe(200);
    expect((await api.json()).account.id).toBe(sub.id);
    expect(((await exportApi(args(getRequest("/api/me/export")))) as Response).status).toBe(401);

    const download = async (kind: string, who: Person) =>
      (await exportDownload(
        args(getRequest(`/resources/export/${kind}`, { cookie: await cookieFor(who) }), { kind }),
      )) as Response;
    const json = await download("data", sub);
    expect(json.headers.get("Content-Disposition")).toMatch(/^attachment; filename="tradelink-.+\.json"$/);
    const applications = await download("applications", sub);
    expect(applications.headers.get("Content-Type")).toMatch(/^text\/csv/);
    expect(await applications.text()).toContain("Distribution center lighting");
    const projects = await (await download("projects", gc)).text();
    expect(projects.split("\n").filter(Boolean)).toHaveLength(3);
    expect((await download("nonsense", sub)).status).toBe(404);
    expect(await projectsCsv(sub)).not.toContain("Distribution");
    expect(await applicationsExportCsv(gc)).not.toContain("Distribution");
  });
});
