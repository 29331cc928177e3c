import { Link } from "@remix-run/react";

import { Briefcase, MessageSquare, Star, Users, type IconComponent } from "~/components/icons";
import type { DashboardStats } from "~/domain/dashboard.server";

function Tile({
  to,
  label,
  value,
  note,
  icon: Icon,
}: {
  to: string;
  label: string;
  value: string;
  note?: string;
  icon: IconComponent;
}) {
  return (
    <Link
      to={to}
      className="flex items-center gap-3 rounded-xl border border-border bg-card p-4 transition-colors hover:border-primary"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm text-muted-foreground">{label}</span>
        <span className="block text-2xl font-bold">{value}</span>
        {note ? <span className="block text-xs text-muted-foreground">{note}</span> : null}
      </span>
    </Link>
  );
}

/** The four stat tiles, each a link to its screen. */
export function StatTiles({ stats, role }: { stats: DashboardStats; role: "general_contractor" | "subcontractor" }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Tile to="/connections?tab=connected" label="Connections" value={String(stats.connections)} icon={Users} />
      <Tile to="/messages" label="New Messages" value={String(stats.unread_messages)} icon={MessageSquare} />
      <Tile
        to={role === "general_contractor" ? "/projects?tab=mine" : "/projects?tab=applications"}
        label="Active Projects"
        value={String(stats.active_projects)}
        icon={Briefcase}
      />
      <Tile
        to="/reviews"
        label="Average Rating"
        value={stats.rating.count ? stats.rating.average.toFixed(1) : "–"}
        note={`${stats.rating.count} ${stats.rating.count === 1 ? "review" : "reviews"}`}
        icon={Star}
      />
    </div>
  );
}
