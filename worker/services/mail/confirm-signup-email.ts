import { escapeHtml } from "./html";
import type { MailMessage } from "./mailer";

type ConfirmSignupEmail = { to: string; link: string; brand: string; expiresInDays: number };

/** The double opt-in e-mail: one button that confirms a newsletter sign-up. */
export function confirmSignupEmail({
  to,
  link,
  brand,
  expiresInDays,
}: ConfirmSignupEmail): MailMessage {
  const subject = `Confirm your subscription to ${brand}`;
  const note = `The link expires in ${expiresInDays} days. If you did not sign up, ignore this e-mail: you will not be subscribed.`;
  const text = [
    `Confirm that you want ${brand}'s newsletter by opening this link:`,
    link,
    "",
    note,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2328;max-width:520px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1f2328;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Confirm subscription</a></p>
<p style="color:#57606a;font-size:14px">${escapeHtml(note)}</p>
<p style="color:#57606a;font-size:12px;word-break:break-all">${escapeHtml(link)}</p>
</body></html>`;
  return { to, subject, text, html, link };
}
