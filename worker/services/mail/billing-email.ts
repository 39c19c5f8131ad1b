import { longDay, money } from "../../lib/formats";
import { escapeHtml } from "./html";
import type { MailMessage } from "./mailer";

/**
 * Billing e-mails to readers, in the site's look: its title and accent colour.
 * Small on purpose and alike: a heading, a few lines, one button, and the footer every
 * e-mail to a subscriber has (welcome-email.tsx): why it came, and the account's
 * Subscriptions page. Each has a plain-text part.
 */

export type BillingBrand = {
  title: string;
  accent: string;
  /** The site's address; null while it is deleted, when every page of it answers 410. */
  siteUrl: string | null;
  /** The account's Subscriptions page on the platform, which outlives any one site. */
  subscriptionsUrl: string;
};

export type BillingEmail =
  | {
      kind: "receipt";
      amountCents: number;
      paidOn: Date;
      planName: string;
      invoiceUrl: string | null;
      /** The account area's Subscriptions page, where the plan is changed or cancelled. */
      manageUrl: string;
    }
  | { kind: "renewal-reminder"; amountCents: number; renewsOn: Date; manageUrl: string }
  | { kind: "payment-failed"; amountCents: number; updateCardUrl: string }
  // The plan is set to end with its period (cancelled in the Billing Portal, the account
  // area or by the site): access stays until then.
  | { kind: "cancelled"; endsOn: Date; manageUrl: string }
  | { kind: "ended"; endedOn: Date; resubscribeUrl: string }
  // The creator deleted the site: the plan was cancelled with it, and there is nothing to rejoin.
  | { kind: "site-closed"; endedOn: Date }
  // The creator restored it: the reader whose plan that cancelled is its free subscriber now.
  | { kind: "site-reopened"; closedOn: Date; resubscribeUrl: string };

type Content = { subject: string; lines: string[]; action: { label: string; url: string } | null };

function contentOf(brand: BillingBrand, mail: BillingEmail): Content {
  switch (mail.kind) {
    case "receipt":
      return {
        subject: `Your ${brand.title} receipt`,
        lines: [
          `Thank you! We received your payment of ${money(mail.amountCents)} for ${mail.planName} on ${longDay(mail.paidOn)}.`,
          `To change or cancel your plan, go to your subscriptions: ${mail.manageUrl}`,
        ],
        action: mail.invoiceUrl ? { label: "View invoice", url: mail.invoiceUrl } : null,
      };
    case "renewal-reminder":
      return {
        subject: `Your ${brand.title} subscription renews on ${longDay(mail.renewsOn)}`,
        lines: [
          `Your yearly subscription to ${brand.title} renews on ${longDay(mail.renewsOn)} for ${money(mail.amountCents)}.`,
          "Nothing to do if you would like to keep it. To change or cancel it, manage your billing before then.",
        ],
        action: { label: "Manage billing", url: mail.manageUrl },
      };
    case "payment-failed":
      return {
        subject: `Your payment to ${brand.title} failed`,
        lines: [
          `We could not charge ${money(mail.amountCents)} for your ${brand.title} subscription.`,
          "Update your card to keep reading: we will try again, and your access stays open meanwhile.",
        ],
        action: { label: "Update card", url: mail.updateCardUrl },
      };
    case "cancelled":
      return {
        subject: `Your ${brand.title} subscription is cancelled`,
        lines: [
          `Your paid subscription to ${brand.title} is cancelled and will not renew. You keep full access until ${longDay(mail.endsOn)}, and you will not be charged again.`,
          "Changed your mind? You can renew it in Manage billing before then.",
        ],
        action: { label: "Manage billing", url: mail.manageUrl },
      };
    case "ended":
      return {
        subject: `Your ${brand.title} subscription has ended`,
        lines: [
          `Your paid subscription to ${brand.title} ended on ${longDay(mail.endedOn)}. You will not be charged again.`,
          "You are welcome back any time.",
        ],
        action: { label: "Subscribe again", url: mail.resubscribeUrl },
      };
    case "site-closed":
      return {
        subject: `${brand.title} has closed: your subscription is cancelled`,
        lines: [
          `${brand.title} has closed, so your paid subscription to it was cancelled on ${longDay(mail.endedOn)}. You will not be charged again.`,
        ],
        action: null,
      };
    case "site-reopened":
      return {
        subject: `${brand.title} is back: you are a free subscriber`,
        lines: [
          `${brand.title} is back. When it closed on ${longDay(mail.closedOn)}, your paid subscription to it was cancelled, and it stays cancelled: you will not be charged.`,
          `You are now a free subscriber of ${brand.title}. To read its subscriber-only recipes again, choose a paid plan on the site.`,
        ],
        action: { label: "Choose a paid plan", url: mail.resubscribeUrl },
      };
  }
}

/** Accent colours come from the site's theme; anything but a plain hex colour falls back. */
const safeColor = (value: string) => (/^#[0-9a-fA-F]{3,8}$/.test(value) ? value : "#1f2328");

export function billingEmail(to: string, brand: BillingBrand, mail: BillingEmail): MailMessage {
  const { subject, lines, action } = contentOf(brand, mail);
  const why = `You get this e-mail about your subscription to ${brand.title}.`;
  const manage = "Manage your subscriptions";
  const text = [
    ...lines,
    ...(action ? ["", `${action.label}: ${action.url}`] : []),
    "",
    `${why} ${manage}: ${brand.subscriptionsUrl}`,
  ].join("\n");
  const accent = safeColor(brand.accent);
  const title = escapeHtml(brand.title);
  const heading = brand.siteUrl
    ? `<a href="${escapeHtml(brand.siteUrl)}" style="color:${accent};text-decoration:none">${title}</a>`
    : title;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2328;max-width:520px;margin:0 auto;padding:24px">
<p style="font-weight:700;color:${accent};font-size:18px;margin:0 0 16px">${heading}</p>
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${accent};color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>` : ""}
<p style="color:#57606a;font-size:12px">${escapeHtml(why)} <a href="${escapeHtml(brand.subscriptionsUrl)}" style="color:#57606a">${manage}</a></p>
</body></html>`;
  return { to, subject, text, html };
}
