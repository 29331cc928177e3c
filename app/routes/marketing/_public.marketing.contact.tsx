import { redirect } from "@remix-run/node";

/** "Contact Sales" (Enterprise plan): the contact form, with a general inquiry preset. */
export async function loader() {
  return redirect("/contact?subject=general");
}
