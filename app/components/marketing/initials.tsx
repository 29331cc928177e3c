import { cn } from "~/utils/cn";

const SIZES = { md: "size-10 text-sm", lg: "size-16 text-xl" } as const;

/** A person's initials in a circle: no photos of people who may not exist. */
export function Initials({ name, size = "md" }: { name: string; size?: keyof typeof SIZES }) {
  const letters = name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground",
        SIZES[size],
      )}
    >
      {letters}
    </span>
  );
}
