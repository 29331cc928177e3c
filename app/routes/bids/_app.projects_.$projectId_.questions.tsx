import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
import { missingThingBoundary } from "~/components/error-screens";
import { APP_NAME } from "~/constants";
import { answerQuestion, askQuestion, projectQuestions } from "~/domain/bid-questions.server";
import { getTimeZone } from "~/domain/settings.server";
import { formatInstant } from "~/lib/time-zones";
import { bidAnswerFormSchema, bidQuestionSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { pageIdParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

const projectId = (params: Params) => pageIdParam(params, "projectId", "Project not found");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return pageData(async () => {
    const questions = await projectQuestions(user, projectId(params));
    const zone = await getTimeZone(user);
    return { ...questions, due: questions.due_at ? formatInstant(questions.due_at, zone) : null };
  });
}

/** `?intent=ask`: a subcontractor's question; `?intent=answer&question=ID`: the owner's answer. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = projectId(params);
  const query = new URL(request.url).searchParams;
  if (query.get("intent") === "answer") {
    const questionId = Number(query.get("question"));
    return formAction(request, {
      schema: bidAnswerFormSchema,
      intent: `answer-${questionId}`,
      run: async ({ answer, publish }) => {
        await answerQuestion(user, questionId, { answer, publish });
        return {
          redirectTo: `/projects/${id}/questions#question-${questionId}`,
          toast: publish
            ? {
                type: "success",
                title: "Answer published",
                description: "Everyone bidding sees the question and answer, without the asker's name.",
              }
            : { type: "success", title: "Answer sent", description: "Only the subcontractor who asked sees it." },
        };
      },
      failure: () => ({ title: "The answer was not saved" }),
    });
  }
  return formAction(request, {
    schema: bidQuestionSchema,
    intent: "ask",
    run: async ({ question }) => {
      const asked = await askQuestion(user, id, question);
      return {
        redirectTo: `/projects/${id}/questions#question-${asked.id}`,
        toast: {
          type: "success",
          title: "Question sent",
          description: "The contractor is told; the answer shows here.",
        },
      };
    },
    failure: () => ({ title: "The question was not sent" }),
  });
}

export default deferredPage(() => import("~/routes/bids/_app.projects_.$projectId_.questions.page"));

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Questions and answers${data ? ` | ${data.project.title}` : ""} | ${APP_NAME}` },
];

export const ErrorBoundary = missingThingBoundary(
  "Project not found",
  "The project may have been removed, or the link is wrong.",
);

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
