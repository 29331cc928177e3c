import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

import { cn } from "~/utils/cn";

const control =
  "block w-full rounded-md border border-input bg-card px-3 text-sm text-foreground placeholder:text-muted-foreground " +
  "aria-invalid:border-destructive focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring";

export function Label({ className, ...props }: React.LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn("text-sm font-medium text-foreground", className)} {...props} />;
}

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(control, "h-10", className)} {...props} />;
}

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...props },
  ref,
) {
  return <textarea ref={ref} className={cn(control, "min-h-24 py-2", className)} {...props} />;
});

/** A file input styled like the other controls (its button reads "Choose File(s)"). */
export function FileInput({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      className={cn(
        "block w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-card file:px-3 file:py-1.5",
        "file:text-sm file:font-medium file:text-foreground hover:file:bg-muted",
        className,
      )}
      {...props}
    />
  );
}

export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(control, "h-10", className)} {...props} />;
}

export function FieldErrors({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="text-sm text-destructive" aria-live="polite">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

type FieldMeta = { id: string; errorId: string; errors?: string[] };

/** A labelled control with its errors under it; `meta` is the conform field the control is bound to. */
export function Field({
  label,
  meta,
  hint,
  className,
  children,
}: {
  label: ReactNode;
  meta: FieldMeta;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={meta.id}>{label}</Label>
      {children}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** Errors about the whole form (the server's answer), shown above its fields. */
export function FormErrors({ id, title, errors }: { id?: string; title?: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-md border border-destructive bg-destructive p-3 text-sm text-destructive-foreground"
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}
