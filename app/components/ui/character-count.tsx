import { useEffect, useState, type RefObject } from "react";

import { useHydrated } from "~/utils/use-hydrated";

/**
 * A text field's hint that counts toward its minimum length as one types ("12 / 20 characters minimum"); before
 * JavaScript runs it states the minimum. The count follows the field behind `field` (typed, pasted or restored).
 */
export function CharacterCount({
  field,
  min,
  hint,
}: {
  field: RefObject<HTMLTextAreaElement | HTMLInputElement | null>;
  min: number;
  hint: string;
}) {
  const hydrated = useHydrated();
  const [length, setLength] = useState(0);
  useEffect(() => {
    const element = field.current;
    if (!element) return;
    const count = () => setLength(element.value.trim().length);
    count();
    element.addEventListener("input", count);
    return () => element.removeEventListener("input", count);
  }, [field, hydrated]);
  if (!hydrated) return <>{`At least ${min} characters. ${hint}`}</>;
  return (
    <>
      <span className={length < min ? "font-medium text-foreground" : undefined}>
        {length < min ? `${length} / ${min} characters minimum` : `${length} characters`}
      </span>
      {`. ${hint}`}
    </>
  );
}
