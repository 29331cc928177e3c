import { Link, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";

import { KeepOnDevice } from "~/components/documents/keep-on-device";
import { ChevronLeft, ChevronRight, Download, FileWarning } from "~/components/icons";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import type { SheetViewerData } from "~/domain/plan-sheets.server";
import { formatDay } from "~/lib/dates";
import { cn } from "~/utils/cn";

type Props = { data: SheetViewerData };
type ViewerProps = Props & { userId: number };
type Place = { sheet?: number; version?: number; zoom?: number };

/** The viewer's URL for a sheet: the version only when it is not the current one, the zoom only when zoomed. */
function placeHref(data: SheetViewerData, place: Place) {
  const query = new URLSearchParams({ sheet: String(place.sheet ?? data.preview.sheet) });
  const version = place.version ?? data.version.number;
  if (version !== data.currentVersion) query.set("version", String(version));
  const zoom = place.zoom ?? data.preview.zoom;
  if (zoom > 1) query.set("zoom", String(zoom));
  return `?${query}`;
}

function versionLine(number: number, createdAt: Date | string) {
  return `Version ${number} · ${formatDay(new Date(createdAt).toISOString().slice(0, 10))}`;
}

function downloadHref(data: SheetViewerData) {
  const base = `/projects/${data.project.id}/documents/${data.document.id}/file`;
  return data.version.isCurrent ? base : `${base}?version=${data.version.number}`;
}

function DownloadLink({ data, variant = "outline" }: Props & { variant?: "outline" | "primary" }) {
  return (
    <ButtonLink to={downloadHref(data)} reloadDocument variant={variant} size="sm">
      <Download aria-hidden="true" className="size-4" />
      Download
    </ButtonLink>
  );
}

/** With JavaScript, the page asks again every few seconds while the previews are made. */
function useRefreshWhile(active: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (state === "idle") revalidate();
    }, 3000);
    return () => clearInterval(timer);
  }, [active, revalidate, state]);
}

const isPreparing = (data: SheetViewerData) => data.preview.state === "pending" || data.preview.state === "rendering";

function NoPreview({ data }: Props) {
  const preparing = isPreparing(data);
  const { preview } = data;
  useRefreshWhile(preparing);
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-3 pt-6">
        {preparing ? (
          <>
            {/* Asks again every few seconds: a page hydrated when reached hydrates at once (components/deferred-page). */}
            <p role="status" data-hydrate-now className="font-medium">
              {preview.pageCount
                ? `Preparing previews: ${preview.done} of ${preview.pageCount}`
                : "Preparing previews…"}
            </p>
            <p className="text-sm text-muted-foreground">The sheets appear here as soon as they are ready.</p>
            <Link to={placeHref(data, {})} className="text-sm font-medium text-primary hover:underline">
              Refresh
            </Link>
          </>
        ) : (
          <>
            <p className="flex items-center gap-2 font-medium">
              <FileWarning aria-hidden="true" className="size-5 text-muted-foreground" />
              Preview not available
            </p>
            <p className="text-sm text-muted-foreground">Download the file to read it.</p>
            <DownloadLink data={data} variant="primary" />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function StepLink({ to, children, label }: { to: string | null; children: React.ReactNode; label: string }) {
  const className =
    "inline-flex h-10 items-center gap-1 rounded-md border border-input bg-card px-3 text-sm font-medium";
  if (!to) {
    return (
      <span role="link" aria-disabled="true" aria-label={label} className={cn(className, "opacity-50")}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} aria-label={label} className={cn(className, "hover:bg-muted")} preventScrollReset>
      {children}
    </Link>
  );
}

const ZOOM_STEPS = { in: { 1: 2, 2: 4, 4: null }, out: { 1: null, 2: 1, 4: 2 } } as const;

function SheetToolbar({ data }: Props) {
  const { sheet, sheets, zoom } = data.preview;
  const zoomIn = ZOOM_STEPS.in[zoom];
  const zoomOut = ZOOM_STEPS.out[zoom];
  return (
    <nav aria-label="Sheets" className="flex flex-wrap items-center gap-2">
      <StepLink to={sheet > 1 ? placeHref(data, { sheet: sheet - 1 }) : null} label="Previous sheet">
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </StepLink>
      <StepLink to={sheet < sheets ? placeHref(data, { sheet: sheet + 1 }) : null} label="Next sheet">
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </StepLink>
      <span className="mx-1 hidden h-6 w-px bg-border sm:block" aria-hidden="true" />
      <StepLink to={zoomOut ? placeHref(data, { zoom: zoomOut }) : null} label="Zoom out">
        −
      </StepLink>
      <span className="w-12 text-center text-sm text-muted-foreground">{zoom * 100}%</span>
      <StepLink to={zoomIn ? placeHref(data, { zoom: zoomIn }) : null} label="Zoom in">
        +
      </StepLink>
    </nav>
  );
}

function SheetImage({ data }: Props) {
  const { preview, document } = data;
  const zoomed = preview.zoom > 1;
  return (
    <div
      className={cn("overflow-auto rounded-lg border border-border bg-white", zoomed ? "max-h-[80vh]" : "max-h-none")}
      role={zoomed ? "region" : undefined}
      tabIndex={zoomed ? 0 : undefined}
      aria-label={zoomed ? "Zoomed sheet: scroll to move around" : undefined}
    >
      <img
        src={preview.imageUrl ?? undefined}
        alt={`${document.title}, ${preview.title}`}
        className="block h-auto max-w-none"
        style={{ width: `${preview.zoom * 100}%` }}
        decoding="async"
      />
    </div>
  );
}

function Versions({ data }: Props) {
  if (data.versions.length < 2) return null;
  return (
    <section aria-labelledby="versions-heading" className="space-y-2">
      <h2 id="versions-heading" className="text-lg font-semibold">
        Earlier versions
      </h2>
      <ul className="divide-y divide-border rounded-lg border border-border bg-card text-sm">
        {data.versions.map((v) => (
          <li key={v.number} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            {v.number === data.version.number ? (
              <span className="font-medium" aria-current="page">
                {versionLine(v.number, v.createdAt)} (shown)
              </span>
            ) : (
              <Link
                to={placeHref(data, { sheet: 1, version: v.number, zoom: 1 })}
                className="text-primary hover:underline"
              >
                {versionLine(v.number, v.createdAt)}
                {v.number === data.currentVersion ? " (current)" : ""}
              </Link>
            )}
            <span className="truncate text-muted-foreground">{v.originalName}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One sheet of a plan room document, with previous, next, zoom and the document's versions; works without JS. */
export function SheetViewer({ data, userId }: ViewerProps) {
  const { preview } = data;
  return (
    <main className="mx-auto w-full max-w-6xl min-w-0 space-y-4 px-4 py-6 sm:px-8">
      <Link
        to={`/projects/${data.project.id}/documents`}
        className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        Plan room: {data.project.title}
      </Link>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words">{data.document.title}</h1>
          <p className="text-sm text-muted-foreground">
            {versionLine(data.version.number, data.version.createdAt)}
            {data.version.isCurrent ? "" : " (an earlier version)"}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2 sm:justify-end">
          {preview.sheets > 0 || isPreparing(data) ? <DownloadLink data={data} /> : null}
          <KeepOnDevice userId={userId} href={downloadHref(data)} size={data.version.size} />
        </div>
      </div>
      {preview.sheets > 0 ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium">{preview.title}</p>
            <SheetToolbar data={data} />
          </div>
          {preview.note ? <p className="text-sm text-muted-foreground">{preview.note}</p> : null}
          <SheetImage data={data} />
        </>
      ) : (
        <NoPreview data={data} />
      )}
      <Versions data={data} />
    </main>
  );
}
