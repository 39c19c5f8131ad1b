import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { resolveHost } from "../../lib/host.server";
import { reply } from "../../lib/interactions/api-route.server";
import { readSessionToken } from "../../lib/session.server";

const UUID = z.uuid();

/**
 * What the recipe editor's own fetch calls (its newsletter panel, its history, its presence
 * beat) check before they call the API, answering in JSON (401, 404) rather than the pages'
 * redirect to sign-in, which a script's fetch would follow into an HTML page.
 *
 * It asks the API nothing: every manage route it calls next is itself the manager check
 * (404 for a site the caller does not run, 401 for a dead token), and those answers pass
 * through. So an editor's beat every 30 s costs one API call, not two.
 */
export async function managedRecipe(
  args: LoaderFunctionArgs | ActionFunctionArgs,
): Promise<{ siteSlug: string; recipeId: string } | Response> {
  const host = await resolveHost(args);
  const recipeId = UUID.safeParse(args.params.recipeId);
  if (host.kind !== "platform" || !args.params.site || !recipeId.success) {
    return reply({ error: "not_found", message: "Not found" }, 404);
  }
  if (!readSessionToken(args.request)) {
    return reply({ error: "unauthorized", message: "Sign in again." }, 401);
  }
  return { siteSlug: args.params.site, recipeId: recipeId.data };
}
