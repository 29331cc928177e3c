/** The contact page and support. (docs/constants.md lists every constant.) */

export const CONTACT_SUBJECTS = ["general", "support", "billing", "feedback", "partnership", "other"] as const;
export const CONTACT_SUBJECT_LABELS: Record<(typeof CONTACT_SUBJECTS)[number], string> = {
  general: "General Inquiry",
  support: "Technical Support",
  billing: "Billing",
  feedback: "Feedback",
  partnership: "Partnership",
  other: "Other",
};
export const CONTACT_ROLES = ["general_contractor", "subcontractor", "other"] as const;
export const CONTACT_ROLE_LABELS: Record<(typeof CONTACT_ROLES)[number], string> = {
  general_contractor: "General Contractor",
  subcontractor: "Subcontractor",
  other: "Other",
};

export const SUPPORT_HOURS = ["Mon-Fri 8am-6pm PT", "Sat 9am-1pm PT"] as const;
