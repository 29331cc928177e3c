import { Link, type LinkProps } from "@remix-run/react";

import { cn } from "~/utils/cn";

export const TEXT_LINK_CLASSES = "font-medium text-primary underline underline-offset-4 hover:text-primary-hover";

/** An in-text link, underlined so it does not rely on colour alone. */
export function TextLink({ className, ...props }: LinkProps) {
  return <Link className={cn(TEXT_LINK_CLASSES, className)} {...props} />;
}
