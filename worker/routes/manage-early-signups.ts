import { earlySignupListResponse } from "@schema/api/answers/early-signups";
import { okResponse } from "@schema/api/answers/ok";
import {
  type EarlySignupListResponse,
  earlySignupBody,
  earlySignupConfirmationBody,
} from "@schema/api/early-signups";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { answers, openToAll, sessionOnly } from "../openapi/describe";
import { clientIp, enforceAbuseLimit } from "../services/limits/abuse";
import {
  confirmEarlySignup,
  listEarlySignups,
  requestEarlySignup,
  requireStaff,
} from "../services/platform/early-signups";
import { validate } from "../validate";
import { PERSONAL } from "./site-cache-control";

/**
 * Early sign-ups (docs/spec/platform-and-kitchen.md §7 `early-signups`): POST
 * /api/v1/manage/early-signups from the platform home page, its confirmation, and the staff's list.
 */
export const manageEarlySignups = new Hono<AppEnv>()
  .post(
    "/early-signups",
    openToAll,
    answers(202, okResponse, "Noted: a confirmation e-mail is on its way to the address"),
    validate("json", earlySignupBody),
    async (c) => {
      const body = c.req.valid("json");
      await enforceAbuseLimit(c.env, "earlySignup", {
        person: `email:${body.email}`,
        ip: clientIp(c),
      });
      await requestEarlySignup(c.var.db, c.env, body);
      return c.json({ ok: true }, 202);
    },
  )
  .post(
    "/early-signups/confirmations",
    openToAll,
    answers(200, okResponse, "The address is confirmed"),
    validate("json", earlySignupConfirmationBody),
    async (c) => {
      await confirmEarlySignup(c.var.db, c.req.valid("json").token);
      return c.json({ ok: true });
    },
  )
  .get(
    "/early-signups",
    sessionOnly,
    answers(
      200,
      earlySignupListResponse,
      "Every early sign-up, newest first (platform staff only)",
    ),
    async (c) => {
      requireStaff(c);
      c.header("Cache-Control", PERSONAL);
      return c.json({
        earlySignups: await listEarlySignups(c.var.db),
      } satisfies EarlySignupListResponse);
    },
  );
