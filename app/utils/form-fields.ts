/** Hidden fields of page forms: rendered by components, read by the server helpers. */

/** The one-time token every page form carries; its value names this rendering of this form. */
export const FORM_TOKEN_FIELD = "_token";

/** A field people never see or fill; naive bots fill every input, which marks their submission as spam. */
export const HONEYPOT_FIELD = "website";
