import type { MetaFunction } from "@remix-run/node";

import { LegalPage, type LegalSection } from "~/components/marketing/legal-page";
import { TextLink } from "~/components/marketing/layout";
import { seo } from "~/utils/seo";

const SECTIONS: LegalSection[] = [
  {
    id: "what-we-collect",
    title: "What we collect",
    body: (
      <>
        <p>We collect only what the product needs to work:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your username, email address, account type and a password, which we store
            only as a secure hash.
          </li>
          <li>
            <strong>Profile details:</strong> your company or business name, location and zip code, specialty, service
            radius, crew size, availability, description, logo, certifications and portfolio.
          </li>
          <li>
            <strong>Activity:</strong> projects you post, applications, connections, messages, reviews, reports and the
            appointments and availability you record.
          </li>
          <li>
            <strong>Contact form messages:</strong> the name, email, optional phone number, role and message you send
            us.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address and basic request details, used to keep the service secure
            (for example to limit repeated sign-in attempts) and kept in short-lived server logs.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "how-we-use",
    title: "How we use it",
    body: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>run your account and show your profile, projects and reviews to the people you allow;</li>
          <li>rank search results and Smart Matches, for example by distance from your zip code;</li>
          <li>deliver messages, connection requests and notifications about your projects and applications;</li>
          <li>answer your questions and keep the community safe through moderation;</li>
          <li>send marketing emails, but only if you turn them on.</li>
        </ul>
      </>
    ),
  },
  {
    id: "your-privacy-settings",
    title: "Your privacy settings",
    body: (
      <>
        <p>You control who sees what in Settings, under Privacy:</p>
        <ul>
          <li>
            <strong>Profile visibility:</strong> public (the default), connections only, or private. A hidden profile is
            also left out of search results and matches for the people it excludes.
          </li>
          <li>
            <strong>Contact visibility:</strong> who may contact you: all users, your connections (the default), or
            nobody.
          </li>
          <li>
            <strong>Show email</strong> and <strong>show phone:</strong> whether other users see your email address and
            phone number. Both are off by default.
          </li>
          <li>
            <strong>Notifications:</strong> whether to receive messages, connection requests, project updates and
            application updates (all on by default) and marketing emails (off by default).
          </li>
          <li>
            <strong>Data usage consent:</strong> whether we may use your profile and activity to improve your
            recommendations and matches (on by default). You can turn it off at any time.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "sharing",
    title: "Who we share it with",
    body: (
      <>
        <p>
          <strong>We do not sell your personal information</strong>, and we do not share it with advertisers or data
          brokers. Other users see only what your privacy settings allow.
        </p>
        <p>
          We may disclose information when the law requires it, or to protect the safety of our users and the service,
          and we would tell you where the law allows.
        </p>
      </>
    ),
  },
  {
    id: "storage",
    title: "Where your data is kept",
    body: (
      <p>
        Your data is stored in our own database on servers we operate. We do not use third-party analytics, advertising
        or tracking services, and files you upload are stored and served by TradeLink itself.
      </p>
    ),
  },
  {
    id: "deletion",
    title: "Keeping and deleting your data",
    body: (
      <>
        <p>
          We keep your data for as long as your account is open. You can delete your account at any time from Profile,
          then Account Settings, then &apos;Delete Account&apos;. Deleting your account permanently removes your
          profile, projects and messages, and it cannot be undone.
        </p>
        <p>
          We may keep a limited record of moderation decisions and administrative actions about an account where we need
          it to prevent abuse or meet a legal obligation.
        </p>
      </>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    body: (
      <p>
        You can see and correct most of your information yourself in your profile and settings. To ask for a copy of
        your data, a correction you cannot make yourself, or the deletion of your account,{" "}
        <TextLink to="/contact?subject=support">contact us</TextLink>. Depending on where you live, for example in
        California, you may have further rights under local law, and we honour them.
      </p>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    body: (
      <p>
        We use two cookies: one that keeps you signed in and one that remembers your theme. Neither tracks you. Read the{" "}
        <TextLink to="/legal/cookies">cookie policy</TextLink> for the details.
      </p>
    ),
  },
  {
    id: "children",
    title: "Children",
    body: <p>TradeLink is a professional service for adults. We do not knowingly collect data from anyone under 18.</p>,
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        If we change this policy, we will update the date at the top of this page, and for significant changes we will
        tell you by email or in the app before they take effect.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      summary="What we collect, why, who can see it and how you stay in control. We never sell your data."
      sections={SECTIONS}
    />
  );
}

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Privacy Policy",
    description:
      "How TradeLink collects, uses and protects your data, the privacy settings you control, and how to delete your account. We never sell your data.",
  });

/** Sent without scripts: it reads the same without them (docs/decisions/024-pages-without-scripts.md). */
export const handle = { scripts: false };
