import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";

import { Avatar } from "~/components/avatar";
import { ArrowLeft, Building2, CalendarCheck, Check, Images, MapPin, MessageSquare, User } from "~/components/icons";
import { PageContainer } from "~/components/page-header";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/utils/cn";
import { formatDay } from "~/lib/dates";
import { imageVariant } from "~/lib/images";
import type { loader } from "~/routes/profiles/_app.project.$projectId.user.$userId";

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span className="mt-0.5 text-muted-foreground">{icon}</span>
      <div>
        <dt className="text-xs text-muted-foreground">{label}</dt>
        <dd className="font-medium">{children}</dd>
      </div>
    </div>
  );
}

function Gallery() {
  const { item, photo } = useLoaderData<typeof loader>();
  const current = item.photos[photo - 1];
  if (!current) {
    return (
      <div className="flex aspect-[16/10] items-center justify-center rounded-xl bg-muted text-muted-foreground">
        <Images aria-hidden="true" className="size-10" />
        <span className="sr-only">No photos</span>
      </div>
    );
  }
  const base = `/project/${item.id}/user/${item.user_id}`;
  return (
    <div className="grid gap-3">
      <a href={current.full_url} className="block overflow-hidden rounded-xl bg-muted">
        <img
          src={current.full_url}
          alt={`${item.title}, photo ${photo} of ${item.photos.length}`}
          width={1600}
          height={1000}
          className="aspect-[16/10] w-full object-cover"
        />
      </a>
      {item.photos.length > 1 ? (
        <ul className="grid grid-cols-4 gap-2 sm:grid-cols-8">
          {item.photos.map((p, i) => (
            <li key={p.id}>
              <Link
                to={`${base}?photo=${i + 1}`}
                preventScrollReset
                replace
                aria-current={i + 1 === photo ? "true" : undefined}
                className={cn(
                  "block overflow-hidden rounded-md border-2",
                  i + 1 === photo ? "border-primary" : "border-transparent opacity-80 hover:opacity-100",
                )}
              >
                <img
                  src={p.card_url}
                  alt={`Photo ${i + 1}`}
                  width={160}
                  height={120}
                  className="aspect-[4/3] w-full object-cover"
                />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The page, hydrated when reached (components/deferred-page). */
export default function PortfolioProjectPage() {
  const { item, more, contractor, isOwn } = useLoaderData<typeof loader>();
  return (
    <PageContainer>
      <Link
        to={isOwn ? "/profile?tab=portfolio" : `/profile/${item.user_id}?tab=portfolio`}
        className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Profile
      </Link>
      <div>
        <p className="text-sm font-medium text-muted-foreground">Project Details</p>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{item.title}</h1>
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-6">
          <Gallery />
          <Card>
            <CardHeader>
              <CardTitle>Description</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-sm whitespace-pre-line">{item.description || "No description provided."}</p>
            </CardContent>
          </Card>
          {item.features.length ? (
            <Card>
              <CardHeader>
                <CardTitle>Features</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="grid gap-2 text-sm sm:grid-cols-2">
                  {item.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ) : null}
        </div>
        <div className="grid content-start gap-6">
          <Card>
            <CardContent className="pt-6">
              <dl className="grid gap-4 text-sm">
                <Fact icon={<CalendarCheck aria-hidden="true" className="size-4" />} label="Completion date">
                  {item.completion_date ? formatDay(item.completion_date) : "Not given"}
                </Fact>
                <Fact icon={<MapPin aria-hidden="true" className="size-4" />} label="Location">
                  {item.location || "Not given"}
                </Fact>
                <Fact icon={<User aria-hidden="true" className="size-4" />} label="Client">
                  {item.client || "Not given"}
                </Fact>
                <Fact icon={<Building2 aria-hidden="true" className="size-4" />} label="Contractor">
                  <Link to={`/profile/${contractor.id}`} className="inline-flex items-center gap-2 hover:underline">
                    <Avatar
                      name={contractor.display_name}
                      src={imageVariant(contractor.logo_url, "avatar")}
                      className="size-6 text-xs"
                    />
                    {contractor.display_name}
                  </Link>
                </Fact>
              </dl>
              {isOwn ? null : (
                <ButtonLink to={`/messages?userId=${item.user_id}`} className="mt-6 w-full">
                  <MessageSquare aria-hidden="true" className="size-4" />
                  Contact Contractor
                </ButtonLink>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>More Projects by this Contractor</CardTitle>
            </CardHeader>
            <CardContent>
              {more.length ? (
                <ul className="grid gap-3">
                  {more.map((m) => (
                    <li key={m.id}>
                      <Link
                        to={`/project/${m.id}/user/${m.user_id}`}
                        className="flex items-center gap-3 hover:underline"
                      >
                        {m.cover_url ? (
                          <img
                            src={m.cover_url}
                            alt=""
                            width={64}
                            height={48}
                            className="h-12 w-16 shrink-0 rounded object-cover"
                          />
                        ) : (
                          <span className="flex h-12 w-16 shrink-0 items-center justify-center rounded bg-muted">
                            <Images aria-hidden="true" className="size-4 text-muted-foreground" />
                          </span>
                        )}
                        <span className="text-sm font-medium">{m.title}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">No other projects yet.</p>
              )}
            </CardContent>
          </Card>
        </div>
      </div>
    </PageContainer>
  );
}
