import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { CommentListResponse, CommentsResponse } from "../../../schema/api/comments";
import { apiFetch, segment } from "../lib/api.server";
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
 * POST /api/comments { intent, … } with intent create | delete | upvote | hide | unhide
 */

type Args = LoaderFunctionArgs | ActionFunctionArgs;

/**
 * docs/spec/visitor-experience.md §6: a manager is whoever the manage current-site call answers
 * for; 401 or 404 means not a manager. Signed-out visitors are not asked about.
 */
async function isManager(args: Args, call: SiteCall): Promise<boolean> {
  if (!call.token) return false;
  const result = await apiFetch(args, `/manage/${segment(call.slug)}/current-site`, {
    token: call.token,
  });
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
  const query = new URLSearchParams({ recipeId });
  const result = await apiFetch<CommentsResponse>(
    args,
    `/manage/${segment(call.slug)}/hidden-comments?${query}`,
    { token: call.token },
  );
  if (result.ok) return result.body.comments;
  if (result.status === 401 || result.status === 404) return [];
  return null;
}

export async function loader(args: LoaderFunctionArgs) {
  const call = await siteCall(args);
  const recipeId = new URL(args.request.url).searchParams.get("recipeId") ?? "";
  const query = new URLSearchParams({ recipeId });
  const [list, manager] = await Promise.all([
    apiFetch<CommentListResponse>(args, `${call.sitePath}/comments?${query}`, {
      token: call.token,
    }),
    isManager(args, call),
  ]);
  if (!list.ok) return replyFailure(list);
  const canManage = manager || list.body.canManage;
  return reply<CommentsReply>({
    comments: list.body.comments,
    canManage,
    hiddenComments: canManage ? list.body.hiddenComments : [],
  });
}

export async function action(args: ActionFunctionArgs) {
  const body = await readWrite(args);
  const call = await siteCall(args);
  if (!call.token) return signInRequired();
  const { token } = call;
  const intent = stringField(body, "intent");
  const commentId = segment(stringField(body, "commentId") ?? "");

  switch (intent) {
    case "create": {
      const result = await apiFetch<CommentListResponse>(args, `${call.sitePath}/comments`, {
        method: "POST",
        token,
        // Plain text: the API splits it into paragraphs per line (schema/api/comments.ts),
        // so the browser needs no rich-text code.
        body: {
          recipeId: stringField(body, "recipeId"),
          parentId: stringField(body, "parentId"),
          text: typeof body.text === "string" ? body.text : "",
          // Stars make the comment a review (the API checks them).
          ...(body.stars === undefined || body.stars === null ? {} : { stars: body.stars }),
        },
      });
      return result.ok ? reply(result.body, 201) : replyFailure(result);
    }
    case "delete": {
      const result = await apiFetch<CommentListResponse>(
        args,
        `${call.sitePath}/comments/${commentId}`,
        { method: "DELETE", token },
      );
      return result.ok ? reply(result.body) : replyFailure(result);
    }
    case "upvote": {
      const upvote = body.upvoted === true;
      const result = await apiFetch<CommentListResponse>(
        args,
        upvote
          ? `${call.sitePath}/comment-upvotes`
          : `${call.sitePath}/comment-upvotes/${commentId}`,
        upvote
          ? { method: "POST", token, body: { commentId: stringField(body, "commentId") } }
          : { method: "DELETE", token },
      );
      return result.ok ? reply(result.body) : replyFailure(result);
    }
    case "hide":
    case "unhide": {
      const result = await apiFetch<CommentsResponse>(
        args,
        `/manage/${segment(call.slug)}/comments/${commentId}/${intent}`,
        { method: "POST", token },
      );
      if (!result.ok) return replyFailure(result);
      // docs/spec/visitor-experience.md §7: hide and unhide are followed by a reload of the hidden
      // list.
      const hidden = await hiddenFor(args, call, stringField(body, "recipeId") ?? "");
      return reply<CommentsReply>({
        comments: result.body.comments,
        canManage: true,
        hiddenComments: hidden,
      });
    }
    default:
      return reply({ error: "bad_request", message: "Unknown comment action" }, 400);
  }
}
