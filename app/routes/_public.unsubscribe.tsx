import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import { MissingScreen } from "~/components/error-screens";
import { MailCheck } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { APP_NAME } from "~/constants";
import { setEmailCategoryByLink, type UnsubscribeOutcome } from "~/domain/settings.server";

/** The link's three parts: user, category and signature. */
function linkOf(params: URLSearchParams) {
  return { userId: Number(params.get("u")), category: params.get("c") ?? "", token: params.get("t") ?? "" };
}

const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/** Opening the link from an email turns that category off at once: no sign-in, one click. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { userId, category, token } = linkOf(new URL(request.url).searchParams);
  const outcome = await setEmailCategoryByLink(userId, category, token, false);
  return data({ outcome }, { status: outcome ? 200 : 400, headers: NO_STORE });
}

/**
 * 'Subscribe again' from this page, and RFC 8058 one-click unsubscribe from mail apps (a POST of
 * `List-Unsubscribe=One-Click` to the same URL).
 */
export async function action({ request }: ActionFunctionArgs) {
  const { userId, category, token } = linkOf(new URL(request.url).searchParams);
  const form = await request.formData();
  const on = form.get("intent") === "resubscribe";
  const outcome = await setEmailCategoryByLink(userId, category, token, on);
  return data({ outcome }, { status: outcome ? 200 : 400, headers: NO_STORE });
}

function Outcome({ outcome }: { outcome: UnsubscribeOutcome }) {
  return (
    <main className="flex min-h-[60vh] w-full items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent className="grid gap-3 pt-6 text-sm">
          <h1 className="flex items-center gap-2 text-2xl font-bold">
            <MailCheck aria-hidden="true" className="size-7 text-success" />
            {outcome.on ? "You're subscribed again" : "You're unsubscribed"}
          </h1>
          {outcome.on ? (
            <p>You&apos;ll get emails about {outcome.name} again.</p>
          ) : (
            <>
              <p>You&apos;ll no longer get emails about {outcome.name}.</p>
              {outcome.offAlso ? <p className="text-muted-foreground">{outcome.offAlso}</p> : null}
            </>
          )}
          <p className="text-muted-foreground">You can change this any time in Settings, Notifications.</p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            {outcome.on ? null : (
              <Form method="post">
                <Button type="submit" name="intent" value="resubscribe" variant="outline">
                  Subscribe again
                </Button>
              </Form>
            )}
            <Link
              to="/settings?tab=notifications"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              All email settings
            </Link>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}

export default function UnsubscribePage() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const outcome = (acted ?? loaded).outcome;
  if (!outcome) {
    return (
      <MissingScreen title="This unsubscribe link is not valid">
        It may have been copied incompletely. Sign in and change your email settings in Settings, Notifications.
      </MissingScreen>
    );
  }
  return <Outcome outcome={outcome} />;
}

export const meta: MetaFunction = () => [
  { title: `Email settings | ${APP_NAME}` },
  { name: "robots", content: "noindex" },
];
