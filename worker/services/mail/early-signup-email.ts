import { escapeHtml } from "./html";
import type { MailMessage } from "./mailer";

/** The double opt-in mail of an early sign-up: one link that confirms the address. */
export function earlySignupEmail({ to, link }: { to: string; link: string }): MailMessage {
  const subject = "Confirm your early sign-up";
  const text = [
    "Thanks for your interest in opening a recipe site with us.",
    "Confirm your address by opening this link, and we'll write when your site can open:",
    link,
    "",
    "If you did not sign up, ignore this e-mail and you will hear nothing more.",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2328;max-width:520px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
<p>Thanks for your interest in opening a recipe site with us. Confirm your address, and we'll write when your site can open:</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1f2328;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Confirm my sign-up</a></p>
<p style="color:#57606a;font-size:14px">If you did not sign up, ignore this e-mail and you will hear nothing more.</p>
<p style="color:#57606a;font-size:12px;word-break:break-all">${escapeHtml(link)}</p>
</body></html>`;
  return { to, subject, text, html, link };
}
