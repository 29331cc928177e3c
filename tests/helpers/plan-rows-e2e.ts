/**
 * A plan room document as rows written straight into an e2e server's database (a fake file_key, no bytes): for the
 * addenda flow, which never reads the file. The server's own upload would replace this once it is on main.
 */
import { randomBytes } from "node:crypto";

import Database from "better-sqlite3";

/** Adds a document with its first version to the project; returns the document's id. */
export function insertDocumentRows(
  baseURL: string,
  row: { projectId: number; ownerId: number; title: string },
): number {
  const db = new Database(`tests/.tmp/e2e-${new URL(baseURL).port}/app.db`);
  db.pragma("busy_timeout = 5000");
  try {
    return db.transaction(() => {
      const documentId = Number(
        db
          .prepare(
            "INSERT INTO project_documents (project_id, title, category, created_by) VALUES (?, ?, 'drawings', ?)",
          )
          .run(row.projectId, row.title, row.ownerId).lastInsertRowid,
      );
      db.prepare(
        `INSERT INTO document_versions (document_id, project_id, version, file_key, content_type, size, original_name, sha256, uploaded_by)
         VALUES (?, ?, 1, ?, 'application/pdf', 1024, ?, ?, ?)`,
      ).run(
        documentId,
        row.projectId,
        randomBytes(16).toString("hex"),
        `${row.title}.pdf`,
        randomBytes(32).toString("hex"),
        row.ownerId,
      );
      return documentId;
    })();
  } finally {
    db.close();
  }
}
