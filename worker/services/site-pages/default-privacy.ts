import type { RichText } from "@schema/content/rich-text";
import { heading, paragraph } from "./default-page-blocks";

/**
 * The privacy notice every site starts with until its creator writes their own: what the
 * platform stores about a reader of this site and why, in plain words. It names only what
 * the platform really keeps (accounts, comments, ratings, the shopping list, subscriptions,
 * the copies the service worker keeps for offline reading, whose 7 days are its
 * OFFLINE_DAYS, and the two cookies), the newsletter's counted opens and clicks only while
 * the site counts them, and Google Analytics' cookies only while the site has an analytics id.
 */
export function defaultPrivacy(site: {
  title: string;
  googleAnalyticsId: string | null;
  newsletterAnalytics: boolean;
}): RichText {
  const siteTitle = site.title;
  return {
    type: "document",
    children: [
      paragraph(
        `This notice says what ${siteTitle} collects about you, why, and what you can do about it. Reading recipes needs no account, and nothing about you is collected to read them.`,
      ),
      heading("Your account"),
      paragraph(
        "When you sign in or create an account we keep your e-mail address, which is how you sign in (we send you a link and a code), and the display name and picture you choose to add. Your bookmarks, the stars you give recipes, your shopping list and your choice of units are kept with your account so they follow you from device to device.",
      ),
      heading("On your device"),
      paragraph(
        "Recipes you open or bookmark, their pictures and your shopping list are kept in your browser so they open without a network; a subscriber-only recipe is kept only while you may read it. These copies are yours alone: they are removed when you sign out and expire after 7 days offline. Your place in cook mode and, until you sign in, your shopping list are kept in your browser too.",
      ),
      heading("Comments"),
      paragraph(
        "A comment you post is shown with your display name and picture, and kept until you or the site's creator delete it. When you delete your account you choose whether your comments stay as “Deleted user” or go.",
      ),
      heading("Subscriptions and newsletters"),
      paragraph(
        "If you subscribe, we keep your plan and whether you want the newsletter, and we send it to your e-mail address. Every newsletter has a one-click unsubscribe link, and you can turn it off from your account at any time.",
      ),
      ...(site.newsletterAnalytics
        ? [
            paragraph(
              `Newsletters count how many readers open them and click their links, with a tiny image and links that pass through ${siteTitle}'s own address. Whether you opened or clicked a newsletter is kept for 14 days, then only the totals, and ${siteTitle}'s creator sees only the totals.`,
            ),
          ]
        : []),
      heading("Payments"),
      paragraph(
        "Paid subscriptions are handled by Stripe. Your card details go to Stripe directly and never reach this site; we keep only what Stripe tells us about your subscription (its plan, status and renewal date). Stripe's own privacy policy covers what it keeps.",
      ),
      heading("Cookies"),
      paragraph(
        "We use two cookies, both our own: one keeps you signed in (only once you sign in), and one remembers whether you prefer metric or US units and °C or °F, so recipes open the way you like them. Your browser's storage also remembers that you closed or answered the newsletter pop-up. None of them is used for advertising or shared with anyone.",
      ),
      ...(site.googleAnalyticsId
        ? [
            paragraph(
              `${siteTitle} also uses Google Analytics to count visits and see which recipes are read. Google sets its own cookies for this and its privacy policy covers them.`,
            ),
          ]
        : []),
      heading("Your rights"),
      paragraph(
        "From your account you can download everything we keep about you, change your e-mail preferences and delete your account; deletion takes effect at once and is final after 30 days. Questions are welcome through the contact page.",
      ),
    ],
  };
}
