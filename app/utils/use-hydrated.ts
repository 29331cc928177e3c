import { useEffect, useState } from "react";

let hydrated = false;

/** False during the server render and the first client render, true once React has hydrated. */
export function useHydrated() {
  const [isHydrated, setIsHydrated] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setIsHydrated(true);
  }, []);
  return isHydrated;
}
