import { Link, useLocation } from "@remix-run/react";

import { CheckCircle2 } from "~/components/icons";
import { PersonLink } from "~/components/person-link";
import { SafeForm } from "~/components/safe-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { AddendumPerson, AddendumView, ProjectAddenda } from "~/domain/plan-addenda.server";
import { formatDay } from "~/lib/dates";

const issuedOn = (addendum: AddendumView) => formatDay(addendum.issued_at.slice(0, 10));

/** The bidders who did or did not acknowledge, by name (a profile link where the owner may open it). */
function People({ label, people }: { label: string; people: AddendumPerson[] }) {
  if (people.length === 0) return null;
  return (
    <div className="text-sm">
      <span className="text-muted-foreground">{label}: </span>
      {people.map((person, i) => (
        <span key={person.id}>
          {i ? ", " : null}
          <PersonLink person={person} className="text-primary hover:underline" />
        </span>
      ))}
    </div>
  );
}

function OwnerAcknowledgements({
  acknowledgements,
}: {
  acknowledgements: NonNullable<AddendumView["acknowledgements"]>;
}) {
  const { acknowledged, pending } = acknowledgements;
  const total = acknowledged.length + pending.length;
  if (total === 0) return <p className="text-sm text-muted-foreground">No one is bidding yet.</p>;
  return (
    <div className="grid gap-1">
      <p className="text-sm font-medium">
        Acknowledged by {acknowledged.length} of {total}
      </p>
      <People label="Reviewed" people={acknowledged} />
      <People label="Not yet" people={pending} />
    </div>
  );
}

/** "I have reviewed Addendum 2": posts to the acknowledge route, which brings the bidder back to this page. */
function AcknowledgeButton({ projectId, addendum }: { projectId: number; addendum: AddendumView }) {
  const { pathname, search } = useLocation();
  if (addendum.acknowledged) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <CheckCircle2 aria-hidden="true" className="size-4 text-primary" />
        You reviewed Addendum {addendum.number}.
      </p>
    );
  }
  return (
    <SafeForm method="post" action={`/projects/${projectId}/addenda/${addendum.id}/acknowledge`}>
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      <Button type="submit" size="sm">
        I have reviewed Addendum {addendum.number}
      </Button>
    </SafeForm>
  );
}

function Addendum({ projectId, addendum }: { projectId: number; addendum: AddendumView }) {
  return (
    <li className="grid gap-2 border-t border-border pt-4 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">Addendum {addendum.number}</h3>
        <span className="text-sm text-muted-foreground">issued {issuedOn(addendum)}</span>
        {addendum.acknowledged === false ? <Badge variant="accent">Please review</Badge> : null}
      </div>
      <p className="text-sm whitespace-pre-line">{addendum.note}</p>
      {addendum.documents.length ? (
        <ul className="grid gap-1 text-sm">
          {addendum.documents.map((d) => (
            <li key={d.version_id}>
              <Link to={`/projects/${projectId}/documents/${d.document_id}`} className="text-primary hover:underline">
                {d.title}
              </Link>{" "}
              <span className="text-muted-foreground">{d.version > 1 ? `(version ${d.version})` : "(new)"}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">A note only: no documents changed.</p>
      )}
      {addendum.acknowledgements ? <OwnerAcknowledgements acknowledgements={addendum.acknowledgements} /> : null}
      {addendum.acknowledged !== null ? <AcknowledgeButton projectId={projectId} addendum={addendum} /> : null}
    </li>
  );
}

/**
 * A project's addenda (the plan room list shows it): each with its date, note and documents; a bidder's
 * acknowledge button; for the owner, who has reviewed each one (the page around it links to issuing the next).
 */
export function AddendaPanel({ addenda }: { addenda: ProjectAddenda }) {
  const projectId = addenda.project_id;
  const own = addenda.viewer === "owner";
  if (addenda.items.length === 0 && !own) return null;
  return (
    <Card id="addenda">
      <CardHeader>
        <CardTitle className="text-lg">Addenda</CardTitle>
      </CardHeader>
      <CardContent>
        {addenda.items.length ? (
          <ul className="grid gap-4">
            {addenda.items.map((addendum) => (
              <Addendum key={addendum.id} projectId={projectId} addendum={addendum} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            No addenda yet. When documents change after bidders came in, issue an addendum: every bidder is told and
            acknowledges it.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The project page's notice to a bidder with addenda to review: each one's number, date and note with its
 * acknowledge button, and the way to the plan room for its documents.
 */
export function AddendaNotice({ addenda }: { addenda: ProjectAddenda }) {
  const unreviewed = addenda.items.filter((a) => a.acknowledged === false);
  if (unreviewed.length === 0) return null;
  return (
    <section aria-labelledby="addenda-notice" className="grid gap-3 rounded-md bg-accent p-3 text-accent-foreground">
      <h2 id="addenda-notice" className="text-sm font-semibold">
        {unreviewed.length === 1 ? "An addendum to review" : `${unreviewed.length} addenda to review`}
      </h2>
      {unreviewed.map((addendum) => (
        <div key={addendum.id} className="grid gap-2 text-sm">
          <p>
            <strong>Addendum {addendum.number}</strong>, issued {issuedOn(addendum)}:{" "}
            <span className="line-clamp-3 whitespace-pre-line">{addendum.note}</span>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <AcknowledgeButton projectId={addenda.project_id} addendum={addendum} />
            <Link to={`/projects/${addenda.project_id}/documents#addenda`} className="text-primary hover:underline">
              Open the plan room
            </Link>
          </div>
        </div>
      ))}
    </section>
  );
}
