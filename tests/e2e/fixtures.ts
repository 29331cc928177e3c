import { spawnSync } from "node:child_process";

import { test as base, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";

import { e2eDatabaseEnv } from "../setup/e2e-database";

export type Account = {
  username: string;
  email: string;
  password: string;
  role: "general_contractor" | "subcontractor";
};

let counter = 0;
export function newAccount(role: Account["role"] = "general_contractor"): Account {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { username: `user_${id}`, email: `user_${id}@example.com`, password: "secret123", role };
}

/** Creates an account through the JSON API; the page's browser context keeps the session cookie, so it is signed in. */
export async function signUp(page: Page, role: Account["role"] = "general_contractor"): Promise<Account> {
  const account = newAccount(role);
  const response = await page.request.post("/api/register", { data: account });
  expect(response.status()).toBe(201);
  return account;
}

/**
 * A page's own code is fetched when someone uses the page (docs/decisions/026-deferred-hydration.md); a test acts the
 * moment a page has loaded, faster than anyone could. So by default each document of a test says a user is there once
 * the app runs (a pointer over it), and the page hydrates as it would under a hand already on the screen. The tests of
 * the deferral itself turn this off (`test.use({ userPresent: false })`).
 */
const USER_PRESENT = `(function present(tries) {
  if (window.__remixRouter) document.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
  else if (tries > 0) setTimeout(() => present(tries - 1), 20);
})(500);`;

/** Whether the running test has a user present (see USER_PRESENT), for the contexts the helpers below make. */
let userPresent = true;

async function withUser(context: BrowserContext) {
  if (userPresent) await context.addInitScript(USER_PRESENT);
  return context;
}

export const test = base.extend<{ userPresent: boolean; presence: void }>({
  userPresent: [true, { option: true }],
  presence: [
    async ({ userPresent: present }, provide) => {
      userPresent = present;
      await provide();
    },
    { auto: true },
  ],
  context: async ({ context, userPresent: present }, provide) => {
    if (present) await context.addInitScript(USER_PRESENT);
    await provide(context);
  },
});
export { expect };

/** A signed-in contractor with a saved profile, in a browser context of its own (JavaScript as the project says). */
export async function contractor(
  browser: Browser,
  role: Account["role"] = "subcontractor",
  name = DEFAULT_NAMES[role],
  /** Profile fields over the defaults (zip_code, specialty, available_now…). */
  profile: Record<string, unknown> = {},
) {
  const { baseURL, javaScriptEnabled } = test.info().project.use;
  const context = await withUser(await browser.newContext({ baseURL, javaScriptEnabled }));
  const page = await context.newPage();
  const account = await signUp(page, role);
  const saved =
    role === "general_contractor"
      ? await page.request.post("/api/profile/gc", {
          data: { company_name: name, location: "Phoenix, AZ", zip_code: "85004", ...profile },
        })
      : await page.request.post("/api/profile/sub", {
          data: {
            business_name: name,
            specialty: "Electrical",
            location: "Tempe, AZ",
            zip_code: "85281",
            ...profile,
          },
        });
  expect(saved.status()).toBe(200);
  return { page, account, id: (await saved.json()).id as number, close: () => context.close() };
}

const DEFAULT_NAMES: Record<Account["role"], string> = {
  general_contractor: "Mesa Ridge Builders",
  subcontractor: "Desert Bloom Electric",
};

/** Signs in through the login form. */
export async function logIn(page: Page, username: string, password: string) {
  await page.goto("/auth");
  const form = page.locator("form#login");
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Log In" }).click();
}

/** An accepted connection between two contractors, made through the JSON API. */
export async function connectThroughApi(a: Page, b: Page, bId: number) {
  const asked = await a.request.post("/api/connections", { data: { recipient_id: bId, type: "general" } });
  expect(asked.status()).toBe(201);
  const { id } = await asked.json();
  expect((await b.request.patch(`/api/connections/${id}`, { data: { status: "accepted" } })).status()).toBe(200);
}

/** An administrator account made with the user:create CLI against the database of the e2e server at `baseURL`. */
export function adminAccount(baseURL: string) {
  const { username, email, password } = newAccount();
  const made = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/user-create.ts",
      "--role",
      "admin",
      "--username",
      username,
      "--email",
      email,
      "--password",
      password,
    ],
    { env: { ...process.env, ...e2eDatabaseEnv(`tests/.tmp/e2e-${new URL(baseURL).port}`) }, encoding: "utf8" },
  );
  expect(made.status, made.stderr).toBe(0);
  return { username, password };
}

/** An administrator, made with the user:create CLI against the e2e server's database, signed in in its own context. */
export async function administrator(browser: Browser) {
  const { baseURL, javaScriptEnabled } = test.info().project.use;
  const { username, password } = adminAccount(baseURL!);
  const context = await withUser(await browser.newContext({ baseURL, javaScriptEnabled }));
  const page = await context.newPage();
  expect((await page.request.post("/api/login", { data: { username, password } })).status()).toBe(200);
  return { page, username, close: () => context.close() };
}

/**
 * Whether React has hydrated the element: a node of a page not hydrated yet (app/components/deferred-page.tsx) has no
 * fiber of React's.
 */
export async function isHydratedByReact(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
  }, selector);
}

/** Waits until React has hydrated the element (see isHydratedByReact). */
export async function hydratedByReact(page: Page, selector: string) {
  await expect.poll(() => isHydratedByReact(page, selector)).toBe(true);
}
