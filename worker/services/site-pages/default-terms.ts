import type { RichText } from "@schema/content/rich-text";
import { heading, paragraph } from "./default-page-blocks";

/**
 * The terms every site starts with until its creator writes their own: plain, fair terms a
 * small recipe site can stand behind, naming the site so they read as its own.
 */
export function defaultTerms(siteTitle: string): RichText {
  return {
    type: "document",
    children: [
      paragraph(
        `These terms apply to your use of ${siteTitle}. By reading the recipes, creating an account or subscribing, you agree to them.`,
      ),
      heading("Recipes and content"),
      paragraph(
        `The recipes, photos and texts on ${siteTitle} belong to their creator. You may cook from them and share links to them; please do not republish them elsewhere without permission.`,
      ),
      heading("Accounts and subscriptions"),
      paragraph(
        "You sign in with a link sent to your e-mail address; keep access to that mailbox to yourself. Paid subscriptions renew until you cancel them, and a cancellation takes effect at the end of the period already paid for.",
      ),
      heading("Comments"),
      paragraph(
        "Be kind. Comments that are abusive, unlawful or spam may be hidden or removed, and accounts that post them may be closed.",
      ),
      heading("Cooking safely"),
      paragraph(
        "Recipes are shared in good faith. Check ingredients for allergens, cook food to safe temperatures and use your own judgement in the kitchen.",
      ),
      heading("Your data"),
      paragraph(
        "Your e-mail address is used to sign you in and, if you subscribe, to send you the newsletter. Every newsletter has an unsubscribe link. You can ask for your account to be deleted through the contact page.",
      ),
      heading("Changes"),
      paragraph(
        "These terms may change; the version on this page is the one that applies. Questions are welcome through the contact page.",
      ),
    ],
  };
}
