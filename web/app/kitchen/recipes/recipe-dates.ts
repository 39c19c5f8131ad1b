// A fixed locale and zone: the server's render and the browser's hydration must print the same.
const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** "Oct 1, 2026" for an ISO date; "" for none. */
export const formatDate = (iso: string | null | undefined) =>
  iso ? DATE.format(new Date(iso)) : "";
