import { escapeHtml } from "./html";
import type { MailMessage } from "./mailer";

type ContactEmail = {
  to: string;
  siteTitle: string;
  name: string;
  email: string;
  message: string;
};

/** A /contact message for the creator; replying answers the visitor (Reply-To). */
export function contactEmail({ to, siteTitle, name, email, message }: ContactEmail): MailMessage {
  const subject = `New message from ${name} via ${siteTitle}`;
  const text = [
    `${name} <${email}> wrote through the contact page of ${siteTitle}:`,
    "",
    message,
    "",
    "Reply to this e-mail to answer them.",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2328;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
<p><strong>${escapeHtml(name)}</strong> &lt;${escapeHtml(email)}&gt; wrote through the contact page of ${escapeHtml(siteTitle)}:</p>
<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #d0d7de;white-space:pre-wrap">${escapeHtml(message)}</blockquote>
<p style="color:#57606a;font-size:14px">Reply to this e-mail to answer them.</p>
</body></html>`;
  return { to, subject, text, html, replyTo: email };
}
