import { cn } from "~/utils/cn";

/** The user's logo, or the first letter of their name. */
export function Avatar({ name, src, className }: { name: string; src?: string | null; className?: string }) {
  const base =
    "inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent font-semibold text-accent-foreground";
  if (src) {
    return <img src={src} alt="" width={40} height={40} className={cn(base, "size-10 object-cover", className)} />;
  }
  return (
    <span aria-hidden="true" className={cn(base, "size-10 text-base", className)}>
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
