import type { ActionFunctionArgs } from "@remix-run/cloudflare";
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
 * POST /api/newsletter { email } signs the address up for the site's newsletter. The API
 * answers the same whether or not the address was known, so nobody learns who is signed up.
 */
export async function action(args: ActionFunctionArgs) {
  const body = await readWrite(args);
  const call = await siteCall(args);
  const email = stringField(body, "email")?.trim() ?? "";
  const result = await apiFetch(args, `${call.sitePath}/newsletter-signups`, {
    method: "POST",
    body: { email },
  });
  return result.ok ? reply({ ok: true }, 202) : replyFailure(result);
}
