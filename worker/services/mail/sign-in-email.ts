import { escapeHtml } from "./html";
import type { MailMessage } from "./mailer";

type SignInEmail = {
  to: string;
  link: string;
  code: string;
  /** The site's title, or the platform's name on the platform host. */
  brand: string;
  isSignUp: boolean;
  /** The link also confirms a free subscription to the site (the subscribe form, sign-up's box). */
  subscribes: boolean;
  expiresInHours: number;
};

/** The words of each kind of link: its button, its subject and the sentence that asks. */
function wording(kind: "sign-in" | "sign-up" | "subscribe", brand: string) {
  if (kind === "subscribe") {
    return {
      action: "Confirm your subscription",
      subject: `Confirm your subscription to ${brand}`,
      intro: `Confirm your free subscription to ${brand} and finish creating your account`,
    };
  }
  const action = kind === "sign-up" ? "Finish creating your account" : "Sign in";
  const subject = kind === "sign-up" ? `Confirm your ${brand} account` : `Sign in to ${brand}`;
  return { action, subject, intro: `${action} on ${brand}` };
}

/** The magic-link e-mail: a button, the same link as text, and the one-time code. */
export function signInEmail({
  to,
  link,
  code,
  brand,
  isSignUp,
  subscribes,
  expiresInHours,
}: SignInEmail): MailMessage {
  const { action, subject, intro } = wording(
    subscribes ? "subscribe" : isSignUp ? "sign-up" : "sign-in",
    brand,
  );
  const text = [
    `${intro} by opening this link:`,
    link,
    "",
    `Or enter this code on the sign-in page: ${code}`,
    "",
    `The link and code expire in ${expiresInHours} hours. If you did not ask for this e-mail, you can ignore it.`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2328;max-width:520px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
<p>${escapeHtml(intro)}.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1f2328;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p>Or enter this code on the sign-in page:</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:700">${escapeHtml(code)}</p>
<p style="color:#57606a;font-size:14px">The link and code expire in ${expiresInHours} hours. If you did not ask for this e-mail, you can ignore it.</p>
<p style="color:#57606a;font-size:12px;word-break:break-all">${escapeHtml(link)}</p>
</body></html>`;
  return { to, subject, text, html, link, code };
}
