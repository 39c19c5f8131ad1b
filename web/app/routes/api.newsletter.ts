import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { callApi, segment } from "../lib/api.server";
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
  const result = await callApi(
    args,
    (api) =>
      api.site[":siteSlug"]["newsletter-signups"].$post({
        param: { siteSlug: segment(call.slug) },
        json: { email },
      }),
    { token: call.token },
  );
  return result.ok
    ? reply({ ok: true, confirmationRequired: result.body.confirmationRequired }, 202)
    : replyFailure(result);
}
