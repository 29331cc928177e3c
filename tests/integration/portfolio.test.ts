import fs from "node:fs";

import {
  createPortfolioItem,
  deletePortfolioItem,
  getPortfolioItem,
  listPortfolio,
  updatePortfolioItem,
} from "~/domain/portfolio.server";
import { readUpload } from "~/domain/uploads.server";
import { action as createApi } from "~/routes/profiles/api.portfolio";
import { action as changeApi } from "~/routes/profiles/api.portfolio.$id";
import { loader as listApi } from "~/routes/profiles/api.profile.$userId.portfolio";
import { loader as itemPage } from "~/routes/profiles/_app.project.$projectId.user.$userId";
import { pngFile } from "../helpers/files";
import { args, getRequest, jsonRequest, unwrap } from "../helpers/requests";
import { cookieFor, makeUser, rejection } from "../helpers/world";

const PNG = await pngFile();

const photo = () => ({ bytes: PNG.bytes, name: "job.png" });
const item = {
  title: "Tenant improvement, 3rd floor",
  location: "Phoenix, AZ",
  features: "LED lighting\n\nNew panels\n",
};

describe("portfolio items", () => {
  it("a subcontractor adds one with photos; features come back one per line", async () => {
    const sub = await makeUser();
    const made = await createPortfolioItem(sub, item, [photo(), photo()]);
    expect(made).toMatchObject({ title: item.title, features: ["LED lighting", "New panels"] });
    expect(made.photos).toHaveLength(2);
    expect(made.photos[0].card_url).toMatch(/^\/uploads\/[a-f0-9]{32}\/card$/);
    const { items } = await listPortfolio(await makeUser("general_contractor"), sub.id);
    expect(items).toMatchObject([{ id: made.id, photo_count: 2, cover_url: made.photos[0].card_url }]);
  });

  it("is for subcontractors only, at most 8 photos", async () => {
    const [gc, sub] = [await makeUser("general_contractor"), await makeUser()];
    expect((await rejection(createPortfolioItem(gc, item, []))).kind).toBe("forbidden");
    const nine = Array.from({ length: 9 }, photo);
    expect((await rejection(createPortfolioItem(sub, item, nine))).message).toBe(
      "A portfolio item can have at most 8 photos",
    );
  });

  it("reorders and removes photos, adds new ones after them, and removes the files of removed ones", async () => {
    const sub = await makeUser();
    const made = await createPortfolioItem(sub, item, [photo(), photo(), photo()]);
    const [a, b, c] = made.photos.map((p) => p.id);
    const removedFile = (await readUpload(sub, b, "full")).path;
    const changed = await updatePortfolioItem(sub, made.id, { photoOrder: [c, a], removePhotoIds: [b] }, [photo()]);
    expect(changed.photos.map((p) => p.id).slice(0, 2)).toEqual([c, a]);
    expect(changed.photos).toHaveLength(3);
    expect(fs.existsSync(removedFile)).toBe(false);
    const other = await makeUser();
    expect((await rejection(updatePortfolioItem(other, made.id, { title: "Mine" }))).kind).toBe("forbidden");
  });

  it("the item page shows the real item and more by the same contractor; another owner's id is 404", async () => {
    const [sub, other, viewer] = [await makeUser(), await makeUser(), await makeUser("general_contractor")];
    const first = await createPortfolioItem(sub, item, [photo()]);
    await createPortfolioItem(sub, { title: "Second job" }, []);
    const theirs = await createPortfolioItem(other, { title: "Someone else's" }, []);
    const page = await getPortfolioItem(viewer, sub.id, first.id);
    expect(page.item.title).toBe(item.title);
    expect(page.more.map((m) => m.title)).toEqual(["Second job"]);
    expect((await rejection(getPortfolioItem(viewer, sub.id, theirs.id))).kind).toBe("not_found");

    const cookie = await cookieFor(viewer);
    const loaded = unwrap<{ item: { id: number } }>(
      await itemPage(
        args(getRequest(`/project/${first.id}/user/${sub.id}`, { cookie }), {
          projectId: String(first.id),
          userId: String(sub.id),
        }),
      ),
    );
    expect(loaded.data.item.id).toBe(first.id);
    const missing = await itemPage(
      args(getRequest(`/project/${theirs.id}/user/${sub.id}`, { cookie }), {
        projectId: String(theirs.id),
        userId: String(sub.id),
      }),
    ).then(
      () => null,
      (e: unknown) => e as Response,
    );
    expect(missing?.status).toBe(404);
  });

  it("deleting an item deletes its photos' files", async () => {
    const sub = await makeUser();
    const made = await createPortfolioItem(sub, item, [photo()]);
    const path = (await readUpload(sub, made.photos[0].id, "card")).path;
    await deletePortfolioItem(sub, made.id);
    expect(fs.existsSync(path)).toBe(false);
  });
});

describe("the portfolio API", () => {
  it("POST as JSON with data-URL photos (201), 400 for a short title, 403 for a general contractor", async () => {
    const [sub, gc] = [await makeUser(), await makeUser("general_contractor")];
    const png = PNG;
    const body = { ...item, photos: [`data:image/png;base64,${Buffer.from(png.bytes).toString("base64")}`] };
    const created = (await createApi(
      args(jsonRequest("/api/portfolio", body, { cookie: await cookieFor(sub) })),
    )) as Response;
    expect(created.status).toBe(201);
    expect((await created.json()).photos).toHaveLength(1);
    const short = (await createApi(
      args(jsonRequest("/api/portfolio", { title: "ab" }, { cookie: await cookieFor(sub) })),
    )) as Response;
    expect(short.status).toBe(400);
    expect((await short.json()).errors.title).toEqual(["Title must be at least 3 characters"]);
    const wrongRole = (await createApi(
      args(jsonRequest("/api/portfolio", item, { cookie: await cookieFor(gc) })),
    )) as Response;
    expect(wrongRole.status).toBe(403);
  });

  it("POST as multipart with photo files (201)", async () => {
    const sub = await makeUser();
    const form = new FormData();
    form.append("title", "Rooftop solar tie-in");
    form.append("photos", new Blob([new Uint8Array(PNG.bytes)], { type: "image/png" }), "a.png");
    form.append("photos", new Blob([new Uint8Array(PNG.bytes)], { type: "image/png" }), "b.png");
    const request = new Request("http://localhost/api/portfolio", {
      method: "POST",
      body: form,
      headers: { Cookie: await cookieFor(sub) },
    });
    const response = (await createApi(args(request))) as Response;
    expect(response.status).toBe(201);
    expect((await response.json()).photos).toHaveLength(2);
  });

  it("PATCH and DELETE are the owner's; GET lists a page of another user's items", async () => {
    const [owner, other] = [await makeUser(), await makeUser()];
    const made = await createPortfolioItem(owner, item, []);
    const call = async (user: { id: number }, method: string, body?: unknown) =>
      (await changeApi(
        args(jsonRequest(`/api/portfolio/${made.id}`, body ?? "", { method, cookie: await cookieFor(user) }), {
          id: String(made.id),
        }),
      )) as Response;
    expect((await call(other, "PATCH", { title: "Mine now" })).status).toBe(403);
    expect((await call(owner, "PATCH", { title: "Renamed job" })).status).toBe(200);
    const list = (await listApi(
      args(getRequest(`/api/profile/${owner.id}/portfolio`, { cookie: await cookieFor(other) }), {
        userId: String(owner.id),
      }),
    )) as Response;
    expect(await list.json()).toMatchObject({ total: 1, items: [{ title: "Renamed job" }] });
    expect((await call(other, "DELETE")).status).toBe(403);
    expect((await call(owner, "DELETE")).status).toBe(204);
  });
});
