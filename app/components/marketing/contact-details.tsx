import type { ReactNode } from "react";

import { Clock, Mail, MapPin, Phone, type IconComponent } from "~/components/icons";
import { SUPPORT_HOURS } from "~/constants";

import { COMPANY } from "./company";
import { GridPattern, IconTile } from "./layout";

function DetailRow({ icon, title, children }: { icon: IconComponent; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <IconTile icon={icon} />
      <div className="text-sm">
        <h3 className="font-semibold">{title}</h3>
        <div className="mt-1 text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

/** Office, phone, email and support hours. */
export function ContactDetails() {
  return (
    <ul className="grid gap-6">
      <DetailRow icon={MapPin} title="Office">
        <address className="not-italic">
          {COMPANY.addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </DetailRow>
      <DetailRow icon={Phone} title="Phone">
        <a href={COMPANY.phoneHref} className="font-medium text-foreground hover:underline">
          {COMPANY.phone}
        </a>
      </DetailRow>
      <DetailRow icon={Mail} title="Email">
        <a href={`mailto:${COMPANY.email}`} className="font-medium break-all text-foreground hover:underline">
          {COMPANY.email}
        </a>
      </DetailRow>
      <DetailRow icon={Clock} title="Support hours">
        {SUPPORT_HOURS.map((hours) => (
          <span key={hours} className="block">
            {hours}
          </span>
        ))}
      </DetailRow>
    </ul>
  );
}

/** Where the office is, drawn with CSS: no third-party map (the content security policy allows none). */
export function MapPlaceholder() {
  return (
    <figure className="relative isolate flex aspect-[4/3] flex-col items-center justify-center overflow-hidden rounded-xl border border-border bg-muted p-6 text-center dark:bg-background">
      <GridPattern faded={false} />
      {/* Two "streets" crossing near the pin, to read as a map at a glance. */}
      <div aria-hidden="true" className="absolute inset-x-0 top-[58%] -z-10 h-3 -rotate-6 bg-card" />
      <div aria-hidden="true" className="absolute inset-y-0 left-[42%] -z-10 w-3 rotate-12 bg-card" />
      <span className="flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg ring-8 ring-primary/20">
        <MapPin aria-hidden="true" className="size-7" />
      </span>
      <figcaption className="mt-4 rounded-lg bg-card px-4 py-2 text-sm shadow-sm">
        <span className="font-semibold">TradeLink HQ</span>
        <span className="block text-muted-foreground">{COMPANY.addressLines.join(", ")}</span>
      </figcaption>
    </figure>
  );
}
