/**
 * The kitchen's notice after restoring a deleted site, from the restore call's answer. It
 * travels in the kitchen's address, for display only: what the restore did is the API's
 * business, and these values only choose the words.
 */
export type SiteRestore = {
  platformPlan: "resumed" | "unchanged" | "not_resumed";
  /** The custom domains the deletion removed: a restore does not bring them back. */
  customDomainsRemoved: readonly string[];
};

/** Where the restore lands: the kitchen's list, which shows the site among the live ones. */
export function restoredLanding(slug: string, restore: SiteRestore): string {
  const query = {
    restored: slug,
    plan: restore.platformPlan,
    domains: String(restore.customDomainsRemoved.length),
  };
  return `/kitchen?${new URLSearchParams(query)}`;
}

/** What restoring did to the owner's Pro plan (the restore call's `platformPlan`). */
const PLAN_ON_RESTORE: Record<string, string> = {
  resumed: "Its Pro plan renews again, as before the deletion.",
  not_resumed:
    "Its Pro plan is still set to end: resume it in Plans, under Manage billing, before then.",
};

const count = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n < 1000 ? n : 0;
};

/**
 * The notice's words for the restored site `title`: that it is back, its custom domains if
 * the deletion removed any (only then), and its Pro plan.
 */
export function restoredNotice(title: string, params: URLSearchParams): string {
  const domains = count(params.get("domains"));
  const lines = [`${title} is back online.`];
  if (domains === 1) {
    lines.push("Its custom domain is not restored: add it again in its settings.");
  } else if (domains > 1) {
    lines.push("Its custom domains are not restored: add them again in its settings.");
  }
  const plan = PLAN_ON_RESTORE[params.get("plan") ?? ""];
  if (plan) lines.push(plan);
  return lines.join(" ");
}
