import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import { MissingScreen } from "~/components/error-screens";
import { MailCheck } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { APP_NAME } from "~/constants";
import { emailCategoryByLink, type EmailCategoryState, setEmailCategoryByLink } from "~/domain/settings.server";

/** The link's three parts: user, category and signature. */
function linkOf(params: URLSearchParams) {
  return { userId: Number(params.get("u")), category: params.get("c") ?? "", token: params.get("t") ?? "" };
}

const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/**
 * Opening the link only shows what the button will change: mail scanners and link previews open links, and must not
 * unsubscribe anyone.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { userId, category, token } = linkOf(new URL(request.url).searchParams);
  const state = await emailCategoryByLink(userId, category, token);
  return data({ state, changed: false }, { status: state ? 200 : 400, headers: NO_STORE });
}

/** What a POST to the link asks: the page's buttons, or RFC 8058 one-click from a mail app. */
function requestedOn(form: FormData): boolean | null {
  if (form.get("intent") === "resubscribe") return true;
  if (form.get("intent") === "unsubscribe" || form.get("List-Unsubscribe") === "One-Click") return false;
  return null;
}

/**
 * 'Unsubscribe' and 'Subscribe again' from this page, and RFC 8058 one-click unsubscribe from mail apps (a POST of
 * `List-Unsubscribe=One-Click` to the same URL). Only the email preference changes.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { userId, category, token } = linkOf(new URL(request.url).searchParams);
  const on = requestedOn(await request.formData());
  const state = on === null ? null : await setEmailCategoryByLink(userId, category, token, on);
  return data({ state, changed: true }, { status: state ? 200 : 400, headers: NO_STORE });
}

function Heading({ state, changed }: { state: EmailCategoryState; changed: boolean }) {
  if (!changed) return <>{state.on ? "Unsubscribe from these emails?" : "These emails are off"}</>;
  return <>{state.on ? "You're subscribed again" : "You're unsubscribed"}</>;
}

function Explanation({ state, changed }: { state: EmailCategoryState; changed: boolean }) {
  if (!changed) {
    return state.on ? (
      <p>You get emails about {state.name}. Press Unsubscribe to stop them.</p>
    ) : (
      <p>You get no emails about {state.name}.</p>
    );
  }
  return state.on ? (
    <p>You&apos;ll get emails about {state.name} again.</p>
  ) : (
    <p>You&apos;ll no longer get emails about {state.name}.</p>
  );
}

function EmailCategoryCard({ state, changed }: { state: EmailCategoryState; changed: boolean }) {
  return (
    <main className="flex min-h-[60vh] w-full items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent className="grid gap-3 pt-6 text-sm">
          <h1 className="flex items-center gap-2 text-2xl font-bold">
            <MailCheck aria-hidden="true" className="size-7 text-success" />
            <Heading state={state} changed={changed} />
          </h1>
          <Explanation state={state} changed={changed} />
          <p className="text-muted-foreground">
            This changes only emails. Who may message you or ask to connect stays as you set it in Settings, Privacy.
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <Form method="post">
              {state.on ? (
                <Button type="submit" name="intent" value="unsubscribe">
                  Unsubscribe
                </Button>
              ) : (
                <Button type="submit" name="intent" value="resubscribe" variant="outline">
                  Subscribe again
                </Button>
              )}
            </Form>
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
  const { state, changed } = acted ?? loaded;
  if (!state) {
    return (
      <MissingScreen title="This unsubscribe link is not valid">
        It may have been copied incompletely. Sign in and change your email settings in Settings, Notifications.
      </MissingScreen>
    );
  }
  return <EmailCategoryCard state={state} changed={changed} />;
}

export const meta: MetaFunction = () => [
  { title: `Email settings | ${APP_NAME}` },
  { name: "robots", content: "noindex" },
];
