import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { register } from "~/domain/accounts.server";
import { loginSchema, registerFormSchema, sameSitePath } from "~/schemas/index.server";
import { authenticator, startUserSession } from "~/utils/auth.server";
import { parseWithZod } from "~/utils/forms.server";
import { formErrorReply } from "~/utils/http.server";
import { getOptionalUser } from "~/utils/session.server";

export type Intent = "login" | "register";
/** Passwords are never sent back into the page after a failed submit. */
const PASSWORD_FIELDS = ["password", "confirmPassword"];
type ActionResult = { intent: Intent; result: SubmissionResult<string[]> };

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getOptionalUser(request)) throw redirect(nextPath(request));
  return null;
}

/** Where to go after signing in: `?next=` when it is a path on this site (never another host), else the dashboard. */
function nextPath(request: Request): string {
  return sameSitePath(new URL(request.url).searchParams.get("next") ?? "") ?? "/dashboard";
}

async function signedInRedirect(request: Request, userId: number, title: string, description: string) {
  const cookie = await startUserSession(request, userId, { type: "success", title, description });
  return redirect(nextPath(request), { headers: { "Set-Cookie": cookie } });
}

export async function action({ request }: ActionFunctionArgs) {
  // The form strategy reads the body itself, so validate a copy first.
  const formData = await request.clone().formData();
  const intent: Intent = formData.get("intent") === "register" ? "register" : "login";
  const failed = (status: number, result: SubmissionResult<string[]>) =>
    data<ActionResult>({ intent, result }, { status });

  if (intent === "login") {
    const submission = parseWithZod(formData, { schema: loginSchema });
    if (submission.status !== "success") return failed(400, submission.reply({ hideFields: PASSWORD_FIELDS }));
    try {
      const user = await authenticator.authenticate("form", request);
      return signedInRedirect(request, user.id, "Login successful", "Welcome back!");
    } catch (error) {
      const { status, result } = formErrorReply(submission, error, { hideFields: PASSWORD_FIELDS });
      return failed(status, result);
    }
  }

  const submission = parseWithZod(formData, { schema: registerFormSchema });
  if (submission.status !== "success") return failed(400, submission.reply({ hideFields: PASSWORD_FIELDS }));
  try {
    const user = await register(submission.value);
    return signedInRedirect(request, user.id, "Registration successful", "Your account has been created!");
  } catch (error) {
    const { status, result } = formErrorReply(submission, error, { hideFields: PASSWORD_FIELDS });
    return failed(status, result);
  }
}

/** The page's first screen is marked (components/first-screen). */
export const handle = { firstScreen: true };

export default deferredPage(() => import("~/routes/account/_public.auth.page"));

export const meta: MetaFunction = () => [
  { title: `Log in or sign up | ${APP_NAME}` },
  {
    name: "description",
    content: `Log in to ${APP_NAME} or create a free account for general contractors and subcontractors.`,
  },
];
