import type { ProjectScope, ScopeItemView } from "~/domain/bid-scope.server";

function ScopeList({ rows }: { rows: ScopeItemView[] }) {
  return (
    <ol className="grid gap-1.5 text-sm">
      {rows.map((row) => (
        <li
          key={row.id}
          className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-md bg-muted/50 px-3 py-2"
        >
          <span className="break-words">{row.title}</span>
          {row.csi_label ? <span className="text-xs text-muted-foreground">{row.csi_label}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** The scope checklist as bidders read it: the items every bid must price, then the alternates asked for. */
export function ScopeChecklist({ scope }: { scope: ProjectScope }) {
  if (scope.items.length + scope.alternates.length === 0) return null;
  return (
    <section className="grid gap-3" aria-labelledby="scope-checklist">
      <h2 id="scope-checklist" className="text-sm font-semibold">
        Scope checklist
      </h2>
      {scope.items.length ? <ScopeList rows={scope.items} /> : null}
      {scope.alternates.length ? (
        <>
          <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Alternates</h3>
          <ScopeList rows={scope.alternates} />
        </>
      ) : null}
    </section>
  );
}
