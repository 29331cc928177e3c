import { action as login } from "~/routes/account/api.login";
import { action as logout } from "~/routes/account/api.logout";
import { action as register } from "~/routes/account/api.register";
import { loader as currentUser } from "~/routes/account/api.user";
import { loader as unknownApi } from "~/routes/shell/api.$";
import { args, cookieFrom, getRequest, jsonRequest } from "../helpers/requests";

const asResponse = (value: unknown) => value as Response;

async function registerUser(body: Record<string, unknown>) {
  return asResponse(await register(args(jsonRequest("/api/register", body))));
}

describe("POST /api/register", () => {
  it("creates the user (201), signs them in, and never returns the password or its hash", async () => {
    const response = await registerUser({
      username: "kilo",
      email: "kilo@example.com",
      password: "secret123",
      role: "subcontractor",
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      username: "kilo",
      email: "kilo@example.com",
      role: "subcontractor",
      gcProfile: null,
      subProfile: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);

    const me = asResponse(await currentUser(args(getRequest("/api/user", { cookie: cookieFrom(response) }))));
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: body.id, username: "kilo" });
  });

  it("answers 400 with the form's messages per field", async () => {
    const response = await registerUser({ username: "", email: "bad", password: "123", role: "subcontractor" });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors.email).toEqual(["Please enter a valid email address"]);
    expect(body.errors.password).toEqual(["Password must be at least 6 characters"]);
  });

  it("refuses the admin role", async () => {
    const response = await registerUser({
      username: "sneaky",
      email: "sneaky@example.com",
      password: "secret123",
      role: "admin",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors.role).toBeDefined();
  });

  it("answers 409 when the username or email is taken", async () => {
    await registerUser({
      username: "lima",
      email: "lima@example.com",
      password: "secret123",
      role: "general_contractor",
    });
    const again = await registerUser({
      username: "lima",
      email: "other@example.com",
      password: "secret123",
      role: "general_contractor",
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: "That username is already taken" });
  });

  it("answers 400, not 500, for malformed JSON", async () => {
    const response = asResponse(await register(args(jsonRequest("/api/register", "{not json"))));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Malformed JSON in the request body" });
  });
});

describe("POST /api/login and /api/logout", () => {
  beforeAll(async () => {
    await registerUser({
      username: "mike",
      email: "mike@example.com",
      password: "secret123",
      role: "general_contractor",
    });
  });

  it("signs in with username and password", async () => {
    const response = asResponse(
      await login(args(jsonRequest("/api/login", { username: "mike", password: "secret123" }))),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ username: "mike", role: "general_contractor" });
    expect(response.headers.get("Set-Cookie")).toMatch(/__session=.*HttpOnly.*SameSite=Lax/i);
  });

  it("answers 401 for a wrong password, with the message only", async () => {
    const response = asResponse(
      await login(args(jsonRequest("/api/login", { username: "mike", password: "wrong-one" }))),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Invalid username or password" });
  });

  it("answers 400 with field errors for missing fields", async () => {
    const response = asResponse(await login(args(jsonRequest("/api/login", {}))));
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      username: ["Username is required"],
      password: ["Password is required"],
    });
  });

  it("rotates the session on every sign-in and ends it on logout", async () => {
    const first = asResponse(await login(args(jsonRequest("/api/login", { username: "mike", password: "secret123" }))));
    const firstCookie = cookieFrom(first);
    const second = asResponse(
      await login(
        args(jsonRequest("/api/login", { username: "mike", password: "secret123" }, { cookie: firstCookie })),
      ),
    );
    const secondCookie = cookieFrom(second);
    expect(secondCookie).not.toEqual(firstCookie);
    // The old session no longer works.
    expect(asResponse(await currentUser(args(getRequest("/api/user", { cookie: firstCookie })))).status).toBe(401);

    const out = asResponse(await logout(args(jsonRequest("/api/logout", {}, { cookie: secondCookie }))));
    expect(out.status).toBe(200);
    expect(asResponse(await currentUser(args(getRequest("/api/user", { cookie: secondCookie })))).status).toBe(401);
  });
});

describe("GET /api/user", () => {
  it("answers 401 with the error shape when signed out", async () => {
    const response = asResponse(await currentUser(args(getRequest("/api/user"))));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });
});

describe("unknown /api paths", () => {
  it("answer 404 as JSON", async () => {
    const response = asResponse(await unknownApi());
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "No such API endpoint" });
  });
});
