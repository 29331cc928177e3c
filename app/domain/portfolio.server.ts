/** A subcontractor's portfolio: finished jobs with photos, shown on their profile and on their own pages. */
import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";

import { portfolioItems, portfolioPhotos } from "../../db/schema";
import { PORTFOLIO_MAX_PHOTOS } from "~/constants";
import { conflict, forbidden, invalid, notFound } from "~/domain/errors.server";
import { visibleProfileOwner, type Viewer } from "~/domain/privacy.server";
import { deleteUploadRows, prepareUploads, saveWithUploads } from "~/domain/uploads.server";
import { db, first } from "~/infra/db.server";
import type { IncomingFile } from "~/infra/uploads.server";
import { type PortfolioFields } from "~/schemas/portfolio";
import { uploadUrl } from "~/lib/images";

const MAX_PORTFOLIO_ITEMS = 100;
const PORTFOLIO_PAGE_SIZE = 12;

export type PortfolioSummary = {
  id: number;
  user_id: number;
  title: string;
  location: string | null;
  completion_date: string | null;
  cover_url: string | null;
  photo_count: number;
};

export type PortfolioPhoto = { id: string; card_url: string; full_url: string };

export type PortfolioItemView = {
  id: number;
  user_id: number;
  title: string;
  description: string | null;
  location: string | null;
  client: string | null;
  completion_date: string | null;
  features: string[];
  photos: PortfolioPhoto[];
  created_at: string;
};

// Written out: inside a one-table select Drizzle leaves column names unqualified, which the subquery would misread.
const coverUploadId = sql<string | null>`(SELECT pp.upload_id FROM portfolio_photos pp
  WHERE pp.portfolio_item_id = portfolio_items.id ORDER BY pp.position, pp.id LIMIT 1)`;
const photoCount = sql<number>`(SELECT count(*) FROM portfolio_photos pp WHERE pp.portfolio_item_id = portfolio_items.id)`;

async function summaries(where: ReturnType<typeof and>, limit: number, offset = 0): Promise<PortfolioSummary[]> {
  return (
    await db
      .select({
        id: portfolioItems.id,
        userId: portfolioItems.userId,
        title: portfolioItems.title,
        location: portfolioItems.location,
        completionDate: portfolioItems.completionDate,
        cover: coverUploadId,
        photos: photoCount,
      })
      .from(portfolioItems)
      .where(where)
      .orderBy(desc(portfolioItems.createdAt), desc(portfolioItems.id))
      .limit(limit)
      .offset(offset)
  ).map((r) => ({
    id: r.id,
    user_id: r.userId,
    title: r.title,
    location: r.location,
    completion_date: r.completionDate,
    cover_url: r.cover ? uploadUrl(r.cover, "card") : null,
    photo_count: r.photos,
  }));
}

const visibleItemsOf = (userId: number) => and(eq(portfolioItems.userId, userId), eq(portfolioItems.isHidden, false));

async function countItems(userId: number) {
  return (await first(db.select({ n: count() }).from(portfolioItems).where(visibleItemsOf(userId)).limit(1)))?.n ?? 0;
}

/** One page of a user's portfolio, newest first (404 when the profile is hidden from the viewer). */
export async function listPortfolio(viewer: Viewer | null, userId: number, { page = 1 } = {}) {
  return portfolioPageOf((await visibleProfileOwner(viewer, userId)).owner, page);
}

/** For a caller that has checked the profile is visible. */
export async function portfolioPageOf(owner: { id: number; role: string }, page: number) {
  const current = Math.max(1, Math.floor(page) || 1);
  const total = owner.role === "subcontractor" ? await countItems(owner.id) : 0;
  const items = total
    ? await summaries(visibleItemsOf(owner.id), PORTFOLIO_PAGE_SIZE, (current - 1) * PORTFOLIO_PAGE_SIZE)
    : [];
  return { items, total, page: current, page_count: Math.max(1, Math.ceil(total / PORTFOLIO_PAGE_SIZE)) };
}

async function photosOf(itemId: number): Promise<PortfolioPhoto[]> {
  return (
    await db
      .select({ uploadId: portfolioPhotos.uploadId })
      .from(portfolioPhotos)
      .where(eq(portfolioPhotos.portfolioItemId, itemId))
      .orderBy(asc(portfolioPhotos.position), asc(portfolioPhotos.id))
  ).map((p) => ({ id: p.uploadId, card_url: uploadUrl(p.uploadId, "card"), full_url: uploadUrl(p.uploadId, "full") }));
}

async function toView(row: typeof portfolioItems.$inferSelect): Promise<PortfolioItemView> {
  return {
    id: row.id,
    user_id: row.userId,
    title: row.title,
    description: row.description,
    location: row.location,
    client: row.client,
    completion_date: row.completionDate,
    features: (row.features ?? "")
      .split("\n")
      .map((f) => f.trim())
      .filter(Boolean),
    photos: await photosOf(row.id),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The portfolio item page (`/project/{itemId}/user/{userId}`): the item and up to three more of that contractor's
 * items; 404 for an unknown item, one another user owns, or a hidden profile.
 */
export async function getPortfolioItem(viewer: Viewer | null, userId: number, itemId: number) {
  const { owner } = await visibleProfileOwner(viewer, userId);
  const row = Number.isSafeInteger(itemId)
    ? await first(
        db
          .select()
          .from(portfolioItems)
          .where(and(eq(portfolioItems.id, itemId), visibleItemsOf(owner.id)))
          .limit(1),
      )
    : undefined;
  if (!row) throw notFound("Project not found");
  const more = await summaries(and(visibleItemsOf(owner.id), ne(portfolioItems.id, row.id)), 3);
  return { item: await toView(row), more };
}

/** The owner's items with their photos, for the Portfolio tab and the edit form. */
export async function getOwnPortfolioItem(actor: Viewer, itemId: number): Promise<PortfolioItemView> {
  return toView(await ownItem(actor, itemId));
}

export async function listOwnPortfolio(actor: Viewer, { page = 1 } = {}) {
  const current = Math.max(1, Math.floor(page) || 1);
  const total = await countItems(actor.id);
  const items = await summaries(visibleItemsOf(actor.id), PORTFOLIO_PAGE_SIZE, (current - 1) * PORTFOLIO_PAGE_SIZE);
  return { items, total, page: current, page_count: Math.max(1, Math.ceil(total / PORTFOLIO_PAGE_SIZE)) };
}

async function ownItem(actor: Viewer, itemId: number) {
  const row = Number.isSafeInteger(itemId)
    ? await first(db.select().from(portfolioItems).where(eq(portfolioItems.id, itemId)).limit(1))
    : undefined;
  if (!row) throw notFound("Portfolio item not found");
  if (row.userId !== actor.id) throw forbidden("Only the owner can change this portfolio item.");
  return row;
}

function assertSubcontractor(actor: Viewer) {
  if (actor.role !== "subcontractor") throw forbidden("Only subcontractors have a portfolio.");
}

const tooManyPhotos = () => {
  const message = `A portfolio item can have at most ${PORTFOLIO_MAX_PHOTOS} photos`;
  return invalid(message, { photos: [message] });
};

function fieldValues(input: Partial<PortfolioFields>) {
  const value = (v: string | undefined) => (v === undefined ? undefined : v || null);
  return {
    title: input.title,
    description: value(input.description),
    location: value(input.location),
    client: value(input.client),
    completionDate: value(input.completion_date),
    features: value(input.features),
  };
}

export async function createPortfolioItem(actor: Viewer, input: PortfolioFields, photos: IncomingFile[]) {
  assertSubcontractor(actor);
  if (photos.length > PORTFOLIO_MAX_PHOTOS) throw tooManyPhotos();
  if ((await countItems(actor.id)) >= MAX_PORTFOLIO_ITEMS) {
    throw conflict(`A portfolio can hold at most ${MAX_PORTFOLIO_ITEMS} items.`);
  }
  const prepared = await prepareUploads(actor.id, "portfolio_photo", photos, "photos");
  const id = await saveWithUploads(prepared, async (tx) => {
    const created = (
      await tx
        .insert(portfolioItems)
        .values({ userId: actor.id, ...fieldValues(input), title: input.title })
        .returning({ id: portfolioItems.id })
    )[0];
    if (prepared.length) {
      await tx
        .insert(portfolioPhotos)
        .values(prepared.map((p, position) => ({ portfolioItemId: created.id, uploadId: p.id, position })));
    }
    return { result: created.id };
  });
  return getOwnPortfolioItem(actor, id);
}

export type PortfolioChange = Partial<PortfolioFields> & {
  /** The kept photos in their new order; photos left out keep their place after these. */
  photoOrder?: string[];
  removePhotoIds?: string[];
};

/** Edits the fields, reorders and removes photos, and adds new ones after them (at most 8 in all). */
export async function updatePortfolioItem(
  actor: Viewer,
  itemId: number,
  change: PortfolioChange,
  newPhotos: IncomingFile[] = [],
) {
  await ownItem(actor, itemId);
  const current = (await photosOf(itemId)).map((p) => p.id);
  const removing = new Set(change.removePhotoIds ?? []);
  const order = change.photoOrder ?? [];
  if ([...removing, ...order].some((id) => !current.includes(id))) {
    throw invalid("That photo does not belong to this item", { photos: ["That photo does not belong to this item"] });
  }
  const kept = [...new Set([...order, ...current])].filter((id) => !removing.has(id));
  if (kept.length + newPhotos.length > PORTFOLIO_MAX_PHOTOS) throw tooManyPhotos();
  const prepared = await prepareUploads(actor.id, "portfolio_photo", newPhotos, "photos");
  await saveWithUploads(prepared, async (tx) => {
    const values = fieldValues(change);
    if (Object.values(values).some((v) => v !== undefined)) {
      await tx.update(portfolioItems).set(values).where(eq(portfolioItems.id, itemId));
    }
    for (const [position, uploadId] of kept.entries()) {
      await tx
        .update(portfolioPhotos)
        .set({ position })
        .where(and(eq(portfolioPhotos.portfolioItemId, itemId), eq(portfolioPhotos.uploadId, uploadId)));
    }
    if (prepared.length) {
      await tx
        .insert(portfolioPhotos)
        .values(prepared.map((p, i) => ({ portfolioItemId: itemId, uploadId: p.id, position: kept.length + i })));
    }
    return { result: null, removed: await deleteUploadRows(tx, [...removing]) };
  });
  return getOwnPortfolioItem(actor, itemId);
}

export async function deletePortfolioItem(actor: Viewer, itemId: number) {
  await ownItem(actor, itemId);
  await saveWithUploads([], async (tx) => {
    const photoIds = (
      await tx
        .select({ uploadId: portfolioPhotos.uploadId })
        .from(portfolioPhotos)
        .where(eq(portfolioPhotos.portfolioItemId, itemId))
    ).map((p) => p.uploadId);
    await tx.delete(portfolioItems).where(eq(portfolioItems.id, itemId));
    return { result: null, removed: await deleteUploadRows(tx, photoIds) };
  });
}
