/**
 * What a person may do, by role: the one place routes learn it. Routes and components render these answers and
 * never compare roles themselves, so a rule changes here and nowhere else.
 */
import type { Role } from "~/constants";
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
