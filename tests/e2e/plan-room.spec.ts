/**
 * The plan room list: the owner opens it from the project page, sees the documents by category and opens the room
 * to every subcontractor; an invited subcontractor reads it; a subcontractor who neither applied nor was invited
 * gets 403 with the reason. JavaScript off and on, at phone and desktop widths.
 */
import { randomBytes } from "node:crypto";

import Database from "better-sqlite3";

import { contractor, expect, test } from "./fixtures";

const PROJECT = {
  trade_type: "Electrical",
  description: "Lighting, power and low voltage for a 6,000 sq ft clinic.",
  location: "Tempe, AZ",
  zip_code: "85281",
  budget_range: "$25,000 - $50,000",
  timeline: "2-4 weeks",
  requirements: "Licensed electrical contractor.",
};

type Doc = {
  title: string;
  category: string;
  pages: number | null;
  labels: string[] | null;
  type: string;
  preview?: { state: "rendering"; done: number };
};
const DOCUMENTS: Doc[] = [
  {
    title: "Architectural drawings",
    category: "drawings",
    pages: 4,
    labels: ["A-101", "A-102", "A-201", "A-301"],
    type: "application/pdf",
  },
  { title: "Project manual", category: "specifications", pages: 12, labels: null, type: "application/pdf" },
  {
    title: "Bid form",
    category: "other",
    pages: null,
    labels: null,
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  },
];

function e2eDatabase() {
  const db = new Database(`tests/.tmp/e2e-${new URL(test.info().project.use.baseURL!).port}/app.db`);
  db.pragma("busy_timeout = 5000");
  return db;
}

/**
 * Stores the documents' rows in the e2e server's database, as the upload path writes them (no files: the list
 * reads rows only). Previews are 'none', or 'rendering' under a lease an hour long, so no preview job takes them.
 */
function addDocuments(projectId: number, ownerId: number, documents = DOCUMENTS) {
  const db = e2eDatabase();
  try {
    for (const doc of documents) {
      const { id } = db
        .prepare(
          "INSERT INTO project_documents (project_id, title, category, created_by) VALUES (?, ?, ?, ?) RETURNING id",
        )
        .get(projectId, doc.title, doc.category, ownerId) as { id: number };
      db.prepare(
        `INSERT INTO document_versions (document_id, project_id, version, file_key, content_type, size, original_name,
          sha256, uploaded_by, page_count, preview_state, previews_done, preview_lease_until, sheet_labels)
          VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        id,
        projectId,
        randomBytes(16).toString("hex"),
        doc.type,
        2_400_000,
        `${doc.title}.pdf`,
        randomBytes(32).toString("hex"),
        ownerId,
        doc.pages,
        doc.preview?.state ?? "none",
        doc.preview?.done ?? 0,
        doc.preview ? Date.now() + 3_600_000 : null,
        doc.labels ? JSON.stringify(doc.labels) : null,
      );
    }
  } finally {
    db.close();
  }
}

const tag = () => Math.random().toString(36).slice(2, 7);

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the owner's plan room, an invited subcontractor's and a stranger's 403", async ({ browser }) => {
      test.slow();
      const t = tag();
      const js = test.info().project.use.javaScriptEnabled;
      const gc = await contractor(browser, "general_contractor", `Summit ${t}`);
      const invited = await contractor(browser, "subcontractor", `Invited Electric ${t}`);
      const stranger = await contractor(browser, "subcontractor", `Stranger Electric ${t}`);
      const posted = await gc.page.request.post("/api/projects", { data: { ...PROJECT, title: `Clinic TI ${t}` } });
      expect(posted.status()).toBe(201);
      const project = (await posted.json()) as { id: number; documents_access: string };
      expect(project.documents_access).toBe("bidders");
      const invitation = await gc.page.request.post(`/api/projects/${project.id}/invitations`, {
        data: { subcontractor_id: invited.id },
      });
      expect(invitation.status()).toBe(201);
      addDocuments(project.id, gc.id);

      // The owner: from the project page into the plan room.
      const { page } = gc;
      await page.goto(`/projects/${project.id}`);
      await page.getByRole("link", { name: "Plan room (3 documents)" }).click();
      await expect(page.getByRole("heading", { name: "Plan room", level: 1 })).toBeVisible();
      await expect(page.getByRole("link", { name: `Clinic TI ${t}` })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Drawings (1)" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Specifications (1)" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Other (1)" })).toBeVisible();
      await expect(page.getByText("A-101 … A-301 · 4 sheets")).toBeVisible();
      await expect(page.getByText("12 pages")).toBeVisible();
      await expect(page.getByRole("link", { name: "Upload documents" }).first()).toHaveAttribute(
        "href",
        `/projects/${project.id}/documents/new`,
      );
      await expect(page.getByRole("link", { name: "Issue addendum" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Activity" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Upload a new version" })).toHaveCount(3);
      await page.screenshot({
        path: `test-results/plan-room-owner-${width}-${js ? "js" : "nojs"}.png`,
        fullPage: true,
      });

      const access = page.getByRole("group", { name: "Who may open these documents" });
      await expect(access.getByLabel("Only invited subcontractors and applicants")).toBeChecked();
      await access.getByLabel("Every signed-in subcontractor").check();
      await page.getByRole("button", { name: "Save access" }).click();
      await expect(page.getByText("Access saved")).toBeVisible();
      await expect(access.getByLabel("Every signed-in subcontractor")).toBeChecked();
      const fetched = await page.request.get(`/api/projects/${project.id}`);
      expect((await fetched.json()).documents_access).toBe("subcontractors");

      // Back to bidders only, so the stranger below is refused.
      await access.getByLabel("Only invited subcontractors and applicants").check();
      await page.getByRole("button", { name: "Save access" }).click();
      await expect(access.getByLabel("Only invited subcontractors and applicants")).toBeChecked();
      // "Access saved" is still there from the first save: the second is done once the server says so.
      await expect
        .poll(async () => (await (await page.request.get(`/api/projects/${project.id}`)).json()).documents_access)
        .toBe("bidders");

      // The invited subcontractor reads it, without the owner's controls.
      await invited.page.goto(`/projects/${project.id}`);
      await invited.page.getByRole("link", { name: "Plan room (3 documents)" }).click();
      await expect(invited.page.getByRole("link", { name: "Architectural drawings" })).toBeVisible();
      await expect(invited.page.getByRole("link", { name: "Download" })).toHaveCount(3);
      await expect(invited.page.getByRole("link", { name: "Upload documents" })).toHaveCount(0);
      await expect(invited.page.getByRole("group", { name: "Who may open these documents" })).toHaveCount(0);

      // A stranger: no link on the project page, and 403 with the reason on the plan room.
      await stranger.page.goto(`/projects/${project.id}`);
      await expect(stranger.page.getByRole("heading", { name: `Clinic TI ${t}` })).toBeVisible();
      await expect(stranger.page.getByRole("link", { name: /Plan room/ })).toHaveCount(0);
      const refused = await stranger.page.goto(`/projects/${project.id}/documents`);
      expect(refused?.status()).toBe(403);
      await expect(stranger.page.getByRole("heading", { name: "These documents are not open to you" })).toBeVisible();
      await expect(
        stranger.page.getByText("Apply to the project, or ask its contractor for an invitation."),
      ).toBeVisible();
      if (width === 390 && js) {
        await stranger.page.screenshot({ path: "test-results/plan-room-403-390.png" });
        await invited.page.emulateMedia({ colorScheme: "dark" });
        await invited.page.screenshot({ path: "test-results/plan-room-invited-dark-390.png", fullPage: true });
      }
      await Promise.all([gc.close(), invited.close(), stranger.close()]);
    });

    test("an owner's empty plan room says what to upload; a bidder's says documents will come", async ({ browser }) => {
      const t = tag();
      const gc = await contractor(browser, "general_contractor", `Empty ${t}`);
      const sub = await contractor(browser, "subcontractor", `Applicant ${t}`);
      const posted = await gc.page.request.post("/api/projects", {
        data: { ...PROJECT, title: `Empty room ${t}`, documents_access: "subcontractors" },
      });
      const project = (await posted.json()) as { id: number };
      await gc.page.goto(`/projects/${project.id}/documents`);
      await expect(gc.page.getByRole("heading", { name: "No documents yet" })).toBeVisible();
      await expect(gc.page.getByText("Upload the drawings, specifications and photos")).toBeVisible();
      await sub.page.goto(`/projects/${project.id}/documents`);
      await expect(sub.page.getByText("The contractor has not added drawings or specifications yet.")).toBeVisible();
      await Promise.all([gc.close(), sub.close()]);
    });

    test("while previews render the list shows the progress and brings itself up to date", async ({ browser }) => {
      const t = tag();
      const js = test.info().project.use.javaScriptEnabled;
      const gc = await contractor(browser, "general_contractor", `Progress ${t}`);
      const posted = await gc.page.request.post("/api/projects", { data: { ...PROJECT, title: `Progress ${t}` } });
      const project = (await posted.json()) as { id: number };
      addDocuments(project.id, gc.id, [
        { ...DOCUMENTS[0], title: "Full set", pages: 120, labels: null, preview: { state: "rendering", done: 34 } },
      ]);
      const { page } = gc;
      await page.goto(`/projects/${project.id}/documents`);
      await expect(page.getByRole("status").filter({ hasText: "Preparing previews: 34 of 120" })).toBeVisible();

      const db = e2eDatabase();
      db.prepare("UPDATE document_versions SET preview_state = 'ready', previews_done = 120 WHERE project_id = ?").run(
        project.id,
      );
      db.close();
      // With JavaScript the page asks again by itself; without it, the Refresh link does.
      if (!js) await page.getByRole("link", { name: "Refresh" }).click();
      await expect(page.getByText("Preparing previews")).toHaveCount(0, { timeout: 15_000 });
      await expect(page.getByRole("link", { name: "Full set" })).toBeVisible();
      await gc.close();
    });
  });
}
