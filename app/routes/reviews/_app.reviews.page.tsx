import { Form, useActionData, useLoaderData } from "@remix-run/react";

import { Search, Star } from "~/components/icons";
import { PageContainer, PageHeader } from "~/components/page-header";
import { Pager } from "~/components/pager";
import { RatingOverview } from "~/components/reviews/rating-overview";
import { ReviewCard } from "~/components/reviews/review-card";
import { DialogPage, useDialogOutlet } from "~/components/dialog-outlet";
import { TabLinks } from "~/components/tab-links";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormErrors, Input, Label, Select } from "~/components/ui/field";
import type { action, loader } from "~/routes/reviews/_app.reviews";

function href(tab: string, q: string, page = 1) {
  const params = new URLSearchParams();
  if (tab === "given") params.set("tab", "given");
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  return `/reviews${params.size ? `?${params}` : ""}`;
}

/** The page, hydrated when reached (components/deferred-page). */
export default function ReviewsPage() {
  const { viewerId, tab, q, overview, charts, collaborators, list, back } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { outlet, alone } = useDialogOutlet();
  if (alone) return <DialogPage>{outlet}</DialogPage>;
  return (
    <PageContainer>
      <PageHeader
        title="Reviews"
        description="What the contractors you worked with say, and what you said about them."
      />
      <FormErrors title={failure?.title} errors={failure?.result.error?.[""] ?? undefined} />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card>
          <CardHeader>
            <CardTitle>Your rating</CardTitle>
          </CardHeader>
          <CardContent>
            <RatingOverview overview={overview} charts={charts} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Leave a Review</CardTitle>
            <CardDescription>Reviews are for collaborators: your connections and completed projects.</CardDescription>
          </CardHeader>
          <CardContent>
            {collaborators.length ? (
              <Form method="get" action="/reviews/new" className="grid gap-2">
                <Label htmlFor="pick">Who did you work with?</Label>
                <Select id="pick" name="pick" required>
                  {collaborators.map((c) => (
                    <option
                      key={`${c.person.id}-${c.project?.id ?? 0}`}
                      value={c.project ? `${c.person.id}-${c.project.id}` : String(c.person.id)}
                    >
                      {c.person.display_name}
                      {c.project ? ` (project: ${c.project.title})` : " (connection)"}
                    </option>
                  ))}
                </Select>
                <Button type="submit" className="justify-self-start">
                  <Star aria-hidden="true" className="size-4" />
                  Write a review
                </Button>
              </Form>
            ) : (
              <p className="text-sm text-muted-foreground">
                Nobody to review right now: connect with contractors or finish a project together.
              </p>
            )}
          </CardContent>
        </Card>
      </div>
      <TabLinks
        label="Review lists"
        current={tab}
        tabs={[
          { id: "received", label: "My Reviews", to: href("received", q) },
          { id: "given", label: "Reviews I've Given", to: href("given", q) },
        ]}
      />
      <Form method="get" action="/reviews" role="search" className="flex gap-2">
        {tab === "given" ? <input type="hidden" name="tab" value="given" /> : null}
        <label htmlFor="reviews-q" className="sr-only">
          Search reviews
        </label>
        <Input id="reviews-q" name="q" defaultValue={q} placeholder="Search reviews" />
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </Form>
      {list.items.length ? (
        <ul className="grid gap-3">
          {list.items.map((r) => (
            <ReviewCard
              key={r.id}
              review={r}
              viewerId={viewerId}
              show={tab === "given" ? "reviewee" : "reviewer"}
              back={back}
              reportTo={`/reviews/${r.id}/report`}
            />
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border py-12 text-center">
          <Star aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="text-lg font-semibold">{tab === "given" ? "No reviews given" : "No reviews yet"}</h2>
          {q ? <p className="text-sm text-muted-foreground">Nothing matches &ldquo;{q}&rdquo;.</p> : null}
          {tab === "received" ? <ButtonLink to="/matches">Find Contractors</ButtonLink> : null}
        </div>
      )}
      <Pager page={list.page} pageCount={list.page_count} href={(p) => href(tab, q, p)} />
      {outlet}
    </PageContainer>
  );
}
