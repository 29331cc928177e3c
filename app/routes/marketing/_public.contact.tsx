import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";

import { deferredPage } from "~/components/deferred-page";
import { submitContactMessage } from "~/domain/contact.server";
import { contactSchema, isContactSubject } from "~/schemas/index.server";
import { isHoneypotFilled } from "~/utils/honeypot.server";
import { getOptionalUser } from "~/utils/session.server";
import { seo } from "~/utils/seo";
import { formAction } from "~/utils/forms.server";

/** `?subject=support` (from the Support link) or `?subject=general` (Contact Sales) preselects the subject. */
export async function loader({ request }: LoaderFunctionArgs) {
  const subject = new URL(request.url).searchParams.get("subject");
  return { subject: isContactSubject(subject) ? subject : "" };
}

export async function action({ request }: ActionFunctionArgs) {
  return formAction(request, {
    schema: contactSchema,
    run: async (input, _files, formData) => {
      // A filled honeypot means a bot: store nothing, but answer exactly as for a person so it learns nothing.
      if (!isHoneypotFilled(formData)) await submitContactMessage(input, await getOptionalUser(request));
      return {
        redirectTo: "/contact",
        toast: { type: "success", title: "Message sent!", description: "We'll get back to you as soon as possible." },
      };
    },
  });
}

/** The page's first screen is marked (components/first-screen). */
export const handle = { firstScreen: true };

export default deferredPage(() => import("~/routes/marketing/_public.contact.page"));

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Contact Us",
    description:
      "Contact the TradeLink team about your account, billing, partnerships or feedback. Support hours Mon-Fri 8am-6pm PT and Sat 9am-1pm PT.",
  });

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
