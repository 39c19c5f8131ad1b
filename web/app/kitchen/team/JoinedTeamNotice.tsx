import { useLocation, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

/** The flag an accepted invitation opens the kitchen with (lib/team-invitation.server.ts). */
export const JOINED_PARAM = "joined";

/**
 * "You now manage {site}." where an accepted invitation lands: announced, and focused, so it
 * is the first thing read there (the page's heading would otherwise take focus,
 * lib/use-focus-new-page.ts, which leaves alone a focus already placed). Said once, as
 * "Collection created" is: the address loses ?joined at once, so a reload does not say it
 * again, and moving to another kitchen page puts it away.
 */
export function JoinedTeamNotice({ siteTitle }: { siteTitle: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const arrivedAt = useRef(pathname);
  const [shown, setShown] = useState(() => searchParams.has(JOINED_PARAM));
  const notice = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (shown) notice.current?.focus();
  }, [shown]);
  useEffect(() => {
    if (pathname !== arrivedAt.current) setShown(false);
  }, [pathname]);
  useEffect(() => {
    if (!searchParams.has(JOINED_PARAM)) return;
    setSearchParams(
      (params) => {
        params.delete(JOINED_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [searchParams, setSearchParams]);

  if (!shown) return null;
  return (
    <p ref={notice} tabIndex={-1} role="status" className="notice notice--success kitchen__notice">
      You now manage {siteTitle}.
    </p>
  );
}
