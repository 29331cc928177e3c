import { QuestionItem } from "~/components/bids/question-item";
import { HelpCircle } from "~/components/icons";
import { ButtonLink } from "~/components/ui/button";
import type { publishedQuestionsOf } from "~/domain/bid-questions.server";

export type ProjectQuestionsSummary = Awaited<ReturnType<typeof publishedQuestionsOf>>;

/** What the link to the questions page says: how many the viewer may read there, and for the owner what waits. */
function linkLabel({ total, unanswered, can_ask }: ProjectQuestionsSummary) {
  if (unanswered) return `Answer questions (${unanswered} waiting)`;
  if (total) return `All questions and answers (${total})`;
  return can_ask ? "Ask a question" : null;
}

/**
 * The project page's "Questions and answers": the published questions and answers (no asker named) and a link to
 * the questions page, where subcontractors ask and the owner answers. Nothing when there is nothing to show or do.
 */
export function ProjectQuestions({ projectId, questions }: { projectId: number; questions: ProjectQuestionsSummary }) {
  const label = linkLabel(questions);
  if (!label && questions.items.length === 0) return null;
  return (
    <section aria-labelledby="questions-heading" className="grid gap-3 border-t border-border pt-5">
      <h2 id="questions-heading" className="flex items-center gap-2 text-lg font-semibold">
        <HelpCircle aria-hidden="true" className="size-5 text-muted-foreground" />
        Questions and answers
      </h2>
      {questions.items.length ? (
        <ul className="grid gap-4">
          {questions.items.map((question) => (
            <QuestionItem key={question.id} question={question} own={false} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No published answers yet.</p>
      )}
      {label ? (
        <ButtonLink to={`/projects/${projectId}/questions`} size="sm" variant="outline" className="justify-self-start">
          {label}
        </ButtonLink>
      ) : null}
    </section>
  );
}
