/**
 * The demo's plan rooms (seed/plan-rooms.ts): an inviting contractor's open project with bidders gets a drawing set
 * with sheet numbers, a project manual, a photo and Addendum 1, acknowledged by some bidders and not others; the
 * stored PDFs are real and small, and their previews wait for the job.
 */
import fs from "node:fs";

import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";

import { addendumAcknowledgements, addenda, documentVersions } from "../../db/schema";
import { applyToProject } from "~/domain/applications.server";
import { listPlanRoom } from "~/domain/plan-room.server";
import { createProject } from "~/domain/projects.server";
import { db } from "~/infra/db.server";
import { planFilePath } from "~/infra/plan-files.server";
import { seedPlanRooms } from "../../seed/plan-rooms";
import { CLINIC_PROJECT } from "../helpers/projects";
import { makeUser } from "../helpers/world";

it("a demo project gets drawings, a manual, a photo and an addendum half its bidders acknowledged", async () => {
  const owner = await makeUser("general_contractor", "summit_builders");
  const project = await createProject(owner, CLINIC_PROJECT);
  for (const _ of [1, 2, 3, 4]) {
    const sub = await makeUser("subcontractor");
    await applyToProject(sub, { project_id: project.id, cover_letter: "We wired three clinics last year." });
  }

  await seedPlanRooms(db);

  const room = await listPlanRoom(owner, project.id);
  expect(room.categories.map((c) => c.label)).toEqual(["Drawings", "Specifications", "Photos"]);
  const drawings = room.categories[0].documents[0];
  // Stored as an upload is: the sheets (count, numbers, images) are the preview job's to read.
  expect(drawings).toMatchObject({ version: 2, addendum_number: 1 });
  expect(drawings.preview.state).toBe("pending");

  const versions = await db.select().from(documentVersions).where(eq(documentVersions.projectId, project.id));
  const total = versions.reduce((sum, v) => sum + v.size, 0);
  expect(total).toBeLessThan(400_000);
  const stored = versions.find((v) => v.version === 2)!;
  const pdf = await PDFDocument.load(fs.readFileSync(planFilePath(stored.fileKey)));
  expect(pdf.getPageCount()).toBe(4);

  const [addendum] = await db.select().from(addenda).where(eq(addenda.projectId, project.id));
  const acknowledged = await db
    .select()
    .from(addendumAcknowledgements)
    .where(eq(addendumAcknowledgements.addendumId, addendum.id));
  expect(acknowledged).toHaveLength(2);
});
