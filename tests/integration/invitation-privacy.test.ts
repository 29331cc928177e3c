/**
 * A bid invitation opens nothing the subcontractor has not opened: only an invitation they answered by applying
 * makes the two business parties, and a contractor can invite only a subcontractor whose profile they may see.
 */
import { applyToProject } from "~/domain/applications.server";
import { declineInvitation, inviteToBid } from "~/domain/invitations.server";
import { messagingPermission } from "~/domain/privacy.server";
import { createProject } from "~/domain/projects.server";
import { loader as appointmentPage } from "~/routes/appointments/_app.appointments.new";
import { loader as invitePage } from "~/routes/invitations/_app.projects.invite";
import { loader as profileApi } from "~/routes/profiles/api.profile.$userId";
import { action as inviteApi } from "~/routes/invitations/api.projects.$id.invitations";
import { args, getRequest, jsonRequest } from "../helpers/requests";
import { cookieFor, makeUser, setPrivacy } from "../helpers/world";
import { CLINIC_PROJECT } from "../helpers/projects";

type Person = Awaited<ReturnType<typeof makeUser>>;

async function profileAs(viewer: Person, owner: Person) {
  const response = (await profileApi(
    args(getRequest(`/api/profile/${owner.id}`, { cookie: await cookieFor(viewer) }), { userId: String(owner.id) }),
  ).catch((e: unknown) => e)) as Response;
  return { status: response.status, body: response.status === 200 ? await response.json() : null };
}

async function inviteThroughApi(gc: Person, projectId: number, subcontractorId: number) {
  const response = (await inviteApi(
    args(
      jsonRequest(
        `/api/projects/${projectId}/invitations`,
        { subcontractor_id: subcontractorId },
        {
          cookie: await cookieFor(gc),
        },
      ),
      { id: String(projectId) },
    ),
  )) as Response;
  return { status: response.status, body: await response.json() };
}

describe("bid invitations and the subcontractor's privacy", () => {
  it("an unanswered or declined invitation shows no hidden email and opens no messages", async () => {
    const [gc, sub] = [await makeUser("general_contractor"), await makeUser("subcontractor")];
    // Contact "Only project partners", email shown to them only.
    await setPrivacy(sub, { contactVisibility: "none", showEmail: true });
    const project = await createProject(gc, CLINIC_PROJECT);

    const invitation = await inviteThroughApi(gc, project.id, sub.id);
    expect(invitation.status).toBe(201);
    expect((await profileAs(gc, sub)).body.email).toBeNull();
    expect(await messagingPermission(gc, sub.id)).toMatchObject({ allowed: false, kind: "forbidden" });

    await declineInvitation(sub, invitation.body.id, "Booked solid");
    expect((await profileAs(gc, sub)).body.email).toBeNull();
    expect((await messagingPermission(gc, sub.id)).allowed).toBe(false);
  });

  it("once the subcontractor applies, the two are business parties", async () => {
    const [gc, sub] = [await makeUser("general_contractor"), await makeUser("subcontractor")];
    await setPrivacy(sub, { contactVisibility: "none", showEmail: true });
    const project = await createProject(gc, CLINIC_PROJECT);
    await inviteToBid(gc, project.id, { subcontractor_id: sub.id });
    await applyToProject(sub, { project_id: project.id, cover_letter: "We wired three clinics this year." });

    expect((await profileAs(gc, sub)).body.email).toBe(sub.email);
    expect(await messagingPermission(gc, sub.id)).toEqual({ allowed: true });
  });

  it("an invitation sent before the profile closed does not keep it open", async () => {
    const [gc, sub] = [await makeUser("general_contractor"), await makeUser("subcontractor")];
    const project = await createProject(gc, CLINIC_PROJECT);
    await inviteToBid(gc, project.id, { subcontractor_id: sub.id });
    await setPrivacy(sub, { profileVisibility: "connections_only" });

    expect((await profileAs(gc, sub)).status).toBe(404);
  });

  it("a subcontractor whose profile the contractor may not see cannot be invited: 404, as for an unknown id", async () => {
    const [gc, hidden, closed] = [
      await makeUser("general_contractor"),
      await makeUser("subcontractor"),
      await makeUser("subcontractor"),
    ];
    await setPrivacy(hidden, { profileVisibility: "connections_only", contactVisibility: "none", showEmail: true });
    await setPrivacy(closed, { profileVisibility: "private" });
    const project = await createProject(gc, CLINIC_PROJECT);

    const unknown = await inviteThroughApi(gc, project.id, closed.id + 1000);
    expect(unknown.status).toBe(404);
    for (const sub of [hidden, closed]) {
      expect(await inviteThroughApi(gc, project.id, sub.id)).toEqual(unknown);
    }
    expect((await profileAs(gc, hidden)).status).toBe(404);
    expect((await messagingPermission(gc, hidden.id)).allowed).toBe(false);
  });

  it("pages that take a person's id do not name a subcontractor hidden from the contractor", async () => {
    const [gc, hidden] = [await makeUser("general_contractor"), await makeUser("subcontractor")];
    await setPrivacy(hidden, { profileVisibility: "private", contactVisibility: "connections" });
    const cookie = await cookieFor(gc);
    const invite = (await invitePage(
      args(getRequest(`/projects/invite?subcontractorId=${hidden.id}`, { cookie })),
    )) as { sub: unknown };
    expect(invite.sub).toBeNull();
    const visit = (await appointmentPage(args(getRequest(`/appointments/new?userId=${hidden.id}`, { cookie })))) as {
      person: unknown;
    };
    expect(visit.person).toBeNull();
    expect(JSON.stringify([invite, visit])).not.toContain(hidden.subProfile!.business_name);
  });
});
