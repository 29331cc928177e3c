import { action } from "~/routes/shell/resources.theme";
import { args, formRequest } from "../helpers/requests";

const post = async (fields: Record<string, string>) =>
  (await action(args(formRequest("/resources/theme", fields)))) as Response;

describe("POST /resources/theme", () => {
  it("keeps the choice in a cookie and goes back to the page", async () => {
    const response = await post({ theme: "dark", redirectTo: "/pricing?x=1" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/pricing?x=1");
    expect(response.headers.get("Set-Cookie")).toMatch(/^theme=.+; Max-Age=31536000; Path=\/; SameSite=Lax/);
  });

  it("never redirects off the site", async () => {
    for (const redirectTo of ["//evil.example", "/\\evil.example", "https://evil.example/", "/\t/evil.example"]) {
      expect((await post({ theme: "light", redirectTo })).headers.get("Location")).toBe("/");
    }
  });

  it("answers JSON for the enhanced form and 400 for an unknown theme", async () => {
    const enhanced = await post({ theme: "system", enhanced: "true" });
    expect(await enhanced.json()).toEqual({ theme: "system" });
    expect((await post({ theme: "purple" })).status).toBe(400);
  });
});
