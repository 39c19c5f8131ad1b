import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { callApi, segment, unexpectedApiResult } from "./api.server";
import { resolveHost } from "./host.server";
import { NO_STORE } from "./interactions/api-route.server";

/**
 * /reply-emails/{token} on a creator site: the link at the foot of every e-mail about a
 * reply to the reader's comment, and its List-Unsubscribe address (a mail provider's
 * one-click POST is answered before Remix, in newsletter/one-click.ts). The signed token is
 * the only authority, and the page names an address, so nothing here is cached or indexed.
 */

/** What a bad or tampered link gets: the page's own not-found message (404). */
export const UNKNOWN_REPLY_LINK = { unknownReplyEmailsLink: true } as const;

async function tokenOf(args: LoaderFunctionArgs) {
  const host = await resolveHost(args);
  if (host.kind !== "site") throw data(null, { status: 404 });
  return { token: segment(args.params.token ?? "") };
}

function refused(result: { status: number }, what: string): never {
  if (result.status === 404 || result.status === 400) {
    throw data(UNKNOWN_REPLY_LINK, { status: 404, headers: NO_STORE });
  }
  throw unexpectedApiResult(result, what);
}

export async function replyEmailsLoader(args: LoaderFunctionArgs) {
  const param = await tokenOf(args);
  const result = await callApi(args, (api) =>
    api["comment-reply-emails"][":token"].$get({ param }),
  );
  if (!result.ok) refused(result, "reply e-mails link");
  return data(result.body, { headers: NO_STORE });
}

export type ReplyEmailsActionData = { done: "stopped" | "started" };

/** The page's two buttons: stop the e-mails, or start them again. */
export async function replyEmailsAction(args: ActionFunctionArgs) {
  const param = await tokenOf(args);
  const form = await args.request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  if (intent !== "stop" && intent !== "start") {
    throw data(null, { status: 400, headers: NO_STORE });
  }
  const result = await callApi(args, (api) =>
    intent === "stop"
      ? api["comment-reply-emails"][":token"].$post({ param })
      : api["comment-reply-emails"][":token"].on.$post({ param }),
  );
  if (!result.ok) refused(result, `${intent} reply e-mails link`);
  const done: ReplyEmailsActionData["done"] = intent === "stop" ? "stopped" : "started";
  return data<ReplyEmailsActionData>({ done }, { headers: NO_STORE });
}
