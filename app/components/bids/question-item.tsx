import type { ReactNode } from "react";

import { PersonLink } from "~/components/person-link";
import { Badge } from "~/components/ui/badge";
import type { QuestionView } from "~/domain/bid-questions.server";
import { formatDay } from "~/lib/dates";

const day = (iso: string) => formatDay(iso.slice(0, 10));

/** Where the question stands, for its owner and its asker (a reader sees published ones only, so no badge). */
function StateBadge({ question, own }: { question: QuestionView; own: boolean }) {
  if (question.published) return <Badge variant="primary">Published</Badge>;
  if (!own && !question.mine) return null;
  return question.answer === null ? (
    <Badge variant="accent">Not answered yet</Badge>
  ) : (
    <Badge variant="outline">Answered privately</Badge>
  );
}

/**
 * One question and its answer: the owner sees who asked; everyone else never does. `children` is what follows the
 * answer (the owner's answer form).
 */
export function QuestionItem({
  question,
  own,
  children,
}: {
  question: QuestionView;
  own: boolean;
  children?: ReactNode;
}) {
  return (
    <li
      id={`question-${question.id}`}
      className="grid scroll-mt-20 gap-2 border-t border-border pt-4 first:border-t-0 first:pt-0"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
        <StateBadge question={question} own={own} />
        <span>
          {question.asker ? (
            <>
              <PersonLink person={question.asker} className="font-medium text-primary hover:underline" /> asked
            </>
          ) : question.mine ? (
            "You asked"
          ) : (
            "Asked"
          )}{" "}
          {day(question.asked_at)}
        </span>
      </div>
      <p className="font-medium break-words whitespace-pre-line">{question.question}</p>
      {question.answer !== null ? (
        <div className="rounded-md bg-muted p-3 text-sm">
          <p className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Answer{question.answered_at ? `, ${day(question.answered_at)}` : ""}
          </p>
          <p className="break-words whitespace-pre-line">{question.answer}</p>
        </div>
      ) : null}
      {children}
    </li>
  );
}
