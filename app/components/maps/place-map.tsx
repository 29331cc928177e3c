import { useId } from "react";

import type { MapView } from "~/domain/maps.server";
import { cn } from "~/utils/cn";

/**
 * The land and state lines of the map's view, fetched once and kept by the browser for every map of that view
 * (routes/maps): the document carries only the pins. Raise the version when the drawing of the base layers changes.
 */
const baseLayerHref = (frame: string) => `/maps/base/${frame}?v=1`;

/**
 * A map drawn on the server (app/infra/maps.server.ts): land, county and state lines, a radius, numbered pins that
 * are links. On a phone it is folded to a strip of its middle; "Show the whole map" unfolds it, without a script.
 */
export function PlaceMap({ map, className }: { map: MapView; className?: string }) {
  const id = useId();
  const base = baseLayerHref(map.base.frame);
  return (
    <figure
      className={cn("group/map overflow-hidden rounded-lg border border-border bg-card text-foreground", className)}
    >
      <div className="h-36 bg-muted group-has-[details[open]]/map:aspect-[8/5] group-has-[details[open]]/map:h-auto sm:aspect-[8/5] sm:h-auto">
        <svg
          viewBox={`0 0 ${map.width} ${map.height}`}
          preserveAspectRatio="xMidYMid slice"
          className="block h-full w-full"
          role="group"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
        >
          <title id={`${id}-title`}>{map.title}</title>
          <desc id={`${id}-desc`}>{map.description}</desc>
          {map.base.counties ? (
            <>
              <use href={`${base}#land`} className="fill-map-land stroke-map-line" strokeWidth={0.75} />
              <use href={`${base}#states`} className="fill-none stroke-muted-foreground" strokeWidth={1.25} />
            </>
          ) : (
            <use href={`${base}#states`} className="fill-map-land stroke-map-line" strokeWidth={1} />
          )}
          {map.circle ? (
            <path d={map.circle} className="fill-primary/10 stroke-primary" strokeWidth={1.5} strokeDasharray="6 4" />
          ) : null}
          {map.pins.map((pin) =>
            pin.from ? (
              <path
                key={`line:${pin.href}:${pin.label}`}
                d={`M${pin.from.x} ${pin.from.y}L${pin.x} ${pin.y}`}
                className="stroke-primary"
                strokeWidth={1.25}
              />
            ) : null,
          )}
          {map.pins.map((pin) => (
            <a
              key={`${pin.href}:${pin.label}`}
              href={pin.href}
              aria-label={`${pin.label}: ${pin.name}`}
              className="group/pin"
            >
              <g transform={`translate(${pin.x} ${pin.y})`}>
                <circle
                  r={10}
                  className="fill-primary stroke-card group-hover/pin:fill-primary-hover group-focus-visible/pin:fill-primary-hover"
                  strokeWidth={2}
                />
                <text
                  textAnchor="middle"
                  dy="0.35em"
                  className="fill-primary-foreground text-[11px] font-semibold"
                  aria-hidden="true"
                >
                  {pin.label}
                </text>
              </g>
            </a>
          ))}
          {map.origin ? (
            <g transform={`translate(${map.origin.x} ${map.origin.y})`}>
              <title>{map.origin.name}</title>
              <circle r={7} className="fill-card stroke-foreground" strokeWidth={2.5} />
              <circle r={2.5} className="fill-foreground" />
            </g>
          ) : null}
          {map.scale ? (
            <g
              transform={`translate(${map.scale.x} ${map.scale.y})`}
              className="text-muted-foreground"
              aria-hidden="true"
            >
              <path d={`M0 -4V0H${map.scale.width}V-4`} className="fill-none stroke-current" strokeWidth={1.5} />
              <text x={map.scale.width + 6} dy="0.1em" className="fill-current text-[11px]">
                {map.scale.label}
              </text>
            </g>
          ) : null}
        </svg>
      </div>
      <details className="border-t border-border px-3 py-1.5 text-xs text-muted-foreground sm:hidden">
        <summary>Show the whole map</summary>
      </details>
    </figure>
  );
}

/** A card's number on the map beside its list, drawn like the pin. */
export function MapPinNumber({ label }: { label: string }) {
  return (
    <span
      className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
      title="Its number on the map"
    >
      <span className="sr-only">Map pin </span>
      {label}
    </span>
  );
}
