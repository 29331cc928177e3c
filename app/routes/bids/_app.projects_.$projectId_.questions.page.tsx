import type { SubmissionResult } from "@conform-to/react";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { QuestionItem } from "~/components/bids/question-item";
import { BackToProject } from "~/components/bids/back-to-project";
import { Lock } from "~/components/icons";
import { PageContainer, PageHeader } from "~/components/page-header";
import { SafeForm } from "~/components/safe-form";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Field, FormErrors, Textarea } from "~/components/ui/field";
import { BID_QUESTION_MAX, BID_QUESTION_MIN } from "~/constants";
import type { QuestionView } from "~/domain/bid-questions.server";
import { bidQuestionForms } from "~/schemas/constraints/bid-question";
import { getFormProps, getTextareaProps, useSchemaForm } from "~/utils/use-schema-form";
import type { action, loader } from "~/routes/bids/_app.projects_.$projectId_.questions";

const ASK_HINT =
  "The contractor sees your name; if they publish the answer, other bidders see the question without it.";

type Failure = { intent?: string; title: string; result: SubmissionResult<string[]> } | undefined;

function useSending(actionUrl: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formAction === actionUrl;
}

function AskForm({ projectId, lastResult }: { projectId: number; lastResult: Failure }) {
  const actionUrl = `/projects/${projectId}/questions?intent=ask`;
  const sending = useSending(actionUrl);
  const [form, fields] = useSchemaForm(bidQuestionForms["bid-question"], {
    lastResult: lastResult?.intent === "ask" ? lastResult.result : null,
    shouldValidate: "onBlur",
  });
  return (
    <SafeForm
      method="post"
      action={actionUrl}
      draft={`bid-question-${projectId}`}
      {...getFormProps(form)}
      noValidate
      className="grid gap-4"
    >
      <FormErrors
        id={form.errorId}
        title={lastResult?.intent === "ask" ? lastResult.title : undefined}
        errors={form.errors}
      />
      <Field
        label="Your question"
        hint={`${BID_QUESTION_MIN} to ${BID_QUESTION_MAX.toLocaleString("en-US")} characters. ${ASK_HINT}`}
        meta={fields.question}
      >
        <Textarea
          {...getTextareaProps(fields.question)}
          rows={4}
          placeholder="Is the existing panel reused, or do we price a new 400 A service?"
        />
      </Field>
      <Button type="submit" pending={sending} className="justify-self-start">
        {sending ? "Sending..." : "Ask the contractor"}
      </Button>
    </SafeForm>
  );
}

/** The owner's answer to one question: "Answer privately" (the asker alone) or "Answer and publish" (every bidder). */
function AnswerForm({ question, lastResult }: { question: QuestionView; lastResult: Failure }) {
  const actionUrl = `/projects/${question.project_id}/questions?intent=answer&question=${question.id}`;
  const sending = useSending(actionUrl);
  const mine = lastResult?.intent === `answer-${question.id}`;
  const [form, fields] = useSchemaForm(bidQuestionForms["bid-answer"], {
    instance: question.id,
    lastResult: mine ? lastResult.result : null,
    defaultValue: { answer: question.answer ?? "" },
    shouldValidate: "onBlur",
  });
  return (
    <SafeForm method="post" action={actionUrl} {...getFormProps(form)} noValidate className="grid gap-3">
      <FormErrors id={form.errorId} title={mine ? lastResult.title : undefined} errors={form.errors} />
      <Field label={question.answer === null ? "Your answer" : "Edit your answer"} meta={fields.answer}>
        <Textarea {...getTextareaProps(fields.answer)} rows={3} />
      </Field>
      <div className="flex flex-wrap gap-2">
        {question.published ? (
          <Button type="submit" name="publish" value="true" size="sm" pending={sending}>
            Update the published answer
          </Button>
        ) : (
          <>
            <Button type="submit" name="publish" value="false" size="sm" variant="outline" disabled={sending}>
              Answer privately
            </Button>
            <Button type="submit" name="publish" value="true" size="sm" disabled={sending}>
              Answer and publish
            </Button>
          </>
        )}
      </div>
    </SafeForm>
  );
}

/** The answer form, folded away once answered (the answer shows above it) unless it just failed. */
function OwnerAnswer({ question, lastResult }: { question: QuestionView; lastResult: Failure }) {
  if (question.answer === null) return <AnswerForm question={question} lastResult={lastResult} />;
  return (
    <details open={lastResult?.intent === `answer-${question.id}`} className="text-sm">
      <summary className="cursor-pointer font-medium text-primary hover:underline">
        {question.published ? "Edit the published answer" : "Edit or publish the answer"}
      </summary>
      <div className="pt-3">
        <AnswerForm question={question} lastResult={lastResult} />
      </div>
    </details>
  );
}

function Intro() {
  const { viewer, due, closed_reason } = useLoaderData<typeof loader>();
  const closes = due ? `Questions close when bids are due, ${due}.` : "Questions are taken while the project is open.";
  if (viewer === "owner") {
    return (
      <>
        Answer privately, or publish the question and answer to every bidder (without the asker&apos;s name). {closes}
      </>
    );
  }
  return <>{closed_reason ? null : closes} Published answers are shown to everyone bidding.</>;
}

/** The page, hydrated when reached (components/deferred-page). */
export default function QuestionsPage() {
  const { project, viewer, can_ask, closed_reason, items } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as Failure;
  const own = viewer === "owner";
  return (
    <PageContainer>
      <BackToProject projectId={project.id} />
      <PageHeader
        title="Questions and answers"
        description={
          <>
            {project.title}: <Intro />
          </>
        }
      />
      {can_ask ? (
        <Card>
          <CardHeader>
            <CardTitle>Ask a question</CardTitle>
          </CardHeader>
          <CardContent>
            <AskForm projectId={project.id} lastResult={failure} />
          </CardContent>
        </Card>
      ) : closed_reason ? (
        <p role="status" className="flex items-center gap-2 rounded-md bg-muted p-3 text-sm">
          <Lock aria-hidden="true" className="size-4 shrink-0" />
          {closed_reason}
        </p>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>{own ? "Questions from bidders" : "Questions"}</CardTitle>
        </CardHeader>
        <CardContent>
          {items.length ? (
            <ul className="grid gap-4">
              {items.map((question) => (
                <QuestionItem key={question.id} question={question} own={own}>
                  {own ? <OwnerAnswer question={question} lastResult={failure} /> : null}
                </QuestionItem>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">
              {own ? "No questions yet. Bidders' questions show here, with who asked." : "No published answers yet."}
            </p>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
