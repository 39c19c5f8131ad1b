import { useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";

/**
 * The query parameters a redirect carries for a notice said once on arrival ("Collection
 * created", "You now manage …", a deleted or restored site): read as the page arrives, then
 * taken out of the address, so a reload or Back does not say it again. A redirect to the
 * page already open (an action's answer) brings new ones, which replace the last. `names`
 * is a constant list at each caller (a new array each render would run this each render).
 */
export function useArrivalParams(names: readonly string[]): URLSearchParams {
  const [searchParams, setSearchParams] = useSearchParams();
  const [arrived, setArrived] = useState(() => picked(searchParams, names));

  useEffect(() => {
    if (!names.some((name) => searchParams.has(name))) return;
    setArrived(picked(searchParams, names));
    setSearchParams(
      (params) => {
        for (const name of names) params.delete(name);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [searchParams, setSearchParams, names]);

  return arrived;
}

function picked(searchParams: URLSearchParams, names: readonly string[]): URLSearchParams {
  const kept = new URLSearchParams();
  for (const name of names) {
    for (const value of searchParams.getAll(name)) kept.append(name, value);
  }
  return kept;
}
