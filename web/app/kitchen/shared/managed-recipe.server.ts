import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { callApi, segment } from "../../lib/api.server";
import { resolveHost } from "../../lib/host.server";
import { reply, replyFailure } from "../../lib/interactions/api-route.server";
import { readSessionToken } from "../../lib/session.server";

const UUID = z.uuid();

/**
 * The manager check for the recipe editor's own fetch calls (its newsletter panel, its
 * history): answers in JSON (401, 404) rather than the pages' redirect to sign-in, which a
 * script's fetch would follow into an HTML page.
 */
export async function managedRecipe(
  args: LoaderFunctionArgs | ActionFunctionArgs,
): Promise<{ siteSlug: string; recipeId: string } | Response> {
  const host = await resolveHost(args);
  const recipeId = UUID.safeParse(args.params.recipeId);
  if (host.kind !== "platform" || !args.params.site || !recipeId.success) {
    return reply({ error: "not_found", message: "Not found" }, 404);
  }
  const token = readSessionToken(args.request);
  if (!token) return reply({ error: "unauthorized", message: "Sign in again." }, 401);
  const siteSlug = segment(args.params.site);
  const site = await callApi(
    args,
    (api) => api.manage[":siteSlug"]["current-site"].$get({ param: { siteSlug } }),
    { token },
  );
  if (!site.ok) return replyFailure(site);
  return { siteSlug: site.body.site.slug, recipeId: recipeId.data };
}
