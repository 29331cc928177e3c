/**
 * Puts a drawing set in a project's plan room, in the database of the e2e server given by DATABASE_URL, waiting for
 * the server's preview job (`node --import tsx tests/e2e/plan-sheets-data.ts <projectId>`); prints the ids as JSON.
 */
import { eq } from "drizzle-orm";

import { projects } from "../../db/schema";
import { db } from "~/infra/db.server";
import { drawingSet, storeDocument } from "../helpers/plan-sets";

const projectId = Number(process.argv[2]);
const project = db.select({ creatorId: projects.creatorId }).from(projects).where(eq(projects.id, projectId)).get();
if (!project) throw new Error(`no project ${projectId}`);
const stored = storeDocument({ id: project.creatorId }, projectId, await drawingSet(["A-101", "A-102", "A-103"]), {
  title: "Architectural set",
});
console.log(JSON.stringify(stored));
