/** Projects (docs/product-rules.md#projects): posting, browsing with search and radius, detail, lifecycle. */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, sql, type SQL } from "drizzle-orm";

import { gcProfiles, projectApplications, projects, users } from "../../db/schema";
import {
  BUDGET_RANGES,
  POSTED_WITHIN_DAYS,
  PROJECT_STATUSES,
  SEARCH_DISTANCES,
  TRADES,
  type DocumentAccess,
} from "~/constants";
import { bidWindowColumns, changesBidWindow } from "~/domain/bid-due.server";
import { bidWindowOf, type BidWindow } from "~/domain/bid-window.server";
import { conflict, forbidden, invalid, notFound } from "~/domain/errors.server";
import { notify } from "~/domain/notifications.server";
import { assertMayPostProject, planAllows } from "~/domain/plans.server";
import {
  meParam,
  projectPageQuery,
  projectVisibleSql,
  seesHiddenProjects,
  visibleProfileIds,
  type Viewer,
} from "~/domain/privacy.server";
import { now } from "~/infra/clock.server";
import { db, prepared, first, transaction } from "~/infra/db.server";
import { NO_ROWS as NOTHING, projectsMatchingSql } from "~/infra/fts.server";
import { boundingBox, distanceSql, locatePlace, lookupZip, type LatLng, type ZipLocation } from "~/infra/geo.server";
import type { ProjectInput } from "~/schemas/project";

const PROJECTS_PAGE_SIZE = 20;
const BROWSE_COUNT_CAP = 1000;
type ProjectStatus = (typeof PROJECT_STATUSES)[number];
type ProjectRow = typeof projects.$inferSelect;

type ProjectCreator = {
  id: number;
  username: string;
  gcProfile: { company_name: string; location: string; avg_rating: number; review_count: number } | null;
  /** The creator's profile when the viewer may open it (their privacy settings), else null. */
  profile_url: string | null;
};

/** A project as pages and API clients see it. */
export type ProjectView = {
  id: number;
  creator_id: number;
  title: string;
  description: string;
  location: string;
  zip_code: string | null;
  trade_type: string;
  budget_range: string;
  timeline: string;
  requirements: string;
  start_date: string;
  end_date: string | null;
  status: ProjectStatus;
  /** Who besides the bidders may open the plan room (DOCUMENT_ACCESS). */
  documents_access: DocumentAccess;
  /** When bids are due, whether they are sealed until then, whether late bids are taken (bid day). */
  bid_window: BidWindow;
  created_at: string;
  updated_at: string;
  creator: ProjectCreator;
  applicationCount: number;
  /** Miles from the searched zip code, when one was given. */
  distance_miles: number | null;
};

const applicationCount = sql<number>`(SELECT count(*) FROM project_applications pa WHERE pa.project_id = projects.id)`;

function cardSelection(origin: LatLng | null) {
  return {
    project: projects,
    creatorUsername: users.username,
    company: gcProfiles.companyName,
    companyLocation: gcProfiles.location,
    rating: gcProfiles.avgRating,
    reviews: gcProfiles.reviewCount,
    applications: applicationCount,
    distance: origin ? distanceSql(projects.latitude, projects.longitude, origin) : sql<null>`NULL`,
  };
}

type CardRow = {
  project: ProjectRow;
  creatorUsername: string;
  company: string | null;
  companyLocation: string | null;
  rating: number | null;
  reviews: number | null;
  applications: number;
  distance: number | null;
};

function toView(r: CardRow, openable: Set<number>): ProjectView {
  const p = r.project;
  return {
    id: p.id,
    creator_id: p.creatorId,
    title: p.title,
    description: p.description,
    location: p.location,
    zip_code: p.zipCode,
    trade_type: p.tradeType,
    budget_range: p.budgetRange,
    timeline: p.timeline,
    requirements: p.requirements,
    start_date: p.startDate,
    end_date: p.endDate,
    status: p.status,
    documents_access: p.documentsAccess,
    bid_window: bidWindowOf(p),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    creator: {
      id: p.creatorId,
      username: r.creatorUsername,
      gcProfile: r.company
        ? {
            company_name: r.company,
            location: r.companyLocation ?? "",
            avg_rating: r.rating ?? 0,
            review_count: r.reviews ?? 0,
          }
        : null,
      profile_url: openable.has(p.creatorId) ? `/profile/${p.creatorId}` : null,
    },
    applicationCount: r.applications,
    distance_miles: r.distance === null ? null : Math.round(r.distance * 10) / 10,
  };
}

/** Views of a page of projects, each creator linked only when the viewer may open their profile. */
async function viewsFor(viewer: Viewer | null, rows: CardRow[]): Promise<ProjectView[]> {
  const openable = await visibleProfileIds(
    viewer,
    rows.map((r) => r.project.creatorId),
  );
  return rows.map((r) => toView(r, openable));
}

function cards(origin: LatLng | null = null) {
  return db
    .select(cardSelection(origin))
    .from(projects)
    .innerJoin(users, eq(users.id, projects.creatorId))
    .leftJoin(gcProfiles, eq(gcProfiles.userId, projects.creatorId));
}

/** Views of the given projects by id, as the viewer sees them (distance from `origin` when given). */
export async function getProjectViews(viewer: Viewer, ids: number[], origin: LatLng | null = null) {
  if (ids.length === 0) return new Map<number, ProjectView>();
  const rows = await cards(origin).where(inArray(projects.id, ids));
  return new Map((await viewsFor(viewer, rows)).map((v) => [v.id, v]));
}

function locate(zip: string) {
  const place = lookupZip(zip);
  if (!place) throw invalid("We could not find that zip code", { zip_code: ["We could not find that US zip code"] });
  return place;
}

/** A given zip code must be real; without one the location may name the place, else the project has none. */
function placeOf(zip: string | undefined, location: string): ZipLocation | null {
  return zip ? locate(zip) : locatePlace(location);
}

/** The columns that put a project on the map (all null: it is left out of distance searches). */
const mapColumns = (place: ZipLocation | null) => ({
  zipCode: place?.zip ?? null,
  latitude: place?.latitude ?? null,
  longitude: place?.longitude ?? null,
});

function assertContractor(actor: Viewer) {
  if (actor.role !== "general_contractor") throw forbidden("Only general contractors can post projects.");
}

/**
 * Posts a project (general contractors only, within their plan's limit of active postings). The zip code, or else the place the location names, gives the
 * coordinates for distance; a project with neither is posted all the same, found by text and filters only.
 */
export async function createProject(actor: Viewer, input: ProjectInput): Promise<ProjectView> {
  assertContractor(actor);
  const place = placeOf(input.zip_code, input.location);
  await assertMayPostProject(actor);
  const created = (
    await db
      .insert(projects)
      .values({
        creatorId: actor.id,
        title: input.title,
        description: input.description,
        location: input.location,
        ...mapColumns(place),
        tradeType: input.trade_type,
        budgetRange: input.budget_range,
        timeline: input.timeline,
        requirements: input.requirements,
        startDate: input.start_date || now().toISOString().slice(0, 10),
        endDate: input.end_date || null,
        documentsAccess: input.documents_access ?? "bidders",
        ...(await bidWindowColumns(null, input)),
        createdAt: now(),
        updatedAt: now(),
      })
      .returning({ id: projects.id })
  )[0];
  return getProject(actor, created.id);
}

/** A project the viewer may see: hidden ones (moderation) only to their owner and admins; 404 otherwise. */
const projectPageRow = projectPageQuery((visible) =>
  cards()
    .where(and(eq(projects.id, sql.placeholder("id")), visible))
    .prepare(),
);

async function projectRow(viewer: Viewer | null, id: number) {
  const row = Number.isSafeInteger(id)
    ? await first(projectPageRow(viewer).execute({ id, me: meParam(viewer) }))
    : undefined;
  if (!row) throw notFound("Project not found");
  return row;
}

export async function getProject(viewer: Viewer | null, id: number): Promise<ProjectView> {
  return (await viewsFor(viewer, [await projectRow(viewer, id)]))[0];
}

const projectById = prepared(() =>
  db
    .select()
    .from(projects)
    .where(eq(projects.id, sql.placeholder("id")))
    .limit(1)
    .prepare(),
);

/** The owner's project, for changes (403 for anyone else, 404 unknown). */
export async function ownProject(actor: Viewer, id: number): Promise<ProjectRow> {
  const row = Number.isSafeInteger(id) ? await first(projectById().execute({ id })) : undefined;
  if (!row) throw notFound("Project not found");
  if (row.creatorId !== actor.id) throw forbidden("Only the contractor who posted this project can change it.");
  return row;
}

/** The lifecycle (docs/product-rules.md#projects): open → in progress → completed, or canceled before that. */
const NEXT: Record<ProjectStatus, ProjectStatus[]> = {
  open: ["in_progress", "canceled"],
  in_progress: ["completed", "canceled"],
  completed: [],
  canceled: [],
};
const STATUS_WORDS: Record<ProjectStatus, string> = {
  open: "open",
  in_progress: "in progress",
  completed: "completed",
  canceled: "canceled",
};

function assertTransition(from: ProjectStatus, to: ProjectStatus) {
  if (from !== to && !NEXT[from].includes(to)) {
    throw conflict(`A project that is ${STATUS_WORDS[from]} cannot become ${STATUS_WORDS[to]}.`);
  }
}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

/** Tells everyone with a pending or accepted application that the project's status changed (but `except`). */
export async function notifyApplicantsOfStatus(
  tx: Tx,
  project: { id: number; title: string; creatorId: number },
  status: ProjectStatus,
  except?: number,
) {
  const applicants = await tx
    .select({ id: projectApplications.applicantId })
    .from(projectApplications)
    .where(
      and(eq(projectApplications.projectId, project.id), inArray(projectApplications.status, ["pending", "accepted"])),
    );
  for (const { id } of applicants) {
    if (id === except) continue;
    await notify(tx, {
      userId: id,
      kind: "project_status",
      actorId: project.creatorId,
      title: `"${project.title}" is now ${STATUS_WORDS[status]}`,
      body:
        status === "canceled"
          ? "The contractor canceled this project."
          : status === "completed"
            ? "The contractor marked this project completed."
            : "The contractor has started work on this project.",
      link: `/projects/${project.id}`,
    });
  }
}

export type ProjectChange = Partial<ProjectInput> & { status?: ProjectStatus };

/** Edits an open project's fields and/or moves its status (the owner only). */
export async function updateProject(actor: Viewer, id: number, change: ProjectChange): Promise<ProjectView> {
  const row = await ownProject(actor, id);
  // The plan room's access is not one of the posting's fields: the owner may change it in any status.
  const { status, zip_code, documents_access, bids_due_at, bids_sealed, late_bids_allowed, ...fields } = change;
  const bidWindow = { bids_due_at, bids_sealed, late_bids_allowed };
  const editing =
    Object.values(fields).some((v) => v !== undefined) || zip_code !== undefined || changesBidWindow(bidWindow);
  if (editing && row.status !== "open") throw conflict("Only an open project can be edited.");
  if (status) assertTransition(row.status, status);
  const start = fields.start_date ?? row.startDate;
  const end = fields.end_date !== undefined ? fields.end_date || null : row.endDate;
  if (end && end < start) {
    throw invalid("The end date cannot be before the start date", {
      end_date: ["The end date cannot be before the start date"],
    });
  }
  // A new zip code moves the project; a new location without one moves it to where that location is (or nowhere).
  const movedTo =
    zip_code || (fields.location !== undefined && fields.location !== row.location)
      ? placeOf(zip_code, fields.location ?? row.location)
      : undefined;
  const windowColumns = changesBidWindow(bidWindow) ? await bidWindowColumns(row, bidWindow) : {};
  await transaction(async (tx) => {
    await tx
      .update(projects)
      .set({
        title: fields.title,
        description: fields.description,
        location: fields.location,
        tradeType: fields.trade_type,
        budgetRange: fields.budget_range,
        timeline: fields.timeline,
        requirements: fields.requirements,
        startDate: fields.start_date,
        endDate: fields.end_date !== undefined ? fields.end_date || null : undefined,
        ...(movedTo !== undefined ? mapColumns(movedTo) : {}),
        documentsAccess: documents_access,
        ...windowColumns,
        status,
        updatedAt: now(),
      })
      .where(eq(projects.id, id));
    if (status && status !== row.status) await notifyApplicantsOfStatus(tx, row, status);
  });
  return getProject(actor, id);
}

export type BrowseFilters = {
  q?: string;
  trade?: string;
  status?: string;
  zip?: string;
  distance?: number;
  /** Pro: the budget range (advanced filter). */
  budget?: string;
  /** Pro: posted within the last this many days (advanced filter). */
  postedWithin?: number;
  /** The posting contractor's average rating, at least. */
  minRating?: number;
  sort?: string;
  page?: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Why a Free account cannot filter by budget or age (the page says it beside the locked fields). */
export const ADVANCED_FILTERS_NOTE =
  "Budget and posted-within filters are Pro features. Start a Pro trial to use them.";

/** What browse picks: the filters as conditions, and the place distances are measured from. */
function browseWhere(viewer: Viewer | null, filters: BrowseFilters) {
  const conditions: (SQL | undefined)[] = [eq(users.accountStatus, "active")];
  conditions.push(projectVisibleSql(viewer));

  const status = filters.status || "open";
  if (status !== "all") {
    conditions.push(
      (PROJECT_STATUSES as readonly string[]).includes(status) ? eq(projects.status, status as ProjectStatus) : NOTHING,
    );
  }
  if (filters.trade) {
    conditions.push(
      (TRADES as readonly string[]).includes(filters.trade) ? eq(projects.tradeType, filters.trade) : NOTHING,
    );
  }
  if (filters.budget) {
    conditions.push(
      (BUDGET_RANGES as readonly string[]).includes(filters.budget)
        ? eq(projects.budgetRange, filters.budget as (typeof BUDGET_RANGES)[number])
        : NOTHING,
    );
  }
  if (filters.postedWithin) {
    conditions.push(
      (POSTED_WITHIN_DAYS as readonly number[]).includes(filters.postedWithin)
        ? gte(projects.createdAt, new Date(now().getTime() - filters.postedWithin * DAY_MS))
        : NOTHING,
    );
  }
  if (filters.minRating) conditions.push(gte(gcProfiles.avgRating, filters.minRating));
  let origin: LatLng | null = null;
  if (filters.zip) {
    origin = lookupZip(filters.zip);
    const miles = filters.distance ?? 25;
    if (!origin || !(SEARCH_DISTANCES as readonly number[]).includes(miles)) conditions.push(NOTHING);
    // "150+" has no limit but still wants a place; otherwise an index range on latitude, then longitude, then the
    // exact distance.
    else if (miles >= SEARCH_DISTANCES[SEARCH_DISTANCES.length - 1]) conditions.push(isNotNull(projects.latitude));
    else {
      const box = boundingBox(origin, miles);
      conditions.push(
        gte(projects.latitude, box.minLat),
        lte(projects.latitude, box.maxLat),
        gte(projects.longitude, box.minLon),
        lte(projects.longitude, box.maxLon),
        sql`${distanceSql(projects.latitude, projects.longitude, origin)} <= ${miles}`,
      );
    }
  }
  // With a trade and one status chosen, their index (a few thousand rows at most, fewer within a radius) drives and
  // the words only filter: a common word ("roof": 12,000 projects) driving read each of its projects' rows to check
  // trade and place.
  if (filters.q) {
    conditions.push(projectsMatchingSql(filters.q, { byOtherIndex: Boolean(filters.trade) && status !== "all" }));
  }

  return { where: and(...conditions), origin };
}

function browseOrder(sort: string | undefined, origin: LatLng | null) {
  return sort === "nearest" && origin
    ? [asc(distanceSql(projects.latitude, projects.longitude, origin)), desc(projects.id)]
    : sort === "oldest"
      ? [asc(projects.createdAt), asc(projects.id)]
      : [desc(projects.createdAt), desc(projects.id)];
}

/** The count of what the filters pick (capped) and one page of it (the `offset` placeholder), ready to run. */
function browseQueries(viewer: Viewer | null, filters: BrowseFilters) {
  const { where, origin } = browseWhere(viewer, filters);
  // Counting every match of a broad filter would read most of the table: past 1,000 the answer is "1,000+".
  const matches = db
    .select({ one: sql`1` })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.creatorId))
    .leftJoin(gcProfiles, eq(gcProfiles.userId, projects.creatorId))
    .where(where)
    .limit(BROWSE_COUNT_CAP + 1)
    .as("matches");
  return {
    origin,
    count: db.select({ n: count() }).from(matches).prepare(),
    page: cards(origin)
      .where(where)
      .orderBy(...browseOrder(filters.sort, origin))
      .limit(PROJECTS_PAGE_SIZE)
      .offset(sql.placeholder("offset"))
      .prepare(),
  };
}

/**
 * The list as it opens (open projects, newest first, no filter), the API's base call: the same query for everyone
 * but administrators, so it is built once.
 */
const unfilteredBrowse = prepared(() => browseQueries(null, {}));

/** Browse as it opens: no filter set (a filter added to BrowseFilters counts as set), seen as everyone sees it. */
const isUnfiltered = (viewer: Viewer | null, { page: _page, sort, status, ...filters }: BrowseFilters) =>
  !seesHiddenProjects(viewer) &&
  (!status || status === "open") &&
  sort !== "oldest" &&
  Object.values(filters).every((value) => !value);

/**
 * Browse: filters by trade, status (default open), a radius around a zip code and the search box
 * (FTS5 over title, description, trade and location); newest, oldest or nearest first; a page at a time. An
 * unknown filter value matches nothing rather than everything. Budget and posted-within are Pro filters (403 for Free).
 */
export async function browseProjects(viewer: Viewer | null, filters: BrowseFilters = {}) {
  if ((filters.budget || filters.postedWithin) && !(viewer && (await planAllows(viewer, "advancedFilters")))) {
    throw forbidden(ADVANCED_FILTERS_NOTE);
  }
  const page = Math.max(1, Math.floor(filters.page ?? 1) || 1);
  const {
    origin,
    count: counter,
    page: pageOf,
  } = isUnfiltered(viewer, filters) ? unfilteredBrowse() : browseQueries(viewer, filters);
  const counted = (await first(counter.execute()))?.n ?? 0;
  const total = Math.min(counted, BROWSE_COUNT_CAP);
  const rows = await pageOf.execute({ offset: (page - 1) * PROJECTS_PAGE_SIZE });
  return {
    items: await viewsFor(viewer, rows),
    total,
    /** True when there are more matches than `total` says (it stops counting at 1,000). */
    more: counted > BROWSE_COUNT_CAP,
    page,
    page_count: Math.max(1, Math.ceil(total / PROJECTS_PAGE_SIZE)),
    origin: origin ? { zip: filters.zip } : null,
  };
}

/** My Projects: the contractor's own, newest first, with application counts (pending ones too). */
export async function listMyProjects(actor: Viewer, { page = 1 } = {}) {
  assertContractor(actor);
  const current = Math.max(1, Math.floor(page) || 1);
  const total =
    (await first(db.select({ n: count() }).from(projects).where(eq(projects.creatorId, actor.id)).limit(1)))?.n ?? 0;
  const rows = await cards()
    .where(eq(projects.creatorId, actor.id))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(PROJECTS_PAGE_SIZE)
    .offset((current - 1) * PROJECTS_PAGE_SIZE);
  const ids = rows.map((r) => r.project.id);
  const pending = new Map(
    ids.length
      ? (
          await db
            .select({ projectId: projectApplications.projectId, n: count() })
            .from(projectApplications)
            .where(and(inArray(projectApplications.projectId, ids), eq(projectApplications.status, "pending")))
            .groupBy(projectApplications.projectId)
        ).map((r) => [r.projectId, r.n])
      : [],
  );
  return {
    items: (await viewsFor(actor, rows)).map((v) => ({ ...v, pendingCount: pending.get(v.id) ?? 0 })),
    total,
    page: current,
    page_count: Math.max(1, Math.ceil(total / PROJECTS_PAGE_SIZE)),
  };
}

/** The contractor's open projects (to invite a subcontractor to one). */
export async function openProjectsOf(actor: Viewer) {
  assertContractor(actor);
  return await db
    .select({ id: projects.id, title: projects.title, location: projects.location })
    .from(projects)
    .where(and(eq(projects.creatorId, actor.id), eq(projects.status, "open")))
    .orderBy(desc(projects.createdAt))
    .limit(100);
}
