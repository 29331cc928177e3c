import { useLocation } from "@remix-run/react";
import { createContext, useContext, useId } from "react";

import { FORM_TOKEN_FIELD } from "~/utils/form-fields";

/** A random seed from the first document load (root loader), kept for the life of the page. */
export const FormTokenSeed = createContext("");

/**
 * A one-time token made when the form renders (docs/decisions/006-safe-repeats.md): the page's seed, the history
 * entry (a new one per navigation; the same one when Back returns to it) and the form's place in the tree. The
 * server keeps the first answer for it, so a second submission of this rendered form writes nothing.
 */
export function FormToken() {
  const seed = useContext(FormTokenSeed);
  const { key } = useLocation();
  const id = useId();
  return <input type="hidden" name={FORM_TOKEN_FIELD} value={`${seed}.${key}.${id}`} />;
}
