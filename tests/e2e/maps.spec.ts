import AxeBuilder from "@axe-core/playwright";
import type { Browser, Locator, Page } from "@playwright/test";

import { administrator, contractor, expect, test } from "./fixtures";

// Helena, Montana: no other spec works there, so the maps hold only this test's people and projects.
const HELENA = "59601";

/** The map (a figure drawn on the server) and its pin for `name`, by the pin's accessible name. */
function pinFor(page: Page, name: string): Locator {
  return page.getByRole("figure").getByRole("link", { name: new RegExp(`^\\d+: ${name}`) });
}

/** The pin links to the card of the same number in the list beside the map. */
async function expectPinLeadsToCard(page: Page, name: string) {
  const pin = pinFor(page, name);
  await expect(pin).toHaveCount(1);
  const [label] = (await pin.getAttribute("aria-label"))!.split(":");
  const href = (await pin.getAttribute("href"))!;
  expect(href).toMatch(/^#(person|project)-\d+$/);
  const card = page.locator(href);
  await expect(card).toContainText(name);
  await expect(card.getByText(`Map pin ${label}`, { exact: false })).toHaveCount(1);
}

/** A contractor in Helena with an open electrical project, a public and a private subcontractor who both bid on it. */
async function helenaWorld(browser: Browser) {
  const tag = `${test.info().project.name} ${Date.now().toString(36)}`;
  const gc = await contractor(browser, "general_contractor", `Last Chance Builders ${tag}`, {
    location: "Helena, MT",
    zip_code: HELENA,
  });
  const open = await contractor(browser, "subcontractor", `Prickly Pear Electric ${tag}`, {
    location: "Helena, MT",
    zip_code: "59602",
    service_radius: 50,
  });
  const hidden = await contractor(browser, "subcontractor", `Quiet Helena Electric ${tag}`, {
    location: "Helena, MT",
    zip_code: HELENA,
  });
  expect(
    (await hidden.page.request.patch("/api/privacy-settings", { data: { profile_visibility: "private" } })).status(),
  ).toBe(200);

  const posted = await gc.page.request.post("/api/projects", {
    data: {
      title: `Helena clinic lighting ${tag}`,
      description: "Replace the lighting of a two-storey clinic with LED fixtures and controls.",
      trade_type: "Electrical",
      location: "Helena, MT",
      zip_code: HELENA,
      budget_range: "$25,000 - $50,000",
      timeline: "1-2 months",
      requirements: "Licensed Montana electrician.",
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const project = (await posted.json()) as { id: number; title: string };
  for (const sub of [open, hidden]) {
    const applied = await sub.page.request.post("/api/applications", {
      data: {
        project_id: project.id,
        cover_letter: "We have wired three clinics in Helena this year.",
        bid_amount_dollars: sub === open ? 41_500 : 38_000,
      },
    });
    expect(applied.status()).toBe(201);
  }

  return { tag, gc, open, hidden, project, close: () => Promise.all([gc, open, hidden].map((p) => p.close())) };
}

test("maps show where the work and the trades are, link each pin to its card, and never show a private profile", async ({
  browser,
}) => {
  test.slow();
  const { tag, gc, open, project, close } = await helenaWorld(browser);
  // The contractor's search: the radius around the zip, a pin per result linking to its card, no private profile.
  const page = gc.page;
  // The land and state lines are not in the page: the map draws them from a file the browser fetches and keeps.
  const baseLayer = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/maps/base/"));
  await page.goto(`/dashboard?search=1&specialty=Electrical&location=${HELENA}&distance=25`);
  const map = page.getByRole("figure");
  await expect(map.locator("svg title").first()).toHaveText("Map of these subcontractors");
  const fetched = await baseLayer;
  expect(fetched.status()).toBe(200);
  expect(fetched.headers()["content-type"]).toBe("image/svg+xml");
  expect(fetched.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(await fetched.text()).toMatch(/<path id="land" d="M[^"]+"\/><path id="states" d="M/);
  await expect(map.locator("use").first()).toHaveAttribute("href", new RegExp(`^${new URL(fetched.url()).pathname}`));
  expect((await page.request.get("/maps/base/45:1.2345:-70.0000")).status(), "a view that is not one of ours").toBe(
    404,
  );
  await expectPinLeadsToCard(page, `Prickly Pear Electric ${tag}`);
  await expect(pinFor(page, `Quiet Helena Electric ${tag}`)).toHaveCount(0);
  const results = page.locator("section", { has: page.getByRole("heading", { name: /subcontractors? near/ }) });
  await expect(results.getByRole("listitem").filter({ hasText: `Prickly Pear Electric ${tag}` })).toBeVisible();
  await expect(results.getByText(`Quiet Helena Electric ${tag}`)).toHaveCount(0);

  // The project's page: its site, and for its owner where the applicants are based, with their distances.
  await page.goto(`/projects/${project.id}`);
  const applicant = page
    .getByRole("figure")
    .getByRole("link", { name: new RegExp(`Prickly Pear Electric ${tag}, [\\d.]+ mi from the site`) });
  await expect(applicant).toHaveAttribute("href", `/profile/${open.id}`);
  await expect(page.getByRole("figure").getByRole("link", { name: new RegExp(`Quiet Helena Electric`) })).toHaveCount(
    0,
  );

  // A subcontractor's profile: the base and the area served.
  await page.goto(`/profile/${open.id}`);
  await expect(page.getByRole("figure").locator("svg desc")).toContainText("the area they serve: 50 miles");

  // A subcontractor browsing projects near the same zip sees the project's pin leading to its card.
  await open.page.goto(`/projects?zip=${HELENA}&distance=25`);
  await expectPinLeadsToCard(open.page, project.title);

  await close();
});

const VIEWS = [
  { width: 1280, height: 900, colorScheme: "light" },
  { width: 1280, height: 900, colorScheme: "dark" },
  { width: 390, height: 844, colorScheme: "light" },
  { width: 390, height: 844, colorScheme: "dark" },
] as const;

test("every map and chart is in the server's HTML on a phone and a desktop, light and dark, and passes axe", async ({
  browser,
}) => {
  // Eleven pages, several sizes and themes, and axe on each: minutes on a busy two-core machine.
  test.setTimeout(300_000);
  const { gc, open, project, close } = await helenaWorld(browser);
  const admin = await administrator(browser);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const booked = await gc.page.request.post("/api/appointments", {
    data: {
      attendee_id: open.id,
      title: "Clinic walkthrough",
      start_time: `${tomorrow}T16:00:00Z`,
      end_time: `${tomorrow}T17:00:00Z`,
      location: "Helena, MT 59601",
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const pages: [Page, string, { role: "group" | "img"; name: RegExp }][] = [
    [
      gc.page,
      `/dashboard?search=1&specialty=Electrical&location=${HELENA}&distance=25`,
      { role: "group", name: /^Map of these subcontractors/ },
    ],
    [gc.page, `/projects/${project.id}`, { role: "group", name: /^Where Helena clinic lighting/ }],
    [gc.page, `/projects/${project.id}/applications`, { role: "img", name: /^Bids compared/ }],
    [gc.page, "/dashboard", { role: "img", name: /^Bids on your open projects/ }],
    [gc.page, `/profile/${open.id}`, { role: "group", name: /^Where Prickly Pear Electric/ }],
    [gc.page, "/reviews", { role: "img", name: /^Reviews by rating/ }],
    [gc.page, "/matches", { role: "group", name: /^Map of your matched subcontractors/ }],
    [gc.page, "/appointments", { role: "group", name: /^Map of these appointments/ }],
    [open.page, "/dashboard", { role: "img", name: /^Your applications over the last 6 months/ }],
    [open.page, `/projects?zip=${HELENA}&distance=25`, { role: "group", name: /^Map of these projects/ }],
    [admin.page, "/admin", { role: "img", name: /^Sign-ups per week/ }],
  ];
  // Without JavaScript every size and theme; with it (where axe can run) a desktop in light and a phone in dark.
  const js = test.info().project.name === "js";
  const views = js ? VIEWS.filter((v) => (v.width === 1280) === (v.colorScheme === "light")) : VIEWS;
  for (const view of views) {
    for (const [page, url, figure] of pages) {
      await page.setViewportSize({ width: view.width, height: view.height });
      await page.emulateMedia({ colorScheme: view.colorScheme });
      await page.goto(url);
      const drawing = page.getByRole(figure.role, { name: figure.name });
      await expect(drawing, `${url} at ${view.width} px`).toBeVisible();
      // Measured once laid out for good: with JavaScript the page may be hydrating meanwhile.
      await expect.poll(() => drawing.boundingBox()).not.toBeNull();
      const box = (await drawing.boundingBox())!;
      expect(box.x + box.width, `${url} fits ${view.width} px`).toBeLessThanOrEqual(view.width);
      // axe runs in the page: the "js" project checks the same server HTML the "no-js" one shows.
      if (js) {
        const axe = await new AxeBuilder({ page }).include("figure").analyze();
        expect(
          axe.violations.map(
            (v) =>
              `${url} at ${view.width} px: ${v.id}: ${v.help}: ${v.nodes.map((n) => n.target.join(" ") + " " + (n.any[0]?.message ?? "")).join(" | ")}`,
          ),
        ).toEqual([]);
      }
    }
  }
  await admin.close();
  await close();
});
