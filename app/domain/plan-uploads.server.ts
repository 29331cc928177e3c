/**
 * Resumable plan room uploads (the tus protocol, @tus/server with its file store) at /api/uploads/resumable. The
 * server process hands every request here with the signed-in viewer (app/process.server.ts); an upload belongs to
 * the user who created it (another user's HEAD or PATCH is 404), is checked against the plan room's rule and limits
 * before any byte is accepted, and once complete becomes a document or a new version (the file is moved, not
 * copied). Partial uploads expire after PLAN_UPLOAD_EXPIRY_HOURS (a daily job removes them).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
import fs from "node:fs";
import type http from "node:http";
import path from "node:path";

import { FileStore } from "@tus/file-store";
import { Server, type Upload } from "@tus/server";

import { DOCUMENT_CATEGORIES, PLAN_FILE_MAX_BYTES, PLAN_UPLOAD_EXPIRY_HOURS } from "~/constants";
import { DomainError, invalid, STATUS_BY_KIND, unauthorized } from "~/domain/errors.server";
import {
  addDocument,
  addVersion,
  assertRoomFor,
  fileTooBigMessage,
  uploadPageOf,
} from "~/domain/plan-documents.server";
import type { Viewer } from "~/domain/privacy.server";
import { planIncomingDir } from "~/infra/plan-files.server";

const RESUMABLE_UPLOAD_PATH = "/api/uploads/resumable";
const EXPIRY_MS = PLAN_UPLOAD_EXPIRY_HOURS * 60 * 60 * 1000;
const UPLOAD_ID = /^[a-f0-9]{32}$/;

const requestViewer = new AsyncLocalStorage<Viewer>();

/** A refusal tus sends as the answer: the API's JSON error shape. */
function tusRefusal(status: number, message: string) {
  return { status_code: status, body: JSON.stringify({ message }) };
}

function asTusRefusal(error: unknown): never {
  if (error instanceof DomainError) throw tusRefusal(STATUS_BY_KIND[error.kind], error.message);
  throw error;
}

function viewer(): Viewer {
  const current = requestViewer.getStore();
  if (!current) throw unauthorized();
  return current;
}

type PlanUploadMetadata = { projectId: number; documentId?: number; title?: string; category?: string; name: string };

function metadataOf(upload: Upload): PlanUploadMetadata {
  const meta = upload.metadata ?? {};
  const projectId = Number(meta.projectId);
  if (!Number.isSafeInteger(projectId) || projectId < 1) throw invalid("Upload-Metadata needs the projectId");
  const documentId = meta.documentId ? Number(meta.documentId) : undefined;
  if (documentId !== undefined && (!Number.isSafeInteger(documentId) || documentId < 1)) {
    throw invalid("documentId must be a document's id");
  }
  const category = meta.category || undefined;
  if (category && !(DOCUMENT_CATEGORIES as readonly string[]).includes(category)) {
    throw invalid("Choose Drawings, Specifications, Photos or Other");
  }
  return { projectId, documentId, title: meta.title || undefined, category, name: meta.filename || "file" };
}

/** Before a byte is accepted: the owner's plan room (and document), a declared length within the limits. */
async function onUploadCreate(_req: unknown, upload: Upload) {
  try {
    const actor = viewer();
    const meta = metadataOf(upload);
    await uploadPageOf(actor, meta.projectId, meta.documentId);
    if (upload.size === undefined) throw invalid("Send Upload-Length: the size must be known when the upload starts");
    await assertRoomFor(meta.projectId, upload.size);
    return { metadata: { ...upload.metadata, owner: String(actor.id) } };
  } catch (error) {
    return asTusRefusal(error);
  }
}

/** Every request about an existing upload is its creator's only. */
async function onIncomingRequest(req: { method: string }, id: string) {
  if (req.method === "POST") return;
  const actor = viewer();
  const upload = await store()
    .getUpload(id)
    .catch(() => null);
  if (upload && upload.metadata?.owner !== String(actor.id)) throw tusRefusal(404, "Upload not found");
}

/** The complete upload becomes a document or a version; the answer carries its id. */
async function onUploadFinish(_req: unknown, upload: Upload) {
  const meta = metadataOf(upload);
  const file = { path: path.join(planIncomingDir(), upload.id), name: meta.name };
  try {
    const doc = meta.documentId
      ? await addVersion(viewer(), meta.documentId, file)
      : await addDocument(viewer(), meta.projectId, { title: meta.title, category: meta.category, file });
    return {
      status_code: 200,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ document_id: doc.id, version: doc.current_version, url: `/api/documents/${doc.id}` }),
    };
  } catch (error) {
    return asTusRefusal(error);
  } finally {
    // Done either way (the file was moved, or refused and would be refused again).
    fs.rmSync(file.path, { force: true });
    await store().configstore.delete(upload.id);
  }
}

let tus: { server: Server; store: FileStore } | null = null;

function resumable() {
  if (!tus) {
    const fileStore = new FileStore({ directory: planIncomingDir(), expirationPeriodInMilliseconds: EXPIRY_MS });
    const server = new Server({
      path: RESUMABLE_UPLOAD_PATH,
      datastore: fileStore,
      maxSize: PLAN_FILE_MAX_BYTES,
      relativeLocation: true,
      // Same origin only: no CORS answer for another site.
      allowedOrigins: () => false,
      namingFunction: () => crypto.randomBytes(16).toString("hex"),
      getFileIdFromRequest: (_req, id) => (id && UPLOAD_ID.test(id) ? id : undefined),
      onUploadCreate,
      onIncomingRequest,
      onUploadFinish,
      // tus's own refusal of an Upload-Length over maxSize, in the words and shape of the rest of the API.
      onResponseError: (_req, error) =>
        "status_code" in error && error.status_code === 413 ? tusRefusal(413, fileTooBigMessage()) : undefined,
    });
    tus = { server, store: fileStore };
  }
  return tus;
}

const store = () => resumable().store;

function answerJson(res: http.ServerResponse, status: number, message: string) {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  res.end(JSON.stringify({ message }));
}

/** Serves one tus request for the signed-in viewer (null: 401). A finished upload is never read back (no GET). */
export async function serveResumableUpload(
  viewerOrNull: Viewer | null,
  req: http.IncomingMessage,
  res: http.ServerResponse,
) {
  if (!viewerOrNull) return answerJson(res, 401, "Sign in to upload documents.");
  if (req.method === "GET") return answerJson(res, 405, "Method not allowed. Use POST, HEAD or PATCH.");
  await requestViewer.run(viewerOrNull, () => resumable().server.handle(req, res));
}

/** Removes partial uploads older than PLAN_UPLOAD_EXPIRY_HOURS, and form uploads a crash left behind. */
export async function removeExpiredPlanUploads(): Promise<number> {
  const removed = await resumable().server.cleanUpExpiredUploads();
  const dir = planIncomingDir();
  let leftovers = 0;
  for (const name of fs.readdirSync(dir)) {
    if (!name.startsWith("form-")) continue;
    const file = path.join(dir, name);
    if (Date.now() - fs.statSync(file).mtimeMs > EXPIRY_MS) {
      fs.rmSync(file, { force: true });
      leftovers++;
    }
  }
  return removed + leftovers;
}
