/**
 * The scope page's rows as typed, between submits: each row action (add, remove, up, down) is a submit that comes
 * back with the rows changed and nothing saved, so the page works without JavaScript and loses nothing typed.
 */
import type { ScopeItemKind } from "~/constants";

export type DraftRow = {
  /** Stable across submits (React keys, and so an input keeps its text when rows move). */
  key: string;
  id: number | null;
  kind: ScopeItemKind;
  title: string;
  csi_division: string;
};

export type Draft = { rows: DraftRow[]; removed: number[] };

const field = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
};

/** The saved rows as the page first shows them. */
export function draftOf(scope: {
  items: { id: number; kind: ScopeItemKind; title: string; csi_division: string | null }[];
  alternates: { id: number; kind: ScopeItemKind; title: string; csi_division: string | null }[];
}): Draft {
  const rows = [...scope.items, ...scope.alternates].map((r) => ({
    key: `id${r.id}`,
    id: r.id,
    kind: r.kind,
    title: r.title,
    csi_division: r.csi_division ?? "",
  }));
  return { rows, removed: [] };
}

const MAX_ROWS_READ = 500;

/** The rows the form sent (`rows[0].title`, …) and the ids of saved rows removed so far. */
export function draftFromForm(formData: FormData): Draft {
  const rows: DraftRow[] = [];
  for (let i = 0; i < MAX_ROWS_READ && formData.has(`rows[${i}].key`); i++) {
    const id = Number(field(formData, `rows[${i}].id`));
    rows.push({
      key: field(formData, `rows[${i}].key`).slice(0, 40),
      id: Number.isSafeInteger(id) && id > 0 ? id : null,
      kind: field(formData, `rows[${i}].kind`) === "alternate" ? "alternate" : "item",
      title: field(formData, `rows[${i}].title`),
      csi_division: field(formData, `rows[${i}].csi_division`),
    });
  }
  const removed = formData
    .getAll("removed")
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return { rows, removed };
}

function swap(rows: DraftRow[], a: number, b: number): DraftRow[] {
  if (a < 0 || b < 0 || a >= rows.length || b >= rows.length || rows[a].kind !== rows[b].kind) return rows;
  const next = [...rows];
  [next[a], next[b]] = [next[b], next[a]];
  return next;
}

/**
 * A row action: "add:item", "add:alternate", "remove:3", "up:3", "down:3" (3 is the row's place in the form). A row
 * moves within its own list; anything else leaves the draft as it was.
 */
export function applyRowAction(draft: Draft, intent: string): Draft {
  const [verb, arg] = intent.split(":");
  const index = Number(arg);
  const { rows, removed } = draft;
  if (verb === "add" && (arg === "item" || arg === "alternate")) {
    const row: DraftRow = {
      key: `new${Date.now().toString(36)}${rows.length}`,
      id: null,
      kind: arg,
      title: "",
      csi_division: "",
    };
    // A new item goes after the last item (before the alternates); a new alternate at the end.
    const at = arg === "item" ? rows.filter((r) => r.kind === "item").length : rows.length;
    return { rows: [...rows.slice(0, at), row, ...rows.slice(at)], removed };
  }
  if (!Number.isInteger(index) || index < 0 || index >= rows.length) return draft;
  if (verb === "remove") {
    const gone = rows[index];
    return { rows: rows.filter((_, i) => i !== index), removed: gone.id ? [...removed, gone.id] : removed };
  }
  if (verb === "up") return { rows: swap(rows, index, index - 1), removed };
  if (verb === "down") return { rows: swap(rows, index, index + 1), removed };
  return draft;
}

/** The rows as PUT /api/projects/{id}/scope takes them, and which row each entry came from (to show errors there). */
export function scopeBodyOf(rows: DraftRow[]) {
  const entry = (r: DraftRow) => ({ ...(r.id ? { id: r.id } : {}), title: r.title, csi_division: r.csi_division });
  const items = rows.filter((r) => r.kind === "item");
  const alternates = rows.filter((r) => r.kind === "alternate");
  return {
    body: { items: items.map(entry), alternates: alternates.map(entry) },
    rowKeyOf: (list: string, index: number) => (list === "alternates" ? alternates : items)[index]?.key,
  };
}

/** Field errors of the scope's answer ("items.2.title") placed on the rows they are about, by row key. */
export function rowErrors(
  errors: Record<string, string[]> | undefined,
  rowKeyOf: (list: string, index: number) => string | undefined,
): { byRow: Record<string, string[]>; form: string[] } {
  const byRow: Record<string, string[]> = {};
  const form: string[] = [];
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const match = /^(items|alternates)\.(\d+)\./.exec(path);
    const key = match ? rowKeyOf(match[1], Number(match[2])) : undefined;
    if (key) (byRow[key] ??= []).push(...messages);
    else form.push(...messages);
  }
  return { byRow, form };
}
