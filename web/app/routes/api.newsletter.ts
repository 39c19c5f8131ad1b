import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import type { NewsletterSignupResponse } from "../../../schema/api/subscriptions";
import { apiFetch } from "../lib/api.server";
import {
  readWrite,
  reply,
  replyFailure,
  siteCall,
  stringField,
} from "../lib/interactions/api-route.server";

/**
 * The footer form, the newsletter modal and the recipe page's newsletter box:
 * POST /api/newsletter { email } signs the address up for the site's newsletter: at once for
 * a signed-in reader's own address, otherwise once the e-mailed link is used
 * (confirmationRequired). The API answers the same whether or not the address was known.
 */
export async function action(args: ActionFunctionArgs) {
  const body = await readWrite(args);
  const call = await siteCall(args);
  const email = stringField(body, "email")?.trim() ?? "";
  // The session goes along: a signed-in reader's own address needs no confirmation link.
  const result = await apiFetch<NewsletterSignupResponse>(
    args,
    `${call.sitePath}/newsletter-signups`,
    { method: "POST", body: { email }, token: call.token },
  );
  return result.ok
    ? reply({ ok: true, confirmationRequired: result.body.confirmationRequired }, 202)
    : replyFailure(result);
}
