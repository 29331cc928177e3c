import type { MetaFunction } from "@remix-run/node";

import { BadgeCheck, FileText } from "~/components/icons";
import { Container, PageHero, TextLink } from "~/components/marketing/layout";
import { CREDENTIAL_EXPIRING_DAYS } from "~/constants";
import { seo } from "~/utils/seo";

const PROSE =
  "text-muted-foreground leading-relaxed [&_li]:mt-2 [&_p]:mt-4 [&_strong]:text-foreground [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-5";

function Criterion({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 pb-10">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <div className={PROSE}>{children}</div>
    </section>
  );
}

/** The published criteria behind the Verified and Credentials on file badges (both link here). */
export default function VerificationPage() {
  return (
    <main>
      <PageHero
        eyebrow="Trust"
        title="What the Verified badge means"
        description="Someone checked. A business shows Verified only while a license or insurance certificate that our team reviewed is current."
      />
      <Container className="max-w-3xl py-12 sm:py-16">
        <div className="mb-10 grid gap-4 sm:grid-cols-2">
          <div className="rounded-xl border border-border bg-card p-5 shadow-sm">
            <p className="inline-flex items-center gap-1 rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              Verified
            </p>
            <p className="mt-3 text-sm text-muted-foreground">
              An administrator checked at least one of their licenses or insurance certificates, and it has not expired.
            </p>
          </div>
          <div className="rounded-xl border border-border bg-card p-5 shadow-sm">
            <p className="inline-flex items-center gap-1 rounded-full border border-border px-2.5 py-0.5 text-xs font-semibold text-muted-foreground">
              <FileText aria-hidden="true" className="size-3.5" />
              Credentials on file
            </p>
            <p className="mt-3 text-sm text-muted-foreground">
              They uploaded a current credential that nobody has checked yet. Read it yourself before you rely on it.
            </p>
          </div>
        </div>
        <Criterion id="what-is-checked" title="What we check">
          <p>
            Businesses upload their credentials to their profile with the document itself (PDF, JPG or PNG). An
            administrator reviews every <strong>contractor&apos;s license</strong> and{" "}
            <strong>certificate of insurance</strong>:
          </p>
          <ul>
            <li>the document is legible and is what it says it is (a license, an insurance certificate);</li>
            <li>the name on it is the business on the profile;</li>
            <li>
              the number and issuer match the issuer&apos;s public record where one exists (a state licensing board
              lookup, the insurer named on the certificate);
            </li>
            <li>the expiry date entered matches the document, and it has not passed.</li>
          </ul>
          <p>
            If all of this holds, the credential is marked Verified. If not, it is refused with a reason, which the
            business reads on its profile; it can upload a corrected document to be checked again.
          </p>
          <p>
            Bonds, safety and trade certifications, W-9s and other documents are shown on the profile as the business
            uploaded them; they are not reviewed and never earn the badge on their own.
          </p>
        </Criterion>
        <Criterion id="how-long" title="How long it lasts">
          <p>
            The badge lasts as long as a verified credential is current. On the day after its expiry date the badge goes
            away by itself, unless another verified license or insurance certificate is still current. Owners are
            reminded {CREDENTIAL_EXPIRING_DAYS} and 14 days before, and on the day.
          </p>
          <p>
            Changing a verified credential&apos;s file, kind, issuer, number or expiry date sends it back for review:
            what was checked is no longer what is shown, so it counts again only once it is checked again.
          </p>
        </Criterion>
        <Criterion id="on-file" title="What “Credentials on file” means">
          <p>
            The business uploaded at least one current credential that no administrator has checked yet (new uploads
            wait in our review queue). The documents are real files on the profile, and connections can open them, but
            nobody has confirmed them: treat them as the business&apos;s own statement.
          </p>
        </Criterion>
        <Criterion id="limits" title="What the badge does not mean">
          <p>
            Verified says a document was checked at one point in time. It is not a guarantee of anyone&apos;s work, of
            their standing with the issuer today, or that the license covers your job and your jurisdiction. Check what
            matters for your project before you hire, as our <TextLink to="/legal/terms">terms</TextLink> say.
            Questions: <TextLink to="/contact">contact us</TextLink>.
          </p>
        </Criterion>
      </Container>
    </main>
  );
}

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Verification criteria",
    description:
      "What the Verified badge means on TradeLink: an administrator checked a current license or insurance certificate. What Credentials on file means, and how long it lasts.",
  });

/**
 * Sent without scripts: it reads the same without them (docs/decisions/024-pages-without-scripts.md). Its first
 * screen is the hero, which marks it (components/first-screen).
 */
export const handle = { scripts: false, firstScreen: true };
