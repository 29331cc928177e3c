import { Link } from "@remix-run/react";

import { Download, FileText, Images } from "~/components/icons";
import { TimeAgo } from "~/components/time-ago";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import type { PlanDocument, PlanRoomCategory } from "~/domain/plan-room.server";
import { formatBytes } from "~/lib/file-size";

/** "A-101 … A-112 · 12 sheets", "3 pages", or nothing for files without pages. */
function sheetsText(doc: PlanDocument): string | null {
  if (!doc.page_count) return null;
  const noun = doc.category === "drawings" ? "sheet" : "page";
  const pages = `${doc.page_count} ${noun}${doc.page_count === 1 ? "" : "s"}`;
  return doc.sheet_range ? `${doc.sheet_range} · ${pages}` : pages;
}

function previewText(doc: PlanDocument): string | null {
  if (doc.preview.state === "failed") return "Preview not available";
  if (doc.preview.state === "pending" || doc.preview.state === "rendering") {
    return doc.preview.total ? `Preparing previews: ${doc.preview.done} of ${doc.preview.total}` : "Preparing previews";
  }
  return null;
}

function Thumbnail({ doc }: { doc: PlanDocument }) {
  const Icon = doc.category === "photos" ? Images : FileText;
  return (
    <div className="flex aspect-[3/2] w-24 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-muted sm:w-32">
      {doc.thumbnail_url ? (
        <img src={doc.thumbnail_url} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <Icon aria-hidden="true" className="size-8 text-muted-foreground" />
      )}
    </div>
  );
}

function DocumentRow({ doc, manage, projectId }: { doc: PlanDocument; manage: boolean; projectId: number }) {
  const sheets = sheetsText(doc);
  const preview = previewText(doc);
  return (
    <li className="flex gap-3 py-3 sm:gap-4" data-document={doc.id}>
      <Link to={doc.url} tabIndex={-1} aria-hidden="true">
        <Thumbnail doc={doc} />
      </Link>
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={doc.url} className="min-w-0 font-semibold break-words text-primary hover:underline">
            {doc.title}
          </Link>
          {doc.version > 1 ? <Badge variant="outline">Version {doc.version}</Badge> : null}
          {doc.addendum_number ? <Badge variant="accent">Addendum {doc.addendum_number}</Badge> : null}
        </div>
        <p className="text-sm text-muted-foreground">
          {[sheets, formatBytes(doc.size)].filter(Boolean).join(" · ")} · Updated <TimeAgo date={doc.updated_at} />
        </p>
        {preview ? <p className="text-sm text-muted-foreground">{preview}</p> : null}
        <div className="flex flex-wrap gap-2 pt-1">
          <ButtonLink to={doc.file_url} reloadDocument size="sm" variant="outline">
            <Download aria-hidden="true" className="size-4" />
            Download
          </ButtonLink>
          {manage ? (
            <ButtonLink to={`/projects/${projectId}/documents/new?document=${doc.id}`} size="sm" variant="ghost">
              Upload a new version
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** The plan room's documents, one card per category in DOCUMENT_CATEGORIES order. */
export function PlanRoomCategories({
  categories,
  manage,
  projectId,
}: {
  categories: PlanRoomCategory[];
  manage: boolean;
  projectId: number;
}) {
  return (
    <>
      {categories.map((group) => (
        <Card key={group.category}>
          <CardContent className="pt-6">
            <h2 id={`category-${group.category}`} className="text-lg font-semibold">
              {group.label} <span className="font-normal text-muted-foreground">({group.count})</span>
            </h2>
            <ul className="divide-y divide-border">
              {group.documents.map((doc) => (
                <DocumentRow key={doc.id} doc={doc} manage={manage} projectId={projectId} />
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
    </>
  );
}
