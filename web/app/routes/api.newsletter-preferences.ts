import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  newsletterPreferenceBody,
  newsletterPreferenceParam,
  replyEmailsBody,
} from "@schema/api/newsletter-preferences";
import { callApi, segment } from "../lib/api.server";
import { resolveHost } from "../lib/host.server";
import {
  readWrite,
  reply,
  replyFailure,
  signInRequired,
} from "../lib/interactions/api-route.server";
import { readSessionToken } from "../lib/session.server";

/**
 * The account area's e-mail switches (platform host only), called from the browser:
 *  GET  /api/newsletter-preferences → { preferences, commentReplies } (the sites that may
 *       mail the person, and whether replies to their comments are e-mailed);
 *  POST /api/newsletter-preferences { subscriptionId, newsletterOn } → the same, saved;
 *  POST /api/newsletter-preferences { commentReplies } → the same, saved.
 */
async function platformToken(args: LoaderFunctionArgs) {
  const host = await resolveHost(args);
  if (host.kind !== "platform") throw reply({ error: "not_found", message: "Not found" }, 404);
  const token = readSessionToken(args.request);
  if (!token) throw signInRequired();
  return token;
}

export async function loader(args: LoaderFunctionArgs) {
  const token = await platformToken(args);
  const result = await callApi(args, (api) => api.manage["newsletter-preferences"].$get(), {
    token,
  });
  return result.ok ? reply(result.body) : replyFailure(result);
}

export async function action(args: ActionFunctionArgs) {
  const body = await readWrite(args);
  const token = await platformToken(args);
  const replies = replyEmailsBody.safeParse(body);
  if (replies.success) {
    const result = await callApi(
      args,
      (api) => api.manage["comment-reply-emails"].$put({ json: replies.data }),
      { token },
    );
    return result.ok ? reply(result.body) : replyFailure(result);
  }
  const param = newsletterPreferenceParam.safeParse(body);
  const change = newsletterPreferenceBody.safeParse(body);
  if (!param.success || !change.success) {
    return reply({ error: "bad_request", message: "That change can't be made" }, 400);
  }
  const result = await callApi(
    args,
    (api) =>
      api.manage["newsletter-preferences"][":subscriptionId"].$put({
        param: { subscriptionId: segment(param.data.subscriptionId) },
        json: change.data,
      }),
    { token },
  );
  return result.ok ? reply(result.body) : replyFailure(result);
}
