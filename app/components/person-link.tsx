import { Link } from "@remix-run/react";

type Linkable = { display_name: string; profile_url: string | null };

/** A person's name, linking to their profile only when the viewer may open it (the server decides: profile_url). */
export function PersonLink({
  person,
  fallback = "A former member",
  className = "hover:underline",
}: {
  person: Linkable | null | undefined;
  fallback?: string;
  className?: string;
}) {
  if (!person) return <>{fallback}</>;
  return person.profile_url ? (
    <Link to={person.profile_url} className={className}>
      {person.display_name}
    </Link>
  ) : (
    <span className={className.replace("hover:underline", "").trim() || undefined}>{person.display_name}</span>
  );
}
