import type { Context } from "hono";
import type { AppEnv } from "../env";
import { requestMagicLink } from "../services/identity/sign-in";
import { clientIp } from "../services/limits/abuse";
import type { Site } from "../services/sites/lookup";

export const userAgent = (c: Context) => c.req.header("User-Agent") ?? null;

type LinkForm = { email: string; callbackUrl?: string; subscribe: boolean };

/**
 * The one handler behind every sign-in and sign-up form, on the platform (no site) and on a
 * site: a link and code are mailed, and the answer only says the request was taken.
 */
export async function mailSignInLink(
  c: Context<AppEnv>,
  site: Site | null,
  purpose: "sign-in" | "sign-up",
  form: LinkForm,
  next: string,
) {
  const { email, callbackUrl, subscribe } = form;
  const request = { site, email, next, purpose, subscribe, callbackUrl, clientIp: clientIp(c) };
  await requestMagicLink(c.var.db, c.env, request);
  return c.json({ ok: true }, 202);
}
