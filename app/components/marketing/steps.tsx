import type { IconComponent } from "~/components/icons";
import type { ReactNode } from "react";

import { IconTile } from "./layout";

export type Step = { icon: IconComponent; title: string; description: string };

/** A numbered path of steps, drawn as a vertical timeline. */
function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className="relative grid gap-8">
      {steps.map((step, index) => (
        <li key={step.title} className="relative flex gap-5">
          {index < steps.length - 1 ? (
            <span aria-hidden="true" className="absolute top-12 bottom-[-2rem] left-[21px] w-px bg-border" />
          ) : null}
          <IconTile icon={step.icon} className="relative" />
          <div className="pt-1">
            <p className="text-sm font-semibold text-primary">Step {index + 1}</p>
            <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
            <p className="mt-1 leading-relaxed text-muted-foreground">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** An audience's path: who it is for on one side, the steps on the other. */
export function StepTrack({ intro, steps }: { intro: ReactNode; steps: Step[] }) {
  return (
    <div className="grid gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16">
      <div className="lg:sticky lg:top-24 lg:self-start">{intro}</div>
      <StepList steps={steps} />
    </div>
  );
}
