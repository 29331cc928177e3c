import { FREE_ACTIVE_PROJECT_LIMIT } from "~/constants";
import { planStatus } from "~/domain/plans.server";
import { createProject } from "~/domain/projects.server";
import { CLINIC_PROJECT } from "../helpers/projects";
import { makeUser } from "../helpers/world";

// PLAN_LIMITS is read once when the config module loads: set it before any import runs.
vi.hoisted(() => {
  process.env.PLAN_LIMITS = "off";
});
// The config has read it; later test files in this worker get the default again.
afterAll(() => {
  delete process.env.PLAN_LIMITS;
});

describe("PLAN_LIMITS=off", () => {
  it("lifts every plan limit: a Free contractor posts past 3 and has every Pro feature", async () => {
    const gc = await makeUser("general_contractor");
    for (let i = 1; i <= FREE_ACTIVE_PROJECT_LIMIT + 2; i++) {
      await createProject(gc, { ...CLINIC_PROJECT, title: `Job ${i}` });
    }
    const plan = await planStatus(gc);
    expect(plan.plan).toBe("free");
    expect(Object.values(plan.allows).every(Boolean)).toBe(true);
  });
});
