import type { MetaFunction } from "@remix-run/node";

import { LegalPage, type LegalSection } from "~/components/marketing/legal-page";
import { TextLink } from "~/components/marketing/layout";
import { seo } from "~/utils/seo";

const SECTIONS: LegalSection[] = [
  {
    id: "agreement",
    title: "Agreeing to these terms",
    body: (
      <p>
        These terms apply to everyone who uses TradeLink. By creating an account or using the service you agree to them.
        If you use TradeLink for a company, you confirm that you may accept these terms on its behalf.
      </p>
    ),
  },
  {
    id: "accounts",
    title: "Your account",
    body: (
      <ul>
        <li>Give accurate information about yourself and your business, and keep it up to date.</li>
        <li>Keep your password to yourself. You are responsible for what happens under your account.</li>
        <li>Choose the account type that matches your work: general contractor or subcontractor.</li>
        <li>You must be at least 18 years old to use TradeLink.</li>
      </ul>
    ),
  },
  {
    id: "our-role",
    title: "What TradeLink does and does not do",
    body: (
      <>
        <p>
          TradeLink helps general contractors and subcontractors find each other, talk and keep a record of their work
          together. <strong>TradeLink does not process payments between contractors</strong> and is not a party to any
          agreement between users.
        </p>
        <p>
          Bids, contracts, scope, schedules, invoices and payments for the work are agreed directly between the
          contractors involved, and any dispute about them is between those contractors.
        </p>
      </>
    ),
  },
  {
    id: "licensing",
    title: "Licensing, insurance and compliance",
    body: (
      <>
        <p>
          <strong>You are responsible for holding the licenses, registrations, insurance and bonds</strong> that your
          work requires, for pulling the permits it needs, and for following building codes, safety rules and employment
          law.
        </p>
        <p>
          Credentials on a profile are uploaded by the user. A Verified badge means an administrator checked a current
          license or insurance certificate (<TextLink to="/verification">the criteria</TextLink>); it is not a guarantee
          of anyone&apos;s work or current standing. Check what matters for your project yourself before you hire.
        </p>
      </>
    ),
  },
  {
    id: "conduct",
    title: "Acceptable use",
    body: (
      <>
        <p>When you use TradeLink, do not:</p>
        <ul>
          <li>post false or misleading information about yourself, your work or a project;</li>
          <li>send spam, unsolicited advertising or repeated unwanted messages;</li>
          <li>harass, threaten or discriminate against anyone, or post offensive content;</li>
          <li>write reviews of people you have not worked with, or trade reviews for favours;</li>
          <li>try to get around security, rate limits or other users&apos; privacy settings, or scrape the service.</li>
        </ul>
      </>
    ),
  },
  {
    id: "content",
    title: "Your content",
    body: (
      <p>
        You keep ownership of what you post: profiles, photos, project descriptions, messages and reviews. You give
        TradeLink permission to store and show it to the people your privacy settings allow, only to run the service.
        Reviews must be honest and about real work together.
      </p>
    ),
  },
  {
    id: "moderation",
    title: "Reporting and moderation",
    body: (
      <p>
        Anyone can report a profile, project, review or message that breaks these terms. Our moderators review each
        report; when a report is upheld, the content is hidden. We may also remove content that breaks the law or these
        terms without a report.
      </p>
    ),
  },
  {
    id: "suspension",
    title: "Suspension and closing accounts",
    body: (
      <>
        <p>
          We may suspend an account that breaks these terms, puts other users at risk or is used for fraud. A suspended
          user cannot sign in and is told the reason. Serious or repeated violations can lead to the account being
          closed.
        </p>
        <p>
          You may delete your account at any time from Profile, then Account Settings. Deleting your account permanently
          removes your profile, projects and messages and cannot be undone.
        </p>
      </>
    ),
  },
  {
    id: "plans",
    title: "Plans and billing",
    body: (
      <p>
        The Free plan costs nothing. Pro costs $29 a month and starts with a 14-day free trial, once per account, that
        needs no card; when it ends the account is back on Free and nothing is deleted. TradeLink takes no payments in
        the product: Pro beyond the trial and Enterprise (priced individually) are invoiced by our sales team, and an
        administrator switches the plan once the invoice is settled. See <TextLink to="/pricing">pricing</TextLink> for
        the current plans.
      </p>
    ),
  },
  {
    id: "disclaimers",
    title: "Disclaimers and liability",
    body: (
      <p>
        TradeLink is provided as is. We work hard to keep it available and accurate, but we cannot promise it will
        always be uninterrupted or error-free, and we are not responsible for the work, conduct or payments of users. To
        the extent the law allows, our liability to you is limited to the amount you paid us in the twelve months before
        the claim.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    body: (
      <p>
        We may update these terms as the service changes. We will update the date at the top of this page and tell you
        about significant changes before they take effect. These terms are governed by the laws of the State of
        California.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      summary="The rules for using TradeLink: your account, what we do and do not do, acceptable use and moderation."
      sections={SECTIONS}
    />
  );
}

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Terms of Service",
    description:
      "The terms for using TradeLink: accounts, acceptable use, licensing and insurance responsibilities, moderation, suspension, and the fact that we do not process payments between contractors.",
  });

/** Sent without scripts: it reads the same without them (docs/decisions/024-pages-without-scripts.md). */
export const handle = { scripts: false };
