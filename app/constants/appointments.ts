/** Appointments. (docs/constants.md lists every constant.) */

/** pending (requested) → confirmed or declined; confirmed → canceled, or completed once it has ended. */
export const APPOINTMENT_STATUSES = ["pending", "confirmed", "declined", "canceled", "completed"] as const;
export const APPOINTMENT_STATUS_LABELS: Record<(typeof APPOINTMENT_STATUSES)[number], string> = {
  pending: "Waiting for an answer",
  confirmed: "Confirmed",
  declined: "Declined",
  canceled: "Canceled",
  completed: "Completed",
};

export const APPOINTMENT_TEXT_MAX = 2000;
