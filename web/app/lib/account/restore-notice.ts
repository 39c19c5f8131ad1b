/**
 * The notice after a sign-in that undid an account's deletion (the API's `restoredAccount`).
 * It travels in the landing page's address, for display only: what the restore did is the
 * API's business, and these counts only choose the words.
 */
export type RestoredAccount = { freeSubscriptions: number; paidSubscriptionsEnded: number };

const SECTION = "/subscriptions";

/** On a creator's site, the page that says it before the reader goes on (routes/welcome-back.tsx). */
export const SITE_WELCOME_BACK = "/welcome-back";

const countsOf = (restored: RestoredAccount) => ({
  restored: "1",
  free: String(restored.freeSubscriptions),
  paid: String(restored.paidSubscriptionsEnded),
});

/**
 * Where a restoring sign-in lands: on the platform, the Subscriptions page, where what came
 * back shows; on a creator's site (the account area is another host), the site's own
 * welcome-back page, which leads on to `next`, where the reader was going.
 */
export function restoredLanding(
  restored: RestoredAccount,
  on: { host: "platform" } | { host: "site"; next: string } = { host: "platform" },
): string {
  if (on.host === "platform") return `${SECTION}?${new URLSearchParams(countsOf(restored))}`;
  const query = new URLSearchParams({ ...countsOf(restored), next: on.next });
  return `${SITE_WELCOME_BACK}?${query}`;
}

const count = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n < 10_000 ? n : 0;
};

export function readRestored(url: URL): RestoredAccount | null {
  if (url.searchParams.get("restored") !== "1") return null;
  return {
    freeSubscriptions: count(url.searchParams.get("free")),
    paidSubscriptionsEnded: count(url.searchParams.get("paid")),
  };
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

/**
 * The notice's sentences: what came back, and what did not and how to get it back. `where`:
 * the account area lists the sites below the notice; a creator's site links to that list.
 */
export function restoreNoticeLines(
  restored: RestoredAccount,
  where: "account" | "site" = "account",
): string[] {
  const lines = ["Your account is restored: your profile, bookmarks and comments are back."];
  const { freeSubscriptions: free, paidSubscriptionsEnded: paid } = restored;
  if (free > 0) {
    lines.push(
      `${plural(free, "Your free subscription is", "free subscriptions are")} running again, and newsletters arrive as before.`,
    );
  }
  if (paid > 0) {
    lines.push(
      `${plural(paid, "Your paid subscription was", "paid subscriptions were")} cancelled when you deleted your account and ${paid === 1 ? "does" : "do"} not come back by ${paid === 1 ? "itself" : "themselves"}: we never charge you without asking. To rejoin, ${where === "account" ? "open the site below" : "open it from your subscriptions"} and subscribe again.`,
    );
  }
  return lines;
}
