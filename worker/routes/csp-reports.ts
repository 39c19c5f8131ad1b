import { cspReportBody } from "@schema/api/csp-reports";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";
import { answersNothing } from "../openapi/describe";
import { logViolations, violationsOf } from "../services/platform/csp-reports";
import { validate } from "../validate";

/** The binding's window (wrangler.toml: period = 60); a refused sender may retry after it. */
const WINDOW_SECONDS = 60;

/**
 * POST /api/v1/csp-reports: the web app's /_csp-report forwards browsers' CSP violation
 * reports here, with the sender's address in CF-Connecting-IP. Anyone can send one, so each
 * address is limited (the Workers Rate Limiting binding: Pages functions cannot have it)
 * before the body is even read; then each violation becomes one log line. 204, no body.
 */
export const cspReports = new Hono<AppEnv>().post(
  "/",
  answersNothing("Logged; browsers expect no body"),
  async (c, next) => {
    const ip = c.req.header("CF-Connecting-IP") ?? "unknown";
    const { success } = await c.env.CSP_REPORT_LIMITER.limit({ key: ip });
    if (!success) {
      throw new ApiError("rate_limited", "Too many reports", undefined, WINDOW_SECONDS);
    }
    await next();
  },
  validate("json", cspReportBody),
  (c) => {
    logViolations(violationsOf(c.req.valid("json")));
    return c.body(null, 204);
  },
);
