/** Connections between users. (docs/constants.md lists every constant.) */

export const CONNECTION_STATUSES = ["pending", "accepted", "rejected"] as const;
export const CONNECTION_TYPES = ["general", "project", "inquiry"] as const;
export const CONNECTION_TYPE_LABELS: Record<(typeof CONNECTION_TYPES)[number], string> = {
  general: "General networking",
  project: "About a project",
  inquiry: "A question or inquiry",
};
/** The tabs of /connections. */
export const CONNECTION_TABS = ["all", "pending", "sent", "connected"] as const;
export type ConnectionTab = (typeof CONNECTION_TABS)[number];

/** The fixed, friendly note a Connect button on search results and match cards sends with its request. */
export const QUICK_CONNECT_MESSAGE = "Hi! I came across your profile on TradeLink and would like to connect.";

export const CONNECTION_MESSAGE_MAX = 500;
