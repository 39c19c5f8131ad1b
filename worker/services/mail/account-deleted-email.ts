import { longDay } from "../../lib/formats";
import { escapeHtml } from "./html";
import type { MailMessage } from "./mailer";

type AccountDeletedEmail = {
  to: string;
  /** The platform's sign-in page: signing in there before `until` restores the account. */
  signInUrl: string;
  until: Date;
  /** Paid subscriptions cancelled with the account: they do not come back on a restore. */
  paidCancelled: number;
  brand: string;
};

/**
 * Sent when a person deletes their account, in the look of the sign-in e-mail: what happened,
 * the last day it can be undone and how, so a deletion they did not mean (or did not do) can
 * be undone from their inbox.
 */
export function accountDeletedEmail(mail: AccountDeletedEmail): MailMessage {
  const day = longDay(mail.until);
  const subject = `Your ${mail.brand} account is deleted`;
  const lines = [
    `Your ${mail.brand} account (${mail.to}) is deleted and you are signed out everywhere.`,
    `Changed your mind? Sign in again with this address before ${day} and your account, bookmarks, comments and free subscriptions come back.`,
    ...(mail.paidCancelled > 0
      ? [
          "Your paid subscriptions were cancelled in Stripe and do not come back by themselves: we never charge you without asking. Subscribe again on a site to rejoin it.",
        ]
      : []),
    `After ${day} your account is removed for good.`,
  ];
  const text = [...lines, "", `Sign in: ${mail.signInUrl}`].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2328;max-width:520px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p><a href="${escapeHtml(mail.signInUrl)}" style="display:inline-block;background:#1f2328;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Sign in to restore it</a></p>
<p style="color:#57606a;font-size:12px;word-break:break-all">${escapeHtml(mail.signInUrl)}</p>
</body></html>`;
  return { to: mail.to, subject, text, html };
}
