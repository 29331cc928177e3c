import { redirect } from "@remix-run/node";

/** The footer's Support link: the contact form, with the subject preset. */
export async function loader() {
  return redirect("/contact?subject=support");
}
