import { test as base, expect, type Page } from "@playwright/test";

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

export const test = base;
export { expect };
