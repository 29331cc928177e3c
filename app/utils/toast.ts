/** A message shown once on the next page: kept in the session's flash, rendered by the Toaster. */
export type FlashToast = { id: string; type: "success" | "error" | "info"; title: string; description?: string };
