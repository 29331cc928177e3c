import { changeAccountStatus, endSession } from "~/domain/accounts.server";
import { changePassword, deleteOwnAccount, endOtherSessions } from "~/domain/settings.server";
import { subscribe, type StreamEnd } from "~/infra/events.server";
import { makeUser } from "../helpers/world";

/** A stream as the events route opens one, recording how the server ended it. */
function openStream(userId: number, sessionId: string) {
  const ends: (StreamEnd | null)[] = [];
  const stop = subscribe(
    { userId, sessionId, address: "203.0.113.7" },
    () => {},
    (why) => {
      ends.push(why);
      stop();
    },
  );
  return { ends, stop };
}

describe("every way a session or account ends closes its live streams", () => {
  it("signing out closes only that session's streams", async () => {
    const user = await makeUser();
    const [signedOut, other] = [openStream(user.id, "session-a"), openStream(user.id, "session-b")];
    await endSession("session-a");
    expect(signedOut.ends).toEqual(["signed_out"]);
    expect(other.ends).toEqual([]);
    other.stop();
  });

  it("a password change and 'sign out other sessions' close the other sessions' streams", async () => {
    const user = await makeUser();
    const [here, elsewhere] = [openStream(user.id, "here"), openStream(user.id, "elsewhere")];
    await changePassword(user, "here", {
      currentPassword: "secret123",
      newPassword: "secret456",
      confirmNewPassword: "secret456",
    });
    expect([here.ends, elsewhere.ends]).toEqual([[], ["signed_out"]]);
    const later = openStream(user.id, "later");
    await endOtherSessions(user, "here");
    expect([here.ends, later.ends]).toEqual([[], ["signed_out"]]);
    here.stop();
  });

  it("suspension, deletion by an admin and deleting one's own account close every stream of the user", async () => {
    const admin = await makeUser("admin");
    const [suspended, deleted, leaving, bystander] = await Promise.all([
      makeUser(),
      makeUser(),
      makeUser(),
      makeUser(),
    ]);
    const streams = [suspended, deleted, leaving, bystander].map((u) => openStream(u.id, `session-${u.id}`));
    await changeAccountStatus(admin, suspended.id, { status: "suspended", reason: "Spam" });
    await changeAccountStatus(admin, deleted.id, { status: "deleted", reason: "Fraud" });
    await deleteOwnAccount(leaving, "secret123");
    expect(streams.map((s) => s.ends)).toEqual([["signed_out"], ["signed_out"], ["signed_out"], []]);
    streams[3].stop();
  });
});
