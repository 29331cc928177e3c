/** A message shown once on the next page: kept in the session's flash, rendered by the Toaster. */
export type FlashToast = {
  id: string;
  type: "success" | "error" | "info";
  title: string;
  description?: string;
  /** A button in the message that posts a form (Undo after an award): its label, the form's action and fields. */
  action?: ToastAction;
};

type ToastAction = { label: string; to: string; fields: Record<string, string> };
