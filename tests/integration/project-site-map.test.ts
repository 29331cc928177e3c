/**
 * A project's site map as its owner sees it: the applicants pinned are those whose profile the owner may open, and
 * a privacy change shows on the next view (the read is a prepared statement, not a kept answer).
 */
import { describe, expect, it } from "vitest";

import { applyToProject } from "~/domain/applications.server";
import { projectSiteMap } from "~/domain/maps.server";
import { contractorAt, setPrivacy, subcontractorAt, tradeProjectAt, unique } from "../helpers/world";

describe("a project's site map", () => {
  it("pins the applicants whose profile the owner may open, and drops one who turns private", async () => {
    const gc = await contractorAt("85004");
    const project = await tradeProjectAt(gc, "Electrical", "85004");
    const shown = await subcontractorAt("85281", "Electrical", { name: unique("Shown") });
    const hidden = await subcontractorAt("85201", "Electrical", { name: unique("Hidden") });
    for (const sub of [shown, hidden]) {
      await applyToProject(sub, { project_id: project.id, cover_letter: "We did ten of these." });
    }
    await setPrivacy(hidden, { profileVisibility: "private" });
    const pinned = async () => (await projectSiteMap(gc, project))!.pins.map((p) => p.href);

    expect(await pinned()).toEqual([`/profile/${shown.id}`]);
    await setPrivacy(shown, { profileVisibility: "private" });
    expect(await pinned()).toEqual([]);
  });
});
