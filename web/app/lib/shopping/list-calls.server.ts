import type { ShoppingListLine } from "@schema/api/shopping-list";
import { type ApiArgs, type ApiResult, callApi, segment } from "../api.server";
import { resolveHost } from "../host.server";
import { readSessionToken } from "../session.server";

/**
 * The shopping list's calls as the web app makes them for a page or a client island: the
 * visitor's session token forwarded, the site taken from the host (a creator site) or from
 * the request (the platform host's bookmarks). Bodies are passed on as posted: the API
 * checks them and names what is wrong.
 */
export type ListOp =
  | { op: "get" }
  | {
      op: "add-recipe";
      requestId: string;
      siteSlug?: string;
      recipeSlug: string;
      scale: number;
      system: string;
      lines?: ShoppingListLine[];
    }
  | { op: "add-line"; requestId: string; text: string; lines?: ShoppingListLine[] }
  // Signed out: the lines the browser kept as typed (added offline), read once it is back.
  | { op: "read-typed"; lines: ShoppingListLine[] }
  // Queued in a browser before lines were typed as one text: sent as they were.
  | {
      op: "add-line";
      requestId: string;
      text?: undefined;
      name: string;
      amount: string;
      unit: string;
    }
  | {
      op: "edit";
      requestId?: string;
      lineId: string;
      checked?: boolean;
      name?: string;
      amount?: string;
      unit?: string;
    }
  | { op: "remove"; lineId: string }
  | { op: "clear-checked"; requestId: string }
  | { op: "merge"; requestId: string; lines: ShoppingListLine[] };

type ListAnswer = { lines: ShoppingListLine[] };

/** The site slug a recipe belongs to: this host's site, or the one the request names. */
async function siteSlugFor(args: ApiArgs, named: string | undefined): Promise<string> {
  const host = await resolveHost(args);
  return host.kind === "site" ? host.site.slug : (named ?? "");
}

/**
 * Runs one list operation. Signed out, only adding a recipe or a typed line, and reading the
 * lines typed offline, work (on the list the browser keeps, sent as `lines`); the rest answer
 * 401 and the browser keeps its own list.
 */
export async function runListOp(
  args: ApiArgs,
  body: ListOp,
): Promise<ApiResult<ListAnswer> & { stored: "account" | "browser" }> {
  const token = readSessionToken(args.request);
  const api = <R extends ApiResult<ListAnswer>>(result: R) => ({
    ...result,
    stored: token ? ("account" as const) : ("browser" as const),
  });
  if (body.op === "add-recipe") {
    const recipe = {
      siteSlug: await siteSlugFor(args, body.siteSlug),
      recipeSlug: body.recipeSlug,
      scale: body.scale,
      system: body.system,
    } as { siteSlug: string; recipeSlug: string; scale: 1; system: "metric" };
    if (!token) {
      const lines = (body.lines ?? []) as ShoppingListLine[];
      return api(
        await callApi(args, (a) =>
          a["shopping-list"]["browser-recipes"].$post({ json: { ...recipe, lines } }),
        ),
      );
    }
    return api(
      await callApi(
        args,
        (a) => a["shopping-list"].recipes.$post({ json: { ...recipe, requestId: body.requestId } }),
        { token },
      ),
    );
  }
  if ((body.op === "add-line" && !token && body.text !== undefined) || body.op === "read-typed") {
    const text = body.op === "add-line" ? body.text : undefined;
    const lines = body.lines ?? [];
    return api(
      await callApi(args, (a) =>
        a["shopping-list"]["browser-lines"].$post({ json: { text, lines } }),
      ),
    );
  }
  const options = { token };
  switch (body.op) {
    case "get":
      return api(await callApi(args, (a) => a["shopping-list"].$get(), options));
    case "add-line":
      return api(
        await callApi(
          args,
          (a) =>
            a["shopping-list"].lines.$post({
              json:
                body.text === undefined
                  ? {
                      requestId: body.requestId,
                      name: body.name,
                      amount: body.amount,
                      unit: body.unit,
                    }
                  : { requestId: body.requestId, text: body.text },
            }),
          options,
        ),
      );
    case "edit": {
      const { lineId, op: _, ...json } = body;
      return api(
        await callApi(
          args,
          (a) =>
            a["shopping-list"].lines[":lineId"].$patch({
              param: { lineId: segment(lineId) },
              json: json as { checked?: boolean },
            }),
          options,
        ),
      );
    }
    case "remove":
      return api(
        await callApi(
          args,
          (a) =>
            a["shopping-list"].lines[":lineId"].$delete({
              param: { lineId: segment(body.lineId) },
            }),
          options,
        ),
      );
    case "clear-checked":
      return api(
        await callApi(
          args,
          (a) => a["shopping-list"]["clear-checked"].$post({ json: { requestId: body.requestId } }),
          options,
        ),
      );
    case "merge":
      return api(
        await callApi(
          args,
          (a) =>
            a["shopping-list"].merges.$post({
              json: { requestId: body.requestId, lines: body.lines },
            }),
          options,
        ),
      );
  }
}
