import { Link, type LinkProps } from "@remix-run/react";
import { forwardRef, type ButtonHTMLAttributes } from "react";

import { cn } from "~/utils/cn";

const VARIANTS = {
  primary: "bg-primary text-primary-foreground hover:bg-primary-hover",
  secondary: "bg-muted text-foreground hover:bg-border",
  outline: "border border-input bg-card text-foreground hover:bg-muted",
  ghost: "text-foreground hover:bg-muted",
  destructive: "bg-destructive text-destructive-foreground hover:opacity-90",
  /** A destructive step offered beside ordinary ones (Cancel next to Move): red, yet quieter than a filled button. */
  "destructive-outline":
    "border border-destructive bg-card text-destructive hover:bg-destructive hover:text-destructive-foreground",
  link: "text-primary underline-offset-4 hover:underline px-0",
} as const;

const SIZES = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "h-10 w-10",
} as const;

export type ButtonStyle = { variant?: keyof typeof VARIANTS; size?: keyof typeof SIZES };

function buttonClasses({ variant = "primary", size = "md" }: ButtonStyle = {}, className?: string) {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors",
    "disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60",
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle & { pending?: boolean };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, pending, children, disabled, type = "button", ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClasses({ variant, size }, className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      ) : null}
      {children}
    </button>
  );
});

export function ButtonLink({ variant, size, className, ...props }: LinkProps & ButtonStyle) {
  return <Link className={buttonClasses({ variant, size }, className)} {...props} />;
}

/** A form's submit button (disabled and spinning while it is sent) and a Cancel link back. */
export function FormActions({
  label,
  pendingLabel = "Saving...",
  pending,
  cancelTo,
  cancelLabel = "Cancel",
  variant,
}: {
  label: string;
  pendingLabel?: string;
  pending: boolean;
  cancelTo: string;
  /** The way back, when "Cancel" would be read as the action (Cancel project: "Keep project"). */
  cancelLabel?: string;
  variant?: ButtonStyle["variant"];
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" pending={pending} variant={variant}>
        {pending ? pendingLabel : label}
      </Button>
      <Link
        to={cancelTo}
        preventScrollReset
        className="inline-flex h-10 items-center px-3 text-sm font-medium hover:underline"
      >
        {cancelLabel}
      </Link>
    </div>
  );
}
