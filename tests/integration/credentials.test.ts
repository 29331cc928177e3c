import fs from "node:fs";

import {
  createCredential,
  credentialAlerts,
  credentialStatus,
  deleteCredential,
  isVerified,
  listCredentials,
  updateCredential,
  verifiedUserIds,
} from "~/domain/credentials.server";
import { reviewCredential } from "~/domain/credential-review.server";
import { readUpload } from "~/domain/uploads.server";
import { addDays, setClockOffset, today } from "~/infra/clock.server";
import { action as createApi } from "~/routes/profiles/api.certifications";
import { action as changeApi } from "~/routes/profiles/api.certifications.$id";
import { loader as listApi } from "~/routes/profiles/api.profile.$userId.certifications";
import { hasGpsExif, jpegWithGps, pdfFile, pngFile, textNamedPng } from "../helpers/files";
import { args, getRequest, jsonRequest } from "../helpers/requests";
import { connect, cookieFor, makeUser, setAccount, rejection } from "../helpers/world";

const GPS_JPEG = await jpegWithGps();
const PDF = await pdfFile();
const PNG = await pngFile();
const TEXT_PNG = await textNamedPng();

const file = (f: { bytes: Uint8Array; name: string }) => ({ bytes: f.bytes, name: f.name });
const fields = (over: Record<string, string | undefined> = {}) => ({
  kind: "license" as const,
  name: "Electrical Contractor License",
  issuer: "Arizona ROC",
  number: "C-11 123456",
  ...over,
});

afterEach(() => setClockOffset(0));

describe("credential status", () => {
  it("is Current, Expiring within 30 days, Expired after the date, Current without one", () => {
    const on = "2027-03-01";
    expect(credentialStatus(null, on)).toBe("current");
    expect(credentialStatus("2027-04-01", on)).toBe("current");
    expect(credentialStatus("2027-03-31", on)).toBe("expiring");
    expect(credentialStatus("2027-03-01", on)).toBe("expiring");
    expect(credentialStatus("2027-02-28", on)).toBe("expired");
  });
});

describe("the credentials wallet", () => {
  it("adds a credential with its files; it needs at least one file, of an accepted kind", async () => {
    const sub = await makeUser();
    const made = await createCredential(sub, fields({ expires_on: addDays(today(), 10) }), [file(PDF), file(PNG)]);
    expect(made).toMatchObject({ name: "Electrical Contractor License", status: "expiring", file_count: 2 });
    expect(made.files.map((f) => f.content_type)).toEqual(["application/pdf", "image/jpeg"]);

    expect((await rejection(createCredential(sub, fields(), []))).fieldErrors?.files).toEqual([
      "Add at least one file (PDF, JPG or PNG)",
    ]);
    const wrong = await rejection(createCredential(sub, fields(), [file(TEXT_PNG)]));
    expect(wrong.kind).toBe("invalid");
    expect(wrong.message).toBe("That file is not a PDF, JPG or PNG");
  });

  it("lets only the owner edit or delete (403), and says 404 for an unknown id", async () => {
    const [owner, other] = [await makeUser(), await makeUser()];
    const made = await createCredential(owner, fields(), [file(PDF)]);
    expect((await rejection(updateCredential(other, made.id, { name: "Mine now" }))).kind).toBe("forbidden");
    expect((await rejection(deleteCredential(other, made.id))).kind).toBe("forbidden");
    expect((await rejection(deleteCredential(owner, 424242))).kind).toBe("not_found");
    const admin = await makeUser("admin");
    expect((await rejection(createCredential(admin, fields(), [file(PDF)]))).kind).toBe("forbidden");
  });

  it("edits fields, adds and removes files, but never leaves a credential without one", async () => {
    const owner = await makeUser();
    const made = await createCredential(owner, fields(), [file(PDF)]);
    const [first] = made.files;
    expect((await rejection(updateCredential(owner, made.id, { removeFileIds: [first.id] }))).message).toBe(
      "Add at least one file (PDF, JPG or PNG)",
    );
    const changed = await updateCredential(owner, made.id, { name: "C-11 License", removeFileIds: [first.id] }, [
      file(PNG),
    ]);
    expect(changed.name).toBe("C-11 License");
    expect(changed.files.map((f) => f.id)).not.toContain(first.id);
    await expect(readUpload(owner, first.id, "file")).rejects.toMatchObject({ kind: "not_found" });
  });

  it("deleting a credential deletes its stored files", async () => {
    const owner = await makeUser();
    const made = await createCredential(owner, fields(), [file(PDF)]);
    const stored = await readUpload(owner, made.files[0].id, "file");
    expect(fs.existsSync(stored.path)).toBe(true);
    await deleteCredential(owner, made.id);
    expect(fs.existsSync(stored.path)).toBe(false);
  });

  it("warns the owner about credentials expiring within 30 days or expired", async () => {
    const owner = await makeUser();
    await createCredential(owner, fields({ name: "Soon", expires_on: addDays(today(), 10) }), [file(PDF)]);
    await createCredential(owner, fields({ name: "Gone", expires_on: addDays(today(), -3) }), [file(PDF)]);
    await createCredential(owner, fields({ name: "Fine", expires_on: addDays(today(), 90) }), [file(PDF)]);
    const alerts = await credentialAlerts(owner.id);
    expect(alerts.map((a) => [a.name, a.status])).toEqual([
      ["Gone", "expired"],
      ["Soon", "expiring"],
    ]);
  });
});

describe("who may download credential files", () => {
  it("the owner, admins and accepted connections; others get 403 with the reason, and see no files", async () => {
    const [owner, friend, pending, stranger, admin] = [
      await makeUser(),
      await makeUser("general_contractor"),
      await makeUser("general_contractor"),
      await makeUser("general_contractor"),
      await makeUser("admin"),
    ];
    await connect(owner, friend, "accepted");
    await connect(pending, owner, "pending");
    const made = await createCredential(owner, fields(), [file(PDF)]);
    const uploadId = made.files[0].id;

    for (const viewer of [owner, friend, admin]) {
      await expect(readUpload(viewer, uploadId, "file")).resolves.toMatchObject({ disposition: "attachment" });
    }
    for (const viewer of [pending, stranger]) {
      const refused = await rejection(readUpload(viewer, uploadId, "file"));
      expect(refused.kind).toBe("forbidden");
      expect(refused.message).toMatch(/shared only with this contractor's connections/);
    }
    expect((await rejection(readUpload(null, uploadId, "file"))).kind).toBe("unauthorized");

    const seenByStranger = await listCredentials(stranger, owner.id);
    expect(seenByStranger.files_visible).toBe(false);
    expect(seenByStranger.credentials[0]).toMatchObject({
      name: made.name,
      status: "current",
      file_count: 1,
      files: [],
      number: null,
    });
    const seenByFriend = await listCredentials(friend, owner.id);
    expect(seenByFriend.credentials[0].files).toHaveLength(1);
  });
});

describe("the Verified rule", () => {
  it("is earned by an admin-verified current license, not by an upload alone, an expired one or a business check", async () => {
    const [plain, expired, current, vetted, admin] = [
      await makeUser(),
      await makeUser(),
      await makeUser(),
      await makeUser(),
      await makeUser("admin"),
    ];
    const old = await createCredential(expired, fields({ expires_on: addDays(today(), 1) }), [file(PDF)]);
    const fresh = await createCredential(current, fields({ expires_on: addDays(today(), 3) }), [file(PDF)]);
    await setAccount(vetted, { verifiedAt: new Date() });
    expect((await verifiedUserIds([plain.id, expired.id, current.id, vetted.id])).size).toBe(0);
    await reviewCredential(admin, old.id, { decision: "verified" });
    await reviewCredential(admin, fresh.id, { decision: "verified" });

    // Two days on, one license has expired.
    setClockOffset(2 * 86_400_000);
    expect([...(await verifiedUserIds([plain.id, expired.id, current.id, vetted.id]))]).toEqual([current.id]);
    setClockOffset(4 * 86_400_000);
    expect(await isVerified(current.id)).toBe(false);
  });
});

describe("the credentials API", () => {
  const multipart = (entries: [string, string | Blob, string?][]) => {
    const form = new FormData();
    for (const [key, value, name] of entries) {
      if (typeof value === "string") form.append(key, value);
      else form.append(key, value, name);
    }
    return form;
  };
  const post = async (user: { id: number } | null, form: FormData) => {
    const cookie = user ? await cookieFor(user) : undefined;
    const request = new Request("http://localhost/api/certifications", {
      method: "POST",
      body: form,
      headers: cookie ? { Cookie: cookie } : {},
    });
    return (await createApi(args(request))) as Response;
  };

  it("POST takes multipart fields and files (201); 400 without files; 401 signed out; 403 for admins", async () => {
    const sub = await makeUser();
    const pdf = PDF;
    const ok = await post(
      sub,
      multipart([
        ["kind", "insurance"],
        ["name", "General Liability"],
        ["expires_on", "2030-01-31"],
        ["files", new Blob([new Uint8Array(pdf.bytes)], { type: pdf.type }), pdf.name],
      ]),
    );
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ kind: "insurance", kind_label: "Insurance certificate", file_count: 1 });

    const none = await post(
      sub,
      multipart([
        ["kind", "license"],
        ["name", "No file"],
      ]),
    );
    expect(none.status).toBe(400);
    const bad = await post(
      sub,
      multipart([
        ["kind", "spaceship"],
        ["name", "x"],
      ]),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.kind).toEqual(["Choose what kind of credential this is"]);
    expect((await post(null, multipart([["name", "x"]]))).status).toBe(401);
    const admin = await makeUser("admin");
    const adminPost = await post(
      admin,
      multipart([
        ["kind", "license"],
        ["name", "Admin"],
        ["files", new Blob([new Uint8Array(pdf.bytes)]), pdf.name],
      ]),
    );
    expect(adminPost.status).toBe(403);
  });

  it("a GPS-tagged JPEG is stored without its location", async () => {
    const sub = await makeUser();
    const photo = GPS_JPEG;
    const response = await post(
      sub,
      multipart([
        ["kind", "license"],
        ["name", "Photo of my license"],
        ["files", new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name],
      ]),
    );
    expect(response.status).toBe(201);
    const { files } = await response.json();
    const stored = await readUpload(sub, files[0].id, "document");
    expect(await hasGpsExif(fs.readFileSync(stored.path))).toBe(false);
  });

  it("PATCH and DELETE are the owner's (403 otherwise, 404 unknown); GET lists what the viewer may see", async () => {
    const [owner, other] = [await makeUser(), await makeUser()];
    const made = await createCredential(owner, fields(), [file(PDF)]);
    const call = async (user: { id: number }, method: string, id: number | string, body?: unknown) => {
      const request = jsonRequest(`/api/certifications/${id}`, body ?? "", { method, cookie: await cookieFor(user) });
      return (await changeApi(args(request, { id: String(id) }))) as Response;
    };
    expect((await call(other, "PATCH", made.id, { name: "Stolen" })).status).toBe(403);
    expect((await call(owner, "PATCH", 999999, { name: "Nope" })).status).toBe(404);
    expect((await call(owner, "PATCH", made.id, { expires_on: "not a date" })).status).toBe(400);
    const renamed = await call(owner, "PATCH", made.id, { name: "Renamed" });
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).name).toBe("Renamed");
    expect((await call(other, "DELETE", made.id)).status).toBe(403);
    expect((await call(owner, "DELETE", made.id)).status).toBe(204);

    const list = (await listApi(
      args(getRequest(`/api/profile/${owner.id}/certifications`, { cookie: await cookieFor(other) }), {
        userId: String(owner.id),
      }),
    )) as Response;
    expect(await list.json()).toEqual({ credentials: [], files_visible: false });
  });
});
