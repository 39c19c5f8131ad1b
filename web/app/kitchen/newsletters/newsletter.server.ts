import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type ApiArgs, segment } from "../../lib/api.server";
import { reply, replyFailure } from "../../lib/interactions/api-route.server";
import { managedRecipe } from "../shared/managed-recipe.server";
import { callManage } from "../shared/manager.server";
import {
  type NewsletterPanelData,
  type NewsletterReply,
  newsletterRequest,
} from "./newsletter-panel";

/**
 * The kitchen's newsletter calls for one recipe: who it would reach (the audience and the
 * mailing address the law asks for) and its sends, for the editor's loader and for the
 * progress poll; and the preview, the test send and the send itself.
 */

function newsletterPanelCalls(args: ApiArgs, siteSlug: string, recipeId: string) {
  const param = { siteSlug: segment(siteSlug) };
  return Promise.all([
    callManage(args, (manage) => manage[":siteSlug"]["newsletter-audience"].$get({ param })),
    callManage(args, (manage) =>
      manage[":siteSlug"]["newsletter-sends"].$get({ param, query: { recipeId } }),
    ),
  ]);
}

function panelData(
  siteSlug: string,
  recipeId: string,
  [audience, sends]: Awaited<ReturnType<typeof newsletterPanelCalls>>,
): NewsletterPanelData {
  // The recipe editor must open even when the newsletter side fails; it says so instead.
  if (!audience.ok) console.error(`Newsletter audience ${siteSlug}: API ${audience.status}`);
  if (!sends.ok) console.error(`Newsletter sends ${siteSlug}/${recipeId}: API ${sends.status}`);
  return {
    audience: audience.ok ? audience.body : null,
    sends: sends.ok ? sends.body.sends : null,
  };
}

/** The panel's data for the recipe editor's loader, which has checked the manager already. */
export async function loadNewsletterPanel(
  args: ApiArgs,
  siteSlug: string,
  recipeId: string,
): Promise<NewsletterPanelData> {
  return panelData(siteSlug, recipeId, await newsletterPanelCalls(args, siteSlug, recipeId));
}

/** GET /kitchen/{site}/recipes/{id}/newsletter: the panel's data, polled while a send runs. */
export async function newsletterPanelLoader(args: LoaderFunctionArgs) {
  const recipe = await managedRecipe(args);
  if (recipe instanceof Response) return recipe;
  const results = await newsletterPanelCalls(args, recipe.siteSlug, recipe.recipeId);
  // These calls are the manager check here: a dead token or a site the caller does not run
  // answers as the API did, not as a panel with nothing in it.
  const refused = results.find((result) => result.status === 401 || result.status === 404);
  if (refused && !refused.ok) return replyFailure(refused);
  return reply(panelData(recipe.siteSlug, recipe.recipeId, results));
}

/** POST /kitchen/{site}/recipes/{id}/newsletter (JSON): preview, test send, or send. */
export async function newsletterPanelAction(args: ActionFunctionArgs) {
  const recipe = await managedRecipe(args);
  if (recipe instanceof Response) return recipe;
  const parsed = newsletterRequest.safeParse(await args.request.json().catch(() => null));
  if (!parsed.success) {
    return reply(
      {
        error: "bad_request",
        message: "Some fields are not valid",
        issues: parsed.error.issues.map((issue) => ({
          path: issue.path.join("."),
          message: issue.message,
        })),
      },
      400,
    );
  }
  const request = parsed.data;
  const param = { siteSlug: segment(recipe.siteSlug) };
  const { recipeId } = recipe;
  switch (request.intent) {
    case "preview": {
      const result = await callManage(args, (manage) =>
        manage[":siteSlug"]["newsletter-previews"].$post({
          param,
          json: { recipeId, note: request.note, audience: request.audience },
        }),
      );
      if (!result.ok) return replyFailure(result);
      return reply<NewsletterReply>({ intent: "preview", ...result.body });
    }
    case "test": {
      const result = await callManage(args, (manage) =>
        manage[":siteSlug"]["newsletter-test-sends"].$post({
          param,
          json: { recipeId, note: request.note, audience: request.audience },
        }),
      );
      if (!result.ok) return replyFailure(result);
      return reply<NewsletterReply>({ intent: "test", ...result.body });
    }
    case "send": {
      const result = await callManage(
        args,
        (manage) =>
          manage[":siteSlug"]["newsletter-sends"].$post({
            param,
            json: { recipeId, note: request.note, recipients: request.recipients },
          }),
        { headers: { "Idempotency-Key": request.idempotencyKey } },
      );
      if (!result.ok) return replyFailure(result);
      return reply<NewsletterReply>({ intent: "send", ...result.body });
    }
  }
}
