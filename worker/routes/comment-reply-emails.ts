import { replyEmailsStatusResponse } from "@schema/api/answers/newsletters";
import {
  type ReplyEmailsStatusResponse,
  replyEmailsParam,
} from "@schema/api/newsletter-preferences";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { answers } from "../openapi/describe";
import { replyMailStatus, setReplyMailByToken } from "../services/comments/reply-mail-switch";
import { validate } from "../validate";

/**
 * The link in every reply e-mail: /api/v1/comment-reply-emails/{token} (GET the state, POST
 * to stop the e-mails: the page's button and RFC 8058's one-click POST, which the site's
 * /reply-emails/{token} page relays) and /comment-reply-emails/{token}/on. No session: the
 * signed token is the authority, and any body (List-Unsubscribe=One-Click) is ignored.
 */
export const commentReplyEmails = new Hono<AppEnv>()
  .get(
    "/:token",
    answers(
      200,
      replyEmailsStatusResponse,
      "Whose reply e-mails the link is for, and whether they are sent",
    ),
    validate("param", replyEmailsParam),
    async (c) => {
      const status = await replyMailStatus(c.var.db, c.env, c.req.valid("param").token);
      return c.json(status satisfies ReplyEmailsStatusResponse);
    },
  )
  .post(
    "/:token",
    answers(200, replyEmailsStatusResponse, "Stopped: replies are no longer e-mailed"),
    validate("param", replyEmailsParam),
    async (c) => {
      const token = c.req.valid("param").token;
      const status = await setReplyMailByToken(c.var.db, c.env, token, false);
      return c.json(status satisfies ReplyEmailsStatusResponse);
    },
  )
  .post(
    "/:token/on",
    answers(200, replyEmailsStatusResponse, "Started again: replies are e-mailed"),
    validate("param", replyEmailsParam),
    async (c) => {
      const token = c.req.valid("param").token;
      const status = await setReplyMailByToken(c.var.db, c.env, token, true);
      return c.json(status satisfies ReplyEmailsStatusResponse);
    },
  );
