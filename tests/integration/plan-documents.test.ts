import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

import { and, eq } from "drizzle-orm";

import { documentActivity, documentVersions, projects } from "../../db/schema";
import { pdfFile, pngFile } from "../helpers/files";
import { CLINIC_PROJECT } from "../helpers/projects";
import { args, getRequest, unwrap } from "../helpers/requests";
import { cookieFor, makeUser } from "../helpers/world";
import { applyToProject } from "~/domain/applications.server";
import { DomainError } from "~/domain/errors.server";
import { inviteToBid } from "~/domain/invitations.server";
import { addDocument, addVersion, documentDetail, readDocumentFile } from "~/domain/plan-documents.server";
import { removeExpiredPlanUploads } from "~/domain/plan-uploads.server";
import { createProject } from "~/domain/projects.server";
import { listPlanRoom } from "~/domain/plan-room.server";
import type { Viewer } from "~/domain/privacy.server";
import { dataDirectory } from "../../db/location";
import { backup } from "~/infra/backup.server";
import { db, first } from "~/infra/db.server";
import { newIncomingPath, planFilePath } from "~/infra/plan-files.server";
import { handleResumableUpload } from "~/process.server";
import * as apiCreate from "~/routes/documents/api.projects.$id.documents";
import * as apiFile from "~/routes/documents/api.documents.$id.file";
import * as apiDocument from "~/routes/documents/api.documents.$id";
import * as uploadPage from "~/routes/documents/_app.projects_.$projectId_.documents_.new";

/** The plan room list's documents, all categories together. */
const documentsListed = async (viewer: Viewer | null, projectId: number) =>
  (await listPlanRoom(viewer, projectId)).categories.flatMap((c) => c.documents);

/** Writes bytes where a finished upload would be (the incoming folder) and returns it as one. */
function incoming(bytes: Uint8Array, name: string) {
  const path = newIncomingPath();
  fs.writeFileSync(path, bytes);
  return { path, name };
}

/** A ZIP archive holding one text file (what a .pdf that is really an archive looks like). */
function zipFile(): Buffer {
  const name = Buffer.from("notes.txt");
  const data = Buffer.from("not a drawing");
  const crc = zlib.crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralAt = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(62), Buffer.from("PE\0\0"), Buffer.alloc(200)]);

async function refusal(run: () => unknown) {
  try {
    await run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

async function world() {
  const owner = await makeUser("general_contractor");
  const project = await createProject(owner, CLINIC_PROJECT);
  return { owner, project };
}

describe("plan room files: types by their bytes", () => {
  it("takes a PDF and a PNG, with the category from the type and the title from the name", async () => {
    const { owner, project } = await world();
    const pdf = await pdfFile();
    const doc = await addDocument(owner, project.id, { file: incoming(pdf.bytes, "A-101_Floor_Plan.pdf") });
    expect(doc).toMatchObject({ title: "A-101 Floor Plan", category: "drawings", current_version: 1 });
    expect(doc.current).toMatchObject({ content_type: "application/pdf", size: pdf.bytes.length });
    expect(doc.current.preview.state).toBe("pending");
    const png = await addDocument(owner, project.id, { file: incoming((await pngFile()).bytes, "site.png") });
    expect(png).toMatchObject({
      category: "photos",
      // A photo is one sheet: the preview job draws it too.
      current: { content_type: "image/png", preview: { state: "pending" } },
    });
  });

  it("refuses a PNG named .pdf, a ZIP named .pdf and an EXE, naming what it takes", async () => {
    const { owner, project } = await world();
    const pngBytes = (await pngFile()).bytes;
    const png = await refusal(() => addDocument(owner, project.id, { file: incoming(pngBytes, "plans.pdf") }));
    expect(png.kind).toBe("invalid");
    expect(png.message).toMatch(/named \.pdf but its contents are a PNG image/);
    const zip = await refusal(() => addDocument(owner, project.id, { file: incoming(zipFile(), "plans.pdf") }));
    expect(zip.message).toMatch(/not a PDF, JPEG, PNG, HEIC, XLSX or DOCX file/);
    const exe = await refusal(() => addDocument(owner, project.id, { file: incoming(EXE, "setup.exe") }));
    expect(exe.fieldErrors?.file?.[0]).toMatch(/PDF, JPEG, PNG, HEIC, XLSX or DOCX/);
    expect(await documentsListed(owner, project.id)).toEqual([]);
  });
});

describe("plan room files: limits", () => {
  it("refuses a file over the per-file limit and one that takes the project over its total", async () => {
    const { owner, project } = await world();
    const pdf = (await pdfFile()).bytes;
    const limits = { maxFileBytes: pdf.length + 10, maxProjectBytes: pdf.length * 2 + 10 };
    const big = Buffer.concat([pdf, Buffer.alloc(100)]);
    const tooBig = await refusal(() => addDocument(owner, project.id, { file: incoming(big, "big.pdf") }, limits));
    expect(tooBig.kind).toBe("too_large");
    await addDocument(owner, project.id, { file: incoming(pdf, "one.pdf") }, limits);
    const second = await addDocument(owner, project.id, { file: incoming(pdf, "two.pdf") }, limits);
    const full = await refusal(() => addVersion(owner, second.id, incoming(pdf, "three.pdf"), limits));
    expect(full.kind).toBe("too_large");
    expect(full.message).toMatch(/up to 0 MB in all|in all/);
    expect((await documentDetail(owner, second.id)).versions).toHaveLength(1);
  });
});

describe("plan room files: versions", () => {
  it("keeps every version, newest first, each downloadable", async () => {
    const { owner, project } = await world();
    const first = (await pdfFile()).bytes;
    const doc = await addDocument(owner, project.id, {
      title: "Electrical",
      category: "drawings",
      file: incoming(first, "E.pdf"),
    });
    const second = Buffer.concat([first, Buffer.from("\n% revised\n")]);
    const updated = await addVersion(owner, doc.id, incoming(second, "E-rev1.pdf"));
    expect(updated.current_version).toBe(2);
    expect(updated.versions.map((v) => [v.version, v.original_name])).toEqual([
      [2, "E-rev1.pdf"],
      [1, "E.pdf"],
    ]);
    expect(await documentsListed(owner, project.id)).toMatchObject([{ id: doc.id, version: 2 }]);
    expect(fs.readFileSync((await readDocumentFile(owner, doc.id)).path)).toEqual(second);
    expect(fs.readFileSync((await readDocumentFile(owner, doc.id, 1)).path)).toEqual(Buffer.from(first));
    expect((await readDocumentFile(owner, doc.id, 1)).path).toBe(planFilePath(await fileKeyOf(doc.id, 1)));
  });
});

async function fileKeyOf(documentId: number, version: number) {
  const row = await first(
    db
      .select({ fileKey: documentVersions.fileKey })
      .from(documentVersions)
      .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.version, version))),
  );
  return row!.fileKey;
}

describe("plan room files: who may read them", () => {
  it("owner, admin, invited and applied subcontractors read; others are refused with the reason", async () => {
    const { owner, project } = await world();
    const doc = await addDocument(owner, project.id, { file: incoming((await pdfFile()).bytes, "set.pdf") });
    const admin = await makeUser("admin");
    const invited = await makeUser("subcontractor");
    await inviteToBid(owner, project.id, { subcontractor_id: invited.id });
    const applicant = await makeUser("subcontractor");
    await applyToProject(applicant, {
      project_id: project.id,
      cover_letter: "We have wired three clinics this year and can start next week.",
    } as never);
    const stranger = await makeUser("subcontractor");
    const otherGc = await makeUser("general_contractor");

    for (const reader of [owner, admin, invited, applicant]) {
      expect(await documentsListed(reader, project.id)).toHaveLength(1);
      expect((await documentDetail(reader, doc.id)).id).toBe(doc.id);
      expect((await readDocumentFile(reader, doc.id)).size).toBeGreaterThan(0);
    }
    for (const [who, kind] of [
      [stranger, "forbidden"],
      [otherGc, "forbidden"],
      [null, "unauthorized"],
    ] as const) {
      expect((await refusal(async () => await documentsListed(who, project.id))).kind).toBe(kind);
      expect((await refusal(async () => await documentDetail(who, doc.id))).kind).toBe(kind);
      expect((await refusal(async () => await readDocumentFile(who, doc.id))).kind).toBe(kind);
    }
    // Only the owner adds documents.
    expect((await refusal(() => addVersion(invited, doc.id, incoming(Buffer.from("x"), "x.pdf")))).kind).toBe(
      "forbidden",
    );

    // A hidden project hides its documents from bidders, not from its owner and admins.
    await db.update(projects).set({ isHidden: true }).where(eq(projects.id, project.id));
    expect((await refusal(async () => await readDocumentFile(invited, doc.id))).kind).toBe("not_found");
    expect((await refusal(async () => await documentsListed(applicant, project.id))).kind).toBe("not_found");
    expect((await documentDetail(owner, doc.id)).id).toBe(doc.id);
    expect((await documentDetail(admin, doc.id)).id).toBe(doc.id);
  });

  it("records a bidder's download in the plan room activity", async () => {
    const { owner, project } = await world();
    const doc = await addDocument(owner, project.id, { file: incoming((await pdfFile()).bytes, "set.pdf") });
    const invited = await makeUser("subcontractor");
    await inviteToBid(owner, project.id, { subcontractor_id: invited.id });
    await readDocumentFile(invited, doc.id);
    await readDocumentFile(invited, doc.id);
    // The rest of a resumed download is the same download.
    const cookie = await cookieFor(invited);
    const rest = await apiFile.loader(
      args(getRequest(`/api/documents/${doc.id}/file`, { cookie, headers: { Range: "bytes=100-" } }), {
        id: String(doc.id),
      }),
    );
    expect(rest.status).toBe(206);
    expect(
      await db
        .select({ action: documentActivity.action, count: documentActivity.count })
        .from(documentActivity)
        .where(and(eq(documentActivity.documentId, doc.id), eq(documentActivity.userId, invited.id))),
    ).toEqual([{ action: "downloaded", count: 2 }]);
  });
});

/** A multipart POST as a browser sends it; the same body each time it is called with the same `encoded`. */
async function encodeForm(fields: Record<string, string>, file: { bytes: Buffer; name: string } | null) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set("file", new File([new Uint8Array(file.bytes)], file.name));
  const encoded = new Response(form);
  return { type: encoded.headers.get("Content-Type")!, body: await encoded.arrayBuffer() };
}

function multipart(
  path: string,
  encoded: { type: string; body: ArrayBuffer },
  cookie: string,
  headers: Record<string, string> = {},
) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: encoded.body,
    headers: { Cookie: cookie, "Content-Type": encoded.type, ...headers },
  });
}

const formLeftovers = () => new Set(fs.readdirSync(pathOfIncoming()).filter((f) => f.startsWith("form-")));

describe("plan room files: the upload form and the API", () => {
  it("the plain form stores the file and goes to the plan room with a message", async () => {
    const { owner, project } = await world();
    const cookie = await cookieFor(owner);
    const before = formLeftovers();
    const encoded = await encodeForm(
      { title: "Bid set", category: "drawings" },
      { bytes: (await pdfFile()).bytes, name: "bid.pdf" },
    );
    const request = multipart(`/projects/${project.id}/documents/new`, encoded, cookie);
    const response = (await uploadPage.action(args(request, { projectId: String(project.id) }))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/projects/${project.id}/documents`);
    expect(await documentsListed(owner, project.id)).toMatchObject([{ title: "Bid set", category: "drawings" }]);
    expect(formLeftovers()).toEqual(before);
  });

  it("the plain form shows a refused type under the file and keeps nothing", async () => {
    const { owner, project } = await world();
    const cookie = await cookieFor(owner);
    const before = formLeftovers();
    const encoded = await encodeForm({}, { bytes: zipFile(), name: "plans.pdf" });
    const request = multipart(`/projects/${project.id}/documents/new`, encoded, cookie);
    const result = unwrap<{ result: { error: Record<string, string[]> } }>(
      await uploadPage.action(args(request, { projectId: String(project.id) })),
    );
    expect(result.status).toBe(400);
    expect(result.data.result.error.file[0]).toMatch(/PDF, JPEG, PNG, HEIC, XLSX or DOCX/);
    expect(formLeftovers()).toEqual(before);
  });

  it("POST /api/projects/{id}/documents answers 201 with the document, once per Idempotency-Key", async () => {
    const { owner, project } = await world();
    const cookie = await cookieFor(owner);
    const encoded = await encodeForm(
      { category: "specifications" },
      { bytes: (await pdfFile()).bytes, name: "specs.pdf" },
    );
    const send = () =>
      apiCreate.action(
        args(multipart(`/api/projects/${project.id}/documents`, encoded, cookie, { "Idempotency-Key": "k-1" }), {
          id: String(project.id),
        }),
      );
    const first = await send();
    expect(first.status).toBe(201);
    const body = (await first.json()) as { id: number; title: string; category: string };
    expect(body).toMatchObject({ title: "specs", category: "specifications" });
    const again = await send();
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await documentsListed(owner, project.id)).toHaveLength(1);

    const detail = await apiDocument.loader(
      args(getRequest(`/api/documents/${body.id}`, { cookie }), { id: String(body.id) }),
    );
    expect(await detail.json()).toMatchObject({
      id: body.id,
      versions: [{ version: 1, preview: { state: "pending" } }],
    });

    const stranger = await makeUser("subcontractor");
    const refused = await apiDocument.loader(
      args(getRequest(`/api/documents/${body.id}`, { cookie: await cookieFor(stranger) }), { id: String(body.id) }),
    );
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/invited to bid/);
  });
});

function pathOfIncoming() {
  return newIncomingPath().replace(/\/[^/]+$/, "");
}

describe("plan room files: downloads resume (Range)", () => {
  it("answers 206 for a range, 416 outside the file, 304 for a matching ETag, the whole file when If-Range is stale", async () => {
    const { owner, project } = await world();
    const bytes = (await pdfFile()).bytes;
    const doc = await addDocument(owner, project.id, { file: incoming(bytes, "Plan sheet é.pdf") });
    const cookie = await cookieFor(owner);
    const get = (headers: Record<string, string>) =>
      apiFile.loader(args(getRequest(`/api/documents/${doc.id}/file`, { cookie, headers }), { id: String(doc.id) }));

    const whole = await get({});
    expect(whole.status).toBe(200);
    expect(whole.headers.get("Accept-Ranges")).toBe("bytes");
    const etag = whole.headers.get("ETag")!;
    expect(etag).toBe(`"${doc.current.sha256}"`);
    expect(whole.headers.get("Last-Modified")).toBeTruthy();
    expect(whole.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Plan sheet e.pdf"; filename*=UTF-8''Plan%20sheet%20%C3%A9.pdf`,
    );
    expect(whole.headers.get("Content-Security-Policy")).toBe("sandbox");
    expect(whole.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(Buffer.from(bytes));

    const part = await get({ Range: "bytes=100-199", "If-Range": etag });
    expect(part.status).toBe(206);
    expect(part.headers.get("Content-Range")).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(Buffer.from(bytes.subarray(100, 200)));

    const tail = await get({ Range: "bytes=-10" });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(Buffer.from(bytes.subarray(bytes.length - 10)));

    const outside = await get({ Range: `bytes=${bytes.length}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers.get("Content-Range")).toBe(`bytes */${bytes.length}`);

    expect((await get({ "If-None-Match": etag })).status).toBe(304);
    expect((await get({ Range: "bytes=0-9", "If-Range": '"another"' })).status).toBe(200);
  });
});

describe("plan room files: resumable uploads (tus) through the server's hook", () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => void handleResumableUpload(req, res));
    await new Promise<void>((resolve) => server.listen(0, resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const b64 = (value: string) => Buffer.from(value).toString("base64");
  const tus = (url: string, init: RequestInit & { headers?: Record<string, string> }) =>
    fetch(url, { ...init, headers: { "Tus-Resumable": "1.0.0", ...init.headers } });

  it("creates, takes the file in parts, reports the offset, and makes the document at the end", async () => {
    const { owner, project } = await world();
    const cookie = await cookieFor(owner);
    const bytes = (await pdfFile()).bytes;
    const created = await tus(`${base}/api/uploads/resumable`, {
      method: "POST",
      headers: {
        Cookie: cookie,
        "Upload-Length": String(bytes.length),
        "Upload-Metadata": `projectId ${b64(String(project.id))},filename ${b64("Resumed set.pdf")},category ${b64("drawings")}`,
      },
    });
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get("Location")!, base).href;
    const half = 700;
    const patch = (from: number, to: number, who = cookie) =>
      tus(url, {
        method: "PATCH",
        headers: { Cookie: who, "Upload-Offset": String(from), "Content-Type": "application/offset+octet-stream" },
        body: new Uint8Array(bytes.subarray(from, to)),
      });
    expect((await patch(0, half)).status).toBe(204);
    const head = await tus(url, { method: "HEAD", headers: { Cookie: cookie } });
    expect(head.headers.get("Upload-Offset")).toBe(String(half));

    const stranger = await makeUser("general_contractor");
    const strangerCookie = await cookieFor(stranger);
    expect((await tus(url, { method: "HEAD", headers: { Cookie: strangerCookie } })).status).toBe(404);
    expect((await patch(half, bytes.length, strangerCookie)).status).toBe(404);
    expect((await tus(url, { method: "HEAD" })).status).toBe(401);

    const finished = await patch(half, bytes.length);
    expect(finished.status).toBe(200);
    const { document_id: documentId } = (await finished.json()) as { document_id: number };
    const doc = await documentDetail(owner, documentId);
    expect(doc).toMatchObject({ title: "Resumed set", category: "drawings", current: { size: bytes.length } });
    expect(fs.readFileSync((await readDocumentFile(owner, documentId)).path)).toEqual(Buffer.from(bytes));
  });

  it("refuses an upload to someone else's plan room, or over the limit, before taking a byte", async () => {
    const { owner, project } = await world();
    const tooBig = await tus(`${base}/api/uploads/resumable`, {
      method: "POST",
      headers: {
        Cookie: await cookieFor(owner),
        "Upload-Length": String(251 * 1024 * 1024),
        "Upload-Metadata": `projectId ${b64(String(project.id))},filename ${b64("huge.pdf")}`,
      },
    });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ message: "A plan room file can be up to 250 MB." });
    const other = await makeUser("general_contractor");
    const refused = await tus(`${base}/api/uploads/resumable`, {
      method: "POST",
      headers: {
        Cookie: await cookieFor(other),
        "Upload-Length": "1000",
        "Upload-Metadata": `projectId ${b64(String(project.id))},filename ${b64("x.pdf")}`,
      },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/contractor who posted/);
  });

  it("refuses a finished upload whose bytes are not a taken type, and removes it", async () => {
    const { owner, project } = await world();
    const cookie = await cookieFor(owner);
    const created = await tus(`${base}/api/uploads/resumable`, {
      method: "POST",
      headers: {
        Cookie: cookie,
        "Upload-Length": String(EXE.length),
        "Upload-Metadata": `projectId ${b64(String(project.id))},filename ${b64("plans.pdf")}`,
      },
    });
    const url = new URL(created.headers.get("Location")!, base).href;
    const done = await tus(url, {
      method: "PATCH",
      headers: { Cookie: cookie, "Upload-Offset": "0", "Content-Type": "application/offset+octet-stream" },
      body: new Uint8Array(EXE),
    });
    expect(done.status).toBe(400);
    expect(((await done.json()) as { message: string }).message).toMatch(/PDF, JPEG, PNG/);
    expect((await tus(url, { method: "HEAD", headers: { Cookie: cookie } })).status).toBe(404);
    expect(await documentsListed(owner, project.id)).toEqual([]);
    expect(await removeExpiredPlanUploads()).toBe(0);
  });

  it("removes a partial upload older than 24 hours", async () => {
    const { owner, project } = await world();
    const cookie = await cookieFor(owner);
    const created = await tus(`${base}/api/uploads/resumable`, {
      method: "POST",
      headers: {
        Cookie: cookie,
        "Upload-Length": "5000",
        "Upload-Metadata": `projectId ${b64(String(project.id))},filename ${b64("slow.pdf")}`,
      },
    });
    const url = new URL(created.headers.get("Location")!, base).href;
    expect(await removeExpiredPlanUploads()).toBe(0);
    // Its record says it began 25 hours ago.
    const info = path.join(pathOfIncoming(), `${url.split("/").pop()}.json`);
    const record = JSON.parse(fs.readFileSync(info, "utf8")) as { creation_date: string };
    record.creation_date = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    fs.writeFileSync(info, JSON.stringify(record));
    expect(await removeExpiredPlanUploads()).toBe(1);
    expect((await tus(url, { method: "HEAD", headers: { Cookie: cookie } })).status).toBe(404);
  });
});

describe("plan room files: backups", () => {
  it("npm run db:backup keeps every version's file (they live under uploads/)", async () => {
    const { owner, project } = await world();
    const bytes = (await pdfFile()).bytes;
    const doc = await addDocument(owner, project.id, { file: incoming(bytes, "kept.pdf") });
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "plan-backup-"));
    try {
      // The database of this run, a SQLite file or a postgres:// URL; the uploads live in its data directory.
      await backup(process.env.DATABASE_URL!, out);
      const key = await fileKeyOf(doc.id, 1);
      const copy = path.join(out, "uploads", path.relative(path.join(dataDirectory(), "uploads"), planFilePath(key)));
      expect(fs.readFileSync(copy)).toEqual(Buffer.from(bytes));
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
