import { useHydrated } from "../lib/use-hydrated";

/**
 * A moment in the author's or reader's own time zone, which only the browser knows: the
 * server's HTML (and hydration, which must print the same) says it in UTC, and once script
 * runs it is said again in the browser's zone ("Nov 18, 2026, 10:04 AM EST").
 */

const UTC = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});
let local: Intl.DateTimeFormat | undefined;

const valid = (instant: Date) => !Number.isNaN(instant.getTime());

/** "Nov 18, 2026, 3:04 PM UTC" */
const utcMoment = (iso: string) => {
  const instant = new Date(iso);
  return valid(instant) ? `${UTC.format(instant)} UTC` : "";
};

/** "Nov 18, 2026, 10:04 AM EST": in this runtime's zone, named. */
function localMoment(iso: string) {
  const instant = new Date(iso);
  if (!valid(instant)) return "";
  local ??= new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
  return local.format(instant);
}

export function Moment({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  return <time dateTime={iso}>{hydrated ? localMoment(iso) : utcMoment(iso)}</time>;
}
