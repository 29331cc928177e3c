import { ROLE_LABELS, type Role } from "~/constants";

type DisplayableUser = {
  username: string;
  role: Role;
  gcProfile?: { company_name: string; logo_url: string | null } | null;
  subProfile?: { business_name: string; logo_url: string | null } | null;
};

/** Company name for a general contractor, business name for a subcontractor, otherwise the username. */
export function displayName(user: DisplayableUser): string {
  if (user.role === "general_contractor" && user.gcProfile?.company_name) return user.gcProfile.company_name;
  if (user.role === "subcontractor" && user.subProfile?.business_name) return user.subProfile.business_name;
  return user.username;
}

export function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}

export function logoUrl(user: DisplayableUser): string | null {
  return user.gcProfile?.logo_url ?? user.subProfile?.logo_url ?? null;
}

export function hasProfile(user: DisplayableUser): boolean {
  return user.role === "admin" || Boolean(user.gcProfile ?? user.subProfile);
}
