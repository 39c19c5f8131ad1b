import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useArrivalParams } from "../../lib/use-arrival-params";

/** The flag an accepted invitation opens the kitchen with (lib/team-invitation.server.ts). */
export const JOINED_PARAM = "joined";
const ARRIVAL = [JOINED_PARAM];

/**
 * "You now manage {site}." where an accepted invitation lands: announced, and focused, so it
 * is the first thing read there (the page's heading would otherwise take focus,
 * lib/use-focus-new-page.ts, which leaves alone a focus already placed). Said once, as
 * "Collection created" is: the address loses ?joined at once, so a reload does not say it
 * again, and moving to another kitchen page puts it away.
 */
export function JoinedTeamNotice({ siteTitle }: { siteTitle: string }) {
  const joined = useArrivalParams(ARRIVAL).has(JOINED_PARAM);
  const { pathname } = useLocation();
  const arrivedAt = useRef(pathname);
  const [movedOn, setMovedOn] = useState(false);
  const shown = joined && !movedOn;
  const notice = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (shown) notice.current?.focus();
  }, [shown]);
  useEffect(() => {
    if (pathname !== arrivedAt.current) setMovedOn(true);
  }, [pathname]);

  if (!shown) return null;
  return (
    <p ref={notice} tabIndex={-1} role="status" className="notice notice--success kitchen__notice">
      You now manage {siteTitle}.
    </p>
  );
}
