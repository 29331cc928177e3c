import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { abilitiesOf } from "~/domain/abilities.server";
import { connectionStateWith, requestConnection } from "~/domain/connections.server";
import { notFound } from "~/domain/errors.server";
import { personCard } from "~/domain/people.server";
import { connectionRequestPermission } from "~/domain/privacy.server";
import { connectionRequestFormSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const userId = Number(new URL(request.url).searchParams.get("userId"));
  return pageData(async () => {
    const person = Number.isSafeInteger(userId) && userId !== user.id ? await personCard(user, userId) : null;
    if (!person || !person.active || abilitiesOf(person).administer) throw notFound("User not found");
    const check = await connectionRequestPermission(user, userId);
    if (!check.allowed && check.kind === "not_found") throw notFound(check.reason);
    return { person, state: await connectionStateWith(user, userId) };
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: connectionRequestFormSchema,
    run: async ({ back, ...input }) => {
      await requestConnection(user, input);
      return {
        redirectTo: back ?? "/connections?tab=sent",
        toast: {
          type: "success",
          title: "Connection request sent",
          description: "Your connection request has been sent successfully",
        },
      };
    },
    failure: () => ({ title: "Failed to send connection request" }),
  });
}

export default deferredPage(() => import("~/routes/connections/_app.connections.new.page"));

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

export const meta: MetaFunction = () => [{ title: `Connect | ${APP_NAME}` }];

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
