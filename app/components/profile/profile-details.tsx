import type { ReactNode } from "react";

import type { ProfileView } from "~/domain/profiles.server";
import { formatDay } from "~/lib/dates";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-md border border-border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

const radiusText = (miles: number) => (miles >= 200 ? "200+ miles" : `${miles} miles`);

/** The Profile Information tab of another user's profile, read-only. */
export function ProfileDetails({ profile }: { profile: ProfileView }) {
  const gc = profile.gcProfile;
  const sub = profile.subProfile;
  const description = gc?.description ?? sub?.description;
  return (
    <div className="grid gap-5">
      <section aria-labelledby="about-title" className="grid gap-2">
        <h3 id="about-title" className="text-sm font-semibold">
          About
        </h3>
        <p className="text-sm whitespace-pre-line text-muted-foreground">{description || "No description provided."}</p>
      </section>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {gc || sub ? (
          <Detail label="Location">
            {(gc ?? sub)!.location}
            {` (${(gc ?? sub)!.zip_code})`}
          </Detail>
        ) : null}
        {sub ? <Detail label="Trade">{sub.specialty ?? "Not specified"}</Detail> : null}
        {sub ? <Detail label="Service radius">{radiusText(sub.service_radius)}</Detail> : null}
        {sub ? <Detail label="Crew size">{sub.crew_size} people</Detail> : null}
        {sub ? (
          <Detail label="Availability">
            {profile.availability?.available_now
              ? "Available now"
              : profile.availability?.next_available
                ? `Next available: ${formatDay(profile.availability.next_available)}`
                : "Not taking new work right now"}
          </Detail>
        ) : null}
        {gc?.project_types ? <Detail label="Project types">{gc.project_types}</Detail> : null}
        {gc?.preferred_trades ? <Detail label="Preferred trades">{gc.preferred_trades}</Detail> : null}
        {profile.phone ? (
          <Detail label="Phone">
            <a href={`tel:${profile.phone}`} className="text-primary hover:underline">
              {profile.phone}
            </a>
          </Detail>
        ) : null}
        {profile.email ? (
          <Detail label="Email">
            <a href={`mailto:${profile.email}`} className="text-primary hover:underline">
              {profile.email}
            </a>
          </Detail>
        ) : null}
      </dl>
      {!gc && !sub ? (
        <p className="text-sm text-muted-foreground">This contractor has not filled in their profile yet.</p>
      ) : null}
    </div>
  );
}
