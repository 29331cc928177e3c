import { changeAccountStatus, register } from "~/domain/accounts.server";
import { loader as rootLoader } from "~/root";
import { loader as appLoader } from "~/routes/shell/_app";
import { loader as adminLoader } from "~/routes/admin/_app.admin";
import { action as authAction, loader as authLoader } from "~/routes/account/_public.auth";
import { args, cookieFrom, formRequest, getRequest, unwrap } from "../helpers/requests";

const password = "secret123";
const newUser = (username: string, role: "general_contractor" | "subcontractor" | "admin" = "subcontractor") =>
  register({ username, email: `${username}@example.com`, password, role });

async function signIn(username: string) {
  const response = (await authAction(args(formRequest("/auth", { intent: "login", username, password })))) as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/dashboard");
  return cookieFrom(response);
}

async function thrown(fn: () => Promise<unknown>): Promise<Response> {
  const outcome = await fn().then(
    () => null,
    (e: unknown) => e,
  );
  expect(outcome).toBeInstanceOf(Response);
  return outcome as Response;
}

describe("the signed-in gate", () => {
  it("sends a signed-out visitor from a protected screen to /", async () => {
    const response = await thrown(() => appLoader(args(getRequest("/dashboard"))));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });

  it("sends a signed-in user from /auth to /dashboard", async () => {
    await newUser("papa");
    const cookie = await signIn("papa");
    const response = await thrown(() => authLoader(args(getRequest("/auth", { cookie }))));
    expect(response.headers.get("Location")).toBe("/dashboard");
  });

  it("sends a non-admin from /admin to /", async () => {
    await newUser("quebec");
    const cookie = await signIn("quebec");
    const response = await thrown(() => adminLoader(args(getRequest("/admin", { cookie }))));
    expect(response.headers.get("Location")).toBe("/");
  });

  it("signs out a user suspended while signed in at their next request, and shows why", async () => {
    const admin = await newUser("romeo_admin", "admin");
    const user = await newUser("sierra");
    const cookie = await signIn("sierra");
    expect(
      unwrap<{ user: { id: number } }>(await appLoader(args(getRequest("/dashboard", { cookie })))).data.user.id,
    ).toBe(user.id);

    await changeAccountStatus(admin, user.id, { status: "suspended", reason: "Unpaid invoices reported" });

    const response = await thrown(() => appLoader(args(getRequest("/dashboard", { cookie }))));
    expect(response.headers.get("Location")).toBe("/auth");
    const afterCookie = cookieFrom(response);
    const root = unwrap<{ user: unknown; toast: { description: string } }>(
      await rootLoader(args(getRequest("/auth", { cookie: afterCookie }))),
    );
    expect(root.data.user).toBeNull();
    expect(root.data.toast.description).toBe("Your account has been suspended: Unpaid invoices reported");
  });

  it("refuses a suspended user's login with the reason", async () => {
    const admin = await newUser("tango_admin", "admin");
    const user = await newUser("uniform");
    await changeAccountStatus(admin, user.id, { status: "suspended", reason: "Fake reviews" });
    const result = unwrap<{ result: { error: Record<string, string[]> } }>(
      await authAction(args(formRequest("/auth", { intent: "login", username: "uniform", password }))),
    );
    expect(result.status).toBe(403);
    expect(result.data.result.error[""]).toEqual(["Your account has been suspended: Fake reviews"]);
  });
});
