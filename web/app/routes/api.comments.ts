import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { CommentView } from "@schema/api/comments";
import { type Api, callApi, segment } from "../lib/api.server";
import {
  readWrite,
  reply,
  replyFailure,
  type SiteCall,
  signInRequired,
  siteCall,
  stringField,
} from "../lib/interactions/api-route.server";
import type { CommentsReply } from "../lib/interactions/comments";

/**
 * The recipe page's comments island (docs/spec/visitor-experience.md §4 "Comments", §7). It loads
 * after hydration, so a cached anonymous page never carries anyone's comment state, and every write
 * answers with the whole list, which replaces the page's.
 *
 * GET  /api/comments?recipeId=  → { comments, canManage, hiddenComments }
 * POST /api/comments { intent, … } with intent create | edit | delete | upvote | hide | unhide
 */

type Args = LoaderFunctionArgs | ActionFunctionArgs;
type CommentBody = Parameters<Api["site"][":siteSlug"]["comments"]["$post"]>[0]["json"];

/**
 * hono/client types an answer as parsed JSON and stops at recursion: a comment's `children`
 * (its replies) come out as any JSON value. The API's answer schema says what they are.
 */
const commentViews = (comments: readonly unknown[]) => comments as CommentView[];

/**
 * docs/spec/visitor-experience.md §6: a manager is whoever the manage current-site call answers
 * for; 401 or 404 means not a manager. Signed-out visitors are not asked about.
 */
async function isManager(args: Args, call: SiteCall): Promise<boolean> {
  if (!call.token) return false;
  const result = await callApi(
    args,
    (api) =>
      api.manage[":siteSlug"]["current-site"].$get({ param: { siteSlug: segment(call.slug) } }),
    { token: call.token },
  );
  if (!result.ok && result.status !== 401 && result.status !== 404) {
    console.error(`Manager check failed: ${result.status}`);
  }
  return result.ok;
}

/**
 * docs/spec/visitor-experience.md §8: hidden comments 401 or 404 read as an empty list; null when
 * it could not load.
 */
async function hiddenFor(args: Args, call: SiteCall, recipeId: string) {
  const result = await callApi(
    args,
    (api) =>
      api.manage[":siteSlug"]["hidden-comments"].$get({
        param: { siteSlug: segment(call.slug) },
        query: { recipeId },
      }),
    { token: call.token },
  );
  if (result.ok) return commentViews(result.body.comments);
  if (result.status === 401 || result.status === 404) return [];
  return null;
}

export async function loader(args: LoaderFunctionArgs) {
  const call = await siteCall(args);
  const recipeId = new URL(args.request.url).searchParams.get("recipeId") ?? "";
  const query = { recipeId };
  const [list, manager] = await Promise.all([
    callApi(
      args,
      (api) =>
        api.site[":siteSlug"].comments.$get({ param: { siteSlug: segment(call.slug) }, query }),
      { token: call.token },
    ),
    isManager(args, call),
  ]);
  if (!list.ok) return replyFailure(list);
  const canManage = manager || list.body.canManage;
  return reply<CommentsReply>({
    comments: commentViews(list.body.comments),
    canManage,
    hiddenComments: canManage ? commentViews(list.body.hiddenComments) : [],
  });
}

export async function action(args: ActionFunctionArgs) {
  const body = await readWrite(args);
  const call = await siteCall(args);
  if (!call.token) return signInRequired();
  const { token } = call;
  const intent = stringField(body, "intent");
  const commentId = segment(stringField(body, "commentId") ?? "");
  const siteSlug = segment(call.slug);

  switch (intent) {
    case "create": {
      // Plain text: the API splits it into paragraphs per line (schema/api/comments.ts),
      // so the browser needs no rich-text code. Passed on as posted: the API checks the
      // fields (a missing recipe or out-of-range stars is its 400).
      const json = {
        recipeId: stringField(body, "recipeId"),
        parentId: stringField(body, "parentId"),
        text: typeof body.text === "string" ? body.text : "",
        // Stars make the comment a review.
        ...(body.stars === undefined || body.stars === null ? {} : { stars: body.stars }),
      } as CommentBody;
      const result = await callApi(
        args,
        (api) => api.site[":siteSlug"].comments.$post({ param: { siteSlug }, json }),
        { token },
      );
      return result.ok ? reply(result.body, 201) : replyFailure(result);
    }
    case "edit": {
      // The author's new words, plain text as on create; the API checks them and who asks.
      const json = { text: typeof body.text === "string" ? body.text : "" };
      const result = await callApi(
        args,
        (api) =>
          api.site[":siteSlug"].comments[":commentId"].$patch({
            param: { siteSlug, commentId },
            json,
          }),
        { token },
      );
      return result.ok ? reply(result.body) : replyFailure(result);
    }
    case "delete": {
      const result = await callApi(
        args,
        (api) =>
          api.site[":siteSlug"].comments[":commentId"].$delete({ param: { siteSlug, commentId } }),
        { token },
      );
      return result.ok ? reply(result.body) : replyFailure(result);
    }
    case "upvote": {
      const upvote = body.upvoted === true;
      const result = await callApi(
        args,
        (api) =>
          upvote
            ? api.site[":siteSlug"]["comment-upvotes"].$post({
                param: { siteSlug },
                json: { commentId: stringField(body, "commentId") ?? "" },
              })
            : api.site[":siteSlug"]["comment-upvotes"][":commentId"].$delete({
                param: { siteSlug, commentId },
              }),
        { token },
      );
      return result.ok ? reply(result.body) : replyFailure(result);
    }
    case "hide":
    case "unhide": {
      const param = { siteSlug, commentId };
      const result = await callApi(
        args,
        (api) =>
          intent === "hide"
            ? api.manage[":siteSlug"].comments[":commentId"].hide.$post({ param })
            : api.manage[":siteSlug"].comments[":commentId"].unhide.$post({ param }),
        { token },
      );
      if (!result.ok) return replyFailure(result);
      // docs/spec/visitor-experience.md §7: hide and unhide are followed by a reload of the hidden
      // list.
      const hidden = await hiddenFor(args, call, stringField(body, "recipeId") ?? "");
      return reply<CommentsReply>({
        comments: commentViews(result.body.comments),
        canManage: true,
        hiddenComments: hidden,
      });
    }
    default:
      return reply({ error: "bad_request", message: "Unknown comment action" }, 400);
  }
}
