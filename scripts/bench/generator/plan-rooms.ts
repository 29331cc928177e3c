/**
 * Plan rooms for the market-scale database: 20,000 documents over the 2,000 most recent open projects (the crowded
 * ones get 60 each), a quarter of them with a second version, addenda with acknowledgements by most bidders, and
 * the bidders' activity (each applicant opens about a third of the documents and downloads a few).
 */
import type Database from "better-sqlite3";

import type { Rng } from "./random";

const ROOMS = 2_000;
const DOCUMENTS = 20_000;
const CROWDED_DOCUMENTS = 60;
const DAY = 86_400_000;

const KINDS = [
  { category: "drawings", title: "Drawings", pages: [8, 120] },
  { category: "drawings", title: "Structural drawings", pages: [4, 40] },
  { category: "drawings", title: "MEP drawings", pages: [6, 60] },
  { category: "specifications", title: "Project manual", pages: [50, 400] },
  { category: "photos", title: "Site photo", pages: [1, 1] },
  { category: "other", title: "Bid form", pages: [0, 0] },
] as const;

export type PlanRoomInput = {
  projectCount: number;
  projectCreator: Int32Array;
  projectStatus: Uint8Array;
  projectCreated: Float64Array;
  /** Applications: the project (1-based) and applicant of each. */
  appProject: Int32Array;
  appApplicant: Int32Array;
};

/** The most recent open projects, newest first (the crowded ones are among them). */
function roomProjects(input: PlanRoomInput): number[] {
  const rooms: number[] = [];
  for (let i = input.projectCount - 1; i >= 0 && rooms.length < ROOMS; i--) {
    if (input.projectStatus[i] === 0) rooms.push(i + 1);
  }
  return rooms;
}

function applicantsByProject(input: PlanRoomInput, rooms: Set<number>) {
  const byProject = new Map<number, number[]>();
  for (let i = 0; i < input.appProject.length; i++) {
    const project = input.appProject[i];
    if (!rooms.has(project)) continue;
    const list = byProject.get(project) ?? [];
    list.push(input.appApplicant[i]);
    byProject.set(project, list);
  }
  return byProject;
}

function sheetLabels(pages: number): string {
  return JSON.stringify(Array.from({ length: pages }, (_, i) => `A-${101 + i}`));
}

export function fillPlanRooms(sqlite: Database.Database, rng: Rng, input: PlanRoomInput): Record<string, number> {
  const rooms = roomProjects(input);
  const applicants = applicantsByProject(input, new Set(rooms));
  const crowded = rooms.filter((p) => (applicants.get(p)?.length ?? 0) >= 200);
  const perRoom = Math.floor((DOCUMENTS - crowded.length * CROWDED_DOCUMENTS) / (rooms.length - crowded.length));
  const insertDocument = sqlite.prepare(`INSERT INTO project_documents (id, project_id, title, category,
    current_version, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertVersion = sqlite.prepare(`INSERT INTO document_versions (document_id, project_id, version, file_key,
    content_type, size, original_name, sha256, addendum_id, uploaded_by, page_count, preview_state, previews_done,
    sheet_labels, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertAddendum = sqlite.prepare(`INSERT INTO addenda (id, project_id, number, note, issued_by, created_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const insertAck = sqlite.prepare(`INSERT INTO addendum_acknowledgements (addendum_id, user_id, created_at)
    VALUES (?, ?, ?)`);
  const insertActivity = sqlite.prepare(`INSERT INTO document_activity (project_id, document_id, user_id, action,
    count, first_at, last_at) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const counts = { project_documents: 0, document_versions: 0, addenda: 0, addendum_acknowledgements: 0 };
  let activity = 0;
  sqlite.transaction(() => {
    for (const project of rooms) {
      const owner = input.projectCreator[project - 1];
      const opened = Math.round(input.projectCreated[project - 1]);
      const bidders = applicants.get(project) ?? [];
      const addendum = rng.next() < 0.3 ? ++counts.addenda : null;
      if (addendum !== null) {
        insertAddendum.run(addendum, project, 1, "Revised drawings and a clarified scope.", owner, opened + DAY);
        for (const bidder of bidders) {
          if (rng.next() < 0.6) {
            insertAck.run(addendum, bidder, opened + 2 * DAY);
            counts.addendum_acknowledgements++;
          }
        }
      }
      const documents = crowded.includes(project) ? CROWDED_DOCUMENTS : perRoom;
      for (let d = 0; d < documents; d++) {
        const id = ++counts.project_documents;
        const kind = KINDS[d % KINDS.length];
        const versions = addendum !== null && d % 4 === 0 ? 2 : 1;
        insertDocument.run(id, project, `${kind.title} ${d + 1}`, kind.category, versions, owner, opened, opened);
        for (let v = 1; v <= versions; v++) {
          const pages = kind.pages[1] ? rng.range(kind.pages[0], kind.pages[1]) : null;
          insertVersion.run(
            id,
            project,
            v,
            rng.hex32(),
            pages === null ? "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" : "application/pdf",
            rng.range(200_000, 150_000_000),
            `${kind.title} ${d + 1}.pdf`,
            rng.hex32() + rng.hex32(),
            v === 2 ? addendum : null,
            owner,
            pages,
            pages === null ? "none" : "ready",
            pages ?? 0,
            kind.category === "drawings" && pages ? sheetLabels(pages) : null,
            opened + (v - 1) * DAY,
          );
          counts.document_versions++;
        }
        for (const bidder of bidders) {
          const roll = rng.next();
          if (roll > 0.35) continue;
          const at = opened + rng.range(1, 20) * DAY;
          insertActivity.run(project, id, bidder, "opened", rng.range(1, 6), at, at + rng.range(0, 3) * DAY);
          activity++;
          if (roll < 0.08) {
            insertActivity.run(project, id, bidder, "downloaded", 1, at, at);
            activity++;
          }
        }
      }
    }
  })();
  return { ...counts, document_activity: activity };
}
