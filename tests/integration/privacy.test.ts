/**
 * Each privacy setting from every viewer's side (stranger, connection, business party, admin, owner), in every place
 * a profile or a contact detail can be read. The closing note of issue 10 maps its table rows to these tests.
 */
import { applyToProject, listProjectApplications } from "~/domain/applications.server";
import { listConnections } from "~/domain/connections.server";
import { listConversations, sendMessage } from "~/domain/messages.server";
import { personCards } from "~/domain/people.server";
import { connectionBetween, connectionRequestPermission, visibleProfileIds } from "~/domain/privacy.server";
import { createProject, getProject, browseProjects } from "~/domain/projects.server";
import { listReceivedReviews } from "~/domain/reviews.server";
import { setPhone } from "~/domain/settings.server";
import { transaction } from "~/infra/db.server";
import { loader as profilePage } from "~/routes/profiles/_app.profile.$userId";
import { loader as certificationsApi } from "~/routes/profiles/api.profile.$userId.certifications";
import { loader as portfolioApi } from "~/routes/profiles/api.profile.$userId.portfolio";
import { loader as profileApi } from "~/routes/profiles/api.profile.$userId";
import { args, getRequest } from "../helpers/requests";
import { connect, cookieFor, makeUser, setPrivacy } from "../helpers/world";
import { CLINIC_PROJECT } from "../helpers/projects";

type Person = Awaited<ReturnType<typeof makeUser>>;
type Visibility = "public" | "connections_only" | "private";

/** A subcontractor and the four kinds of people who might look at them. */
async function cast() {
  const [owner, stranger, connection, party, admin] = [
    await makeUser("subcontractor"),
    await makeUser("general_contractor"),
    await makeUser("general_contractor"),
    await makeUser("general_contractor"),
    await makeUser("admin"),
  ];
  await connect(connection, owner);
  const project = await createProject(party, CLINIC_PROJECT);
  await applyToProject(owner, { project_id: project.id, cover_letter: "We wired three clinics this year." });
  return { owner, viewers: { stranger, connection, party, admin }, projectId: project.id };
}

const EXPECTED: Record<Visibility, Record<"stranger" | "connection" | "party" | "admin", boolean>> = {
  public: { stranger: true, connection: true, party: true, admin: true },
  connections_only: { stranger: false, connection: true, party: true, admin: true },
  private: { stranger: false, connection: false, party: false, admin: true },
};

const statusOf = async (result: Promise<unknown>) =>
  result.then(
    (r) => (r instanceof Response ? r.status : 200),
    (e: unknown) => (e instanceof Response ? e.status : -1),
  );

async function placesSeenBy(viewer: Person, owner: Person) {
  const cookie = await cookieFor(viewer);
  const params = { userId: String(owner.id) };
  const get = (path: string) => args(getRequest(path, { cookie }), params);
  return {
    page: await statusOf(profilePage(get(`/profile/${owner.id}`))),
    api: await statusOf(profileApi(get(`/api/profile/${owner.id}`))),
    portfolioApi: await statusOf(portfolioApi(get(`/api/profile/${owner.id}/portfolio`))),
    certificationsApi: await statusOf(certificationsApi(get(`/api/profile/${owner.id}/certifications`))),
    reviews: await listReceivedReviews(viewer, owner.id).then(
      () => 200,
      () => 404,
    ),
    cardLink: (await personCards(viewer, [owner.id])).get(owner.id)!.profile_url,
  };
}

describe("profile_visibility, everywhere a profile can be opened", () => {
  for (const visibility of ["public", "connections_only", "private"] as const) {
    it(`${visibility}: page, API, portfolio, credentials, reviews and card links agree for every viewer`, async () => {
      const { owner, viewers } = await cast();
      await setPrivacy(owner, { profileVisibility: visibility });
      for (const [who, viewer] of Object.entries(viewers) as [keyof typeof viewers, Person][]) {
        const seen = await placesSeenBy(viewer, owner);
        const status = EXPECTED[visibility][who] ? 200 : 404;
        expect(seen, `${visibility} seen by ${who}`).toEqual({
          page: status,
          api: status,
          portfolioApi: status,
          certificationsApi: status,
          reviews: status,
          cardLink: status === 200 ? `/profile/${owner.id}` : null,
        });
      }
      // The owner always sees their own.
      expect((await placesSeenBy(owner, owner)).api).toBe(200);
    });
  }

  it("history stays readable: lists keep the name but drop the link the viewer may not open", async () => {
    const { owner, viewers, projectId } = await cast();
    await sendMessage(owner, { recipient_id: viewers.connection.id, content: "Plans attached, see page 3." });
    await setPrivacy(owner, { profileVisibility: "private" });

    const connectionsList = await listConnections(viewers.connection, { tab: "connected" });
    expect(connectionsList.items[0].other).toMatchObject({ id: owner.id, profile_url: null });
    expect(connectionsList.items[0].other!.display_name).toBe(owner.subProfile!.business_name);

    const conversations = await listConversations(viewers.connection);
    expect(conversations.items[0].other).toMatchObject({ id: owner.id, profile_url: null });

    const applicants = await listProjectApplications(viewers.party, projectId);
    expect(applicants.items[0].applicant).toMatchObject({ id: owner.id, profile_url: null });

    await setPrivacy(owner, { profileVisibility: "connections_only" });
    expect((await listConnections(viewers.connection, { tab: "connected" })).items[0].other!.profile_url).toBe(
      `/profile/${owner.id}`,
    );
    expect((await listProjectApplications(viewers.party, projectId)).items[0].applicant.profile_url).toBe(
      `/profile/${owner.id}`,
    );
  });

  it("a project's creator is linked from its card and page only when their profile is open to the viewer", async () => {
    const [gc, stranger, admin] = [
      await makeUser("general_contractor"),
      await makeUser("subcontractor"),
      await makeUser("admin"),
    ];
    const project = await createProject(gc, CLINIC_PROJECT);
    expect((await getProject(stranger, project.id)).creator.profile_url).toBe(`/profile/${gc.id}`);
    await setPrivacy(gc, { profileVisibility: "private" });
    expect((await getProject(stranger, project.id)).creator.profile_url).toBeNull();
    expect((await getProject(admin, project.id)).creator.profile_url).toBe(`/profile/${gc.id}`);
    const listed = (await browseProjects(stranger, { q: "clinic" })).items.find((p) => p.id === project.id);
    expect(listed?.creator.profile_url).toBeNull();
  });

  it("connection requests: a private profile cannot be asked (404); connections-only can, so people can get in", async () => {
    const { owner, viewers } = await cast();
    await setPrivacy(owner, { profileVisibility: "connections_only" });
    expect(await connectionRequestPermission(viewers.stranger, owner.id)).toEqual({ allowed: true });
    await setPrivacy(owner, { profileVisibility: "private" });
    expect(await connectionRequestPermission(viewers.stranger, owner.id)).toMatchObject({
      allowed: false,
      kind: "not_found",
    });
  });
});

describe("show_email and show_phone, through contact_visibility", () => {
  it("each detail shows only with its own flag and to viewers contact_visibility admits", async () => {
    const { owner, viewers } = await cast();
    await setPhone(owner, "(480) 555-0142");
    const seenBy = async (viewer: Person) => {
      const cookie = await cookieFor(viewer);
      const body = await (
        (await profileApi(
          args(getRequest(`/api/profile/${owner.id}`, { cookie }), { userId: String(owner.id) }),
        )) as Response
      ).json();
      return { email: body.email !== null, phone: body.phone !== null };
    };
    const table = async () => ({
      stranger: await seenBy(viewers.stranger),
      connection: await seenBy(viewers.connection),
      party: await seenBy(viewers.party),
      admin: await seenBy(viewers.admin),
    });
    const both = (v: boolean) => ({ email: v, phone: v });

    // The defaults (docs/constants.md#privacy-defaults): neither shows, except to admins.
    expect(await table()).toEqual({
      stranger: both(false),
      connection: both(false),
      party: both(false),
      admin: both(true),
    });

    await setPrivacy(owner, { showPhone: true, contactVisibility: "connections" });
    expect(await table()).toEqual({
      stranger: both(false),
      connection: { email: false, phone: true },
      party: { email: false, phone: true },
      admin: both(true),
    });

    await setPrivacy(owner, { showEmail: true, showPhone: true, contactVisibility: "all" });
    expect(await table()).toEqual({
      stranger: both(true),
      connection: both(true),
      party: both(true),
      admin: both(true),
    });

    await setPrivacy(owner, { contactVisibility: "none" });
    expect(await table()).toEqual({
      stranger: both(false),
      connection: both(false),
      party: both(true),
      admin: both(true),
    });
  });
});

describe("prepared reads inside a transaction", () => {
  test("see the transaction's own writes, and nothing of it once it rolled back", async () => {
    const [gc, sub] = [await makeUser("general_contractor"), await makeUser("subcontractor")];
    await setPrivacy(sub, { profileVisibility: "connections_only" });
    const viewer = { id: gc.id, role: "general_contractor" as const };
    // Asked outside first: on PostgreSQL the statements are then built on the pool, and must not be reused inside.
    expect(await connectionBetween(gc.id, sub.id)).toBeUndefined();
    expect(await visibleProfileIds(viewer, [sub.id])).toEqual(new Set());
    const inside = transaction(async () => {
      await connect(gc, sub);
      expect((await connectionBetween(sub.id, gc.id))?.status).toBe("accepted");
      expect(await visibleProfileIds(viewer, [sub.id])).toEqual(new Set([sub.id]));
      throw new Error("roll back");
    });
    await expect(inside).rejects.toThrow("roll back");
    expect(await connectionBetween(gc.id, sub.id)).toBeUndefined();
    expect(await visibleProfileIds(viewer, [sub.id])).toEqual(new Set());
  });
});
