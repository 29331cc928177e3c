import { Construction } from "~/components/icons";
import { PageContainer, PageHeader } from "~/components/page-header";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";

/** An honest placeholder for a screen that is still being built: no sample data. */
export function ComingSoon({
  title,
  description,
  feature,
  action = { to: "/dashboard", label: "Back to Dashboard" },
}: {
  title: string;
  description: string;
  feature: string;
  action?: { to: string; label: string };
}) {
  return (
    <PageContainer>
      <PageHeader title={title} description={description} />
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <Construction aria-hidden="true" className="size-10 text-primary" />
          <h2 className="text-lg font-semibold">{feature} is coming soon</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            We are finishing this part of the product. Your account is ready, and everything you set up now carries
            over.
          </p>
          <ButtonLink to={action.to} variant="outline">
            {action.label}
          </ButtonLink>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
