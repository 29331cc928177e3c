/**
 * Puts a drawing set (or, with `broken`, a truncated PDF) in a project's plan room, in the database of the e2e server
 * given by DATABASE_URL, for the server's preview job to render
 * (`node --import tsx tests/e2e/plan-sheets-data.ts <projectId> [broken]`); prints the ids as JSON.
 */
import { eq } from "drizzle-orm";

import { projects } from "../../db/schema";
import { db, first } from "~/infra/db.server";
import { drawingSet, storeDocument, truncatedPdf } from "../helpers/plan-sets";

const projectId = Number(process.argv[2]);
const project = await first(
  db.select({ creatorId: projects.creatorId }).from(projects).where(eq(projects.id, projectId)).limit(1),
);
if (!project) throw new Error(`no project ${projectId}`);
const broken = process.argv[3] === "broken";
const bytes = broken ? await truncatedPdf() : await drawingSet(["A-101", "A-102", "A-103"]);
const stored = await storeDocument({ id: project.creatorId }, projectId, bytes, {
  title: broken ? "Site survey" : "Architectural set",
});
console.log(JSON.stringify(stored));
