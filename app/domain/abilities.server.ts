/**
 * What a person may do, by role: the one place routes learn it. Routes and components render these answers and
 * never compare roles themselves, so a rule changes here and nowhere else.
 */
import type { AccountStatus, Role } from "~/constants";
import { forbidden } from "~/domain/errors.server";

type Person = { role: Role };

export type Abilities = {
  /** Run the admin panel; an admin has no profile of their own, no phone, no matches and no reviews. */
  administer: boolean;
  /** Post projects, invite subcontractors to bid and hire (general contractors). */
  hire: boolean;
  /** Apply to projects, answer bid invitations, show a portfolio and an availability calendar (subcontractors). */
  bid: boolean;
  /** Keep a public profile: contact details, certifications, credentials, reviews, deleting the account. */
  keepProfile: boolean;
};

export function abilitiesOf(person: Person): Abilities {
  return {
    administer: person.role === "admin",
    hire: person.role === "general_contractor",
    bid: person.role === "subcontractor",
    keepProfile: person.role !== "admin",
  };
}

/** Refuses (403) anyone but an administrator; `message` says what they tried. */
export function assertAdmin(actor: Person, message = "Only administrators can do that.") {
  if (!abilitiesOf(actor).administer) throw forbidden(message);
}

/** A general contractor may invite a subcontractor to bid on one of their open projects. */
export function mayInviteToBid(viewer: Person, person: Person): boolean {
  return abilitiesOf(viewer).hire && abilitiesOf(person).bid;
}

export type ProjectTab = "browse" | "mine" | "applications" | "invitations";

/** The tabs of the Projects page: everyone browses; contractors see their own, subcontractors their bids. */
export function projectTabsFor(viewer: Person): ProjectTab[] {
  const can = abilitiesOf(viewer);
  return [
    "browse",
    ...(can.hire ? (["mine"] as const) : []),
    ...(can.bid ? (["applications", "invitations"] as const) : []),
  ];
}

export type OwnProfileTab = "info" | "certifications" | "portfolio" | "availability" | "account";

/** The tabs of one's own profile: an admin has no certifications; only subcontractors show work and a calendar. */
export function ownProfileTabsFor(viewer: Person): OwnProfileTab[] {
  const can = abilitiesOf(viewer);
  return [
    "info",
    ...(can.keepProfile ? (["certifications"] as const) : []),
    ...(can.bid ? (["portfolio", "availability"] as const) : []),
    "account",
  ];
}

type Account = { id: number; role: Role; account_status: AccountStatus };

/** What an admin may do to one account in the Users table. */
export type AccountActions = {
  activate: boolean;
  suspend: boolean;
  delete: boolean;
  /** The business check (users.verified_at) is for businesses, not for administrators. */
  verify: boolean;
  /** Set the plan (Pro, Enterprise or Free) of a business account after invoicing. */
  setPlan: boolean;
  /** Only an active business has a profile page to open. */
  openProfile: boolean;
};

/**
 * No status change to one's own account (an admin cannot lock themselves out) or to a deleted one; changeAccountStatus
 * refuses the same with its reasons, and setAdminVerified asks this.
 */
export function accountActionsFor(admin: Person & { id: number }, account: Account): AccountActions {
  const administer = abilitiesOf(admin).administer;
  const deleted = account.account_status === "deleted";
  const changeStatus = administer && admin.id !== account.id && !deleted;
  return {
    activate: changeStatus && account.account_status === "suspended",
    suspend: changeStatus && account.account_status === "active",
    delete: changeStatus,
    verify: administer && !deleted && abilitiesOf(account).keepProfile,
    setPlan: administer && !deleted && abilitiesOf(account).keepProfile,
    openProfile: abilitiesOf(account).keepProfile && account.account_status === "active",
  };
}
