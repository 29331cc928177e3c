import { redirect } from "@remix-run/node";

/** "Contact Sales" (Enterprise plan): the contact form, with a general inquiry preset. */
export async function loader() {
  return redirect("/contact?subject=general");
}

/** Rendered once for all signed-out visitors (docs/decisions/023-shared-documents.md). */
export const handle = { sameForEveryVisitor: true };
