import { applyToProject, decideApplication } from "~/domain/applications.server";
import { requestConnection, respondToConnection } from "~/domain/connections.server";
import { dashboardStats, openInvitationCount, recentActivity, recentConversations } from "~/domain/dashboard.server";
import { inviteToBid } from "~/domain/invitations.server";
import { sendMessage } from "~/domain/messages.server";
import { createProject, updateProject } from "~/domain/projects.server";
import { createReview } from "~/domain/reviews.server";
import { loader as dashboardPage } from "~/routes/dashboard/_app.dashboard";
import { args, getRequest } from "../helpers/requests";
import { cookieFor, makeUser } from "../helpers/world";

const PROJECT = {
  trade_type: "Electrical" as const,
  title: "Warehouse lighting retrofit",
  description: "Swap 180 high-bay fixtures for LED.",
  location: "Phoenix, AZ",
  zip_code: "85004",
  budget_range: "$25,000 - $50,000" as const,
  timeline: "1-2 months" as const,
  requirements: "Licensed electrical contractor.",
};

describe("the dashboard's figures", () => {
  it("counts connections, unread messages, active projects and the rating from real rows", async () => {
    const [gc, sub, other] = [await makeUser("general_contractor"), await makeUser(), await makeUser()];
    const request = await requestConnection(gc, { recipient_id: sub.id, type: "general" });
    await respondToConnection(sub, request.id, "accepted");
    await requestConnection(other, { recipient_id: gc.id, type: "general" });
    await sendMessage(sub, { recipient_id: gc.id, content: "Got the plans, thanks." });
    await sendMessage(sub, { recipient_id: gc.id, content: "Can we start Monday?" });
    const open = await createProject(gc, PROJECT);
    const running = await createProject(gc, { ...PROJECT, title: "Parking lot poles" });
    const application = await applyToProject(sub, { project_id: running.id, cover_letter: "We have done ten." });
    await decideApplication(gc, application.id, "accepted");
    await updateProject(gc, running.id, { status: "in_progress" });
    await createProject(gc, { ...PROJECT, title: "Old job" }).then((p) =>
      updateProject(gc, p.id, { status: "canceled" }),
    );
    await createReview(sub, { reviewee_id: gc.id, rating: 4, comment: "Clear plans and paid on time." });

    expect(await dashboardStats(gc)).toEqual({
      connections: 1,
      unread_messages: 2,
      active_projects: 2,
      rating: { average: 4, count: 1 },
    });
    // A subcontractor's active projects: accepted applications on projects in progress.
    expect((await dashboardStats(sub)).active_projects).toBe(1);
    expect(open.status).toBe("open");
  });

  it("lists the latest conversations and what happened, newest first, and the open invitations", async () => {
    const [gc, sub] = [await makeUser("general_contractor"), await makeUser()];
    // Each step a few milliseconds apart, so "newest first" has one answer.
    const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
    const asked = await requestConnection(sub, { recipient_id: gc.id, type: "general" });
    await respondToConnection(gc, asked.id, "accepted");
    await pause();
    const project = await createProject(gc, PROJECT);
    await pause();
    await inviteToBid(gc, project.id, { subcontractor_id: sub.id, note: "Your kind of job." });
    await pause();
    const application = await applyToProject(sub, { project_id: project.id, cover_letter: "Happy to bid." });
    await pause();
    await decideApplication(gc, application.id, "rejected");
    await sendMessage(gc, { recipient_id: sub.id, content: "Maybe next time." });

    const subFeed = await recentActivity(sub);
    expect(subFeed.map((e) => e.kind)).toEqual(["application_decided", "invitation", "connection_accepted"]);
    expect(subFeed[0]).toMatchObject({ subject: PROJECT.title, detail: "rejected", person: { id: gc.id } });
    const gcFeed = await recentActivity(gc);
    expect(gcFeed.map((e) => e.kind)).toEqual(["application_received", "project_posted"]);
    expect(gcFeed[0]).toMatchObject({ subject: PROJECT.title, href: `/projects/${project.id}/applications` });

    expect((await recentConversations(sub)).map((c) => c.last_message.content)).toEqual(["Maybe next time."]);
    // The invitation was answered by applying: nothing waits.
    expect(await openInvitationCount(sub)).toBe(0);
  });

  it("shows the welcome card until the profile exists, and sends admins to /admin", async () => {
    const admin = await makeUser("admin");
    const answer = (await dashboardPage(args(getRequest("/dashboard", { cookie: await cookieFor(admin) }))).catch(
      (e: unknown) => e,
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin");
  });
});
