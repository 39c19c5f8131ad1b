import { escapeHtml } from "../mail/html";
import type { MailMessage } from "../mail/mailer";

/** The mail that hands over a finished export: one signed link, and when it stops working. */
export function exportReadyEmail(input: {
  to: string;
  link: string;
  /** "Theo's Bakehouse" for a site export; null for the reader's own data. */
  siteTitle: string | null;
  expiresAt: Date;
}): MailMessage {
  const what = input.siteTitle ? `the export of ${input.siteTitle}` : "your data export";
  const subject = input.siteTitle
    ? `Your export of ${input.siteTitle} is ready`
    : "Your data export is ready";
  const until = input.expiresAt.toUTCString();
  const text = [
    `${capitalise(what)} is ready: a ZIP archive you can download from this link until ${until}.`,
    input.link,
    "",
    "Anyone with the link can download the archive, so keep it to yourself.",
    "If you did not ask for an export, sign in and check who can use your account.",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2328;max-width:520px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
<p>${escapeHtml(capitalise(what))} is ready: a ZIP archive you can download until ${escapeHtml(until)}.</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#1f2328;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Download the archive</a></p>
<p style="color:#57606a;font-size:14px">Anyone with the link can download the archive, so keep it to yourself. If you did not ask for an export, sign in and check who can use your account.</p>
<p style="color:#57606a;font-size:12px;word-break:break-all">${escapeHtml(input.link)}</p>
</body></html>`;
  return { to: input.to, subject, text, html, link: input.link };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
