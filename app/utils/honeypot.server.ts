import { HONEYPOT_FIELD } from "~/utils/form-fields";

/** True when the hidden honeypot field came back filled in: a bot, not a person. */
export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}
