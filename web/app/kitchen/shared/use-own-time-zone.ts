import { useEffect, useRef, useState } from "react";

/**
 * A time-zone field's value: `initial` when the thing already has one, else the author's own
 * zone, which only the browser knows (UTC in the server's HTML and without script). Guessed
 * once: the loader's data may be renewed later, and the author's choice must stand.
 */
export function useOwnTimeZone(initial: string | null, zones: readonly string[]) {
  const [zone, setZone] = useState(initial ?? "UTC");
  const guessed = useRef(false);
  useEffect(() => {
    if (initial || guessed.current) return;
    guessed.current = true;
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (own && zones.includes(own)) setZone(own);
  }, [initial, zones]);
  return [zone, setZone] as const;
}
