import type { IncomingMessage } from "node:http";
import { apiRoutes } from "../api/index";
import { match } from "../api/router";
import type { Ctx, Emulator } from "./context";
import { StripeError } from "./errors";
import { expand } from "./expand";
import { parseForm } from "./form";
import { newId } from "./ids";
import { allowOnly, expandList } from "./params";
import { PLATFORM_ACCOUNT } from "./store";

export type ApiResponse = { status: number; body: string; headers: Record<string, string> };

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function authenticate(req: IncomingMessage): void {
  const authorization = header(req, "authorization");
  if (!authorization) {
    throw new StripeError(
      401,
      "invalid_request_error",
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    );
  }
  // Bearer is what the SDK sends; curl users send the key as Basic auth's user name, as Stripe allows.
  const bearer = /^Bearer (\S+)$/.exec(authorization)?.[1];
  const basic = /^Basic (\S+)$/.exec(authorization)?.[1];
  const key =
    bearer ?? (basic ? Buffer.from(basic, "base64").toString("utf8").split(":")[0] : "") ?? "";
  // Any test secret key is accepted; live and publishable keys are not.
  if (!/^sk_test_\w+$/.test(key)) {
    const shown =
      key.length > 8
        ? `${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`
        : key;
    throw new StripeError(401, "invalid_request_error", `Invalid API Key provided: ${shown}`, {
      code: "api_key_invalid",
    });
  }
}

function actingAccount(emu: Emulator, req: IncomingMessage): string {
  const requested = header(req, "stripe-account");
  if (!requested || requested === PLATFORM_ACCOUNT) return PLATFORM_ACCOUNT;
  const entry = emu.store.get(requested);
  if (entry?.obj.object !== "account") {
    throw new StripeError(
      403,
      "invalid_request_error",
      `The provided key does not have access to account '${requested}' (or that account does not exist). Application access may have been revoked.`,
      { code: "account_invalid" },
    );
  }
  return requested;
}

/**
 * One Stripe API request: authentication, `Stripe-Account`, parameters, `Idempotency-Key`,
 * the call itself, `expand[]`, and Stripe's error objects.
 */
export function handleApi(
  emu: Emulator,
  req: IncomingMessage,
  url: URL,
  body: string,
): ApiResponse {
  const requestId = newId("req");
  const headers: Record<string, string> = { "request-id": requestId, "stripe-version": "local" };
  const method = req.method ?? "GET";
  const seqBefore = emu.store.nextSeq();
  let idempotencyKey: string | null = null;
  let account = PLATFORM_ACCOUNT;
  const respond = (status: number, json: unknown): ApiResponse => ({
    status,
    body: JSON.stringify(json, null, 2),
    headers,
  });
  try {
    authenticate(req);
    account = actingAccount(emu, req);
    if (account !== PLATFORM_ACCOUNT) headers["stripe-account"] = account;
    idempotencyKey = method === "POST" ? (header(req, "idempotency-key") ?? null) : null;
    const fingerprint = `${method} ${url.pathname} ${body}`;
    const idempotencyId = idempotencyKey ? `${account} ${idempotencyKey}` : null;
    if (idempotencyId) {
      const earlier = emu.store.idempotent(idempotencyId);
      if (earlier && earlier.fingerprint !== fingerprint) {
        throw new StripeError(
          400,
          "idempotency_error",
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        );
      }
      if (earlier) {
        headers["idempotent-replayed"] = "true";
        headers["original-request"] = requestId;
        return { status: earlier.status, body: earlier.body, headers };
      }
    }
    const found = match(apiRoutes, method, url.pathname);
    if (!found || "methodNotAllowed" in found) {
      throw new StripeError(
        404,
        "invalid_request_error",
        `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      );
    }
    // The SDK sends POST parameters in the body, GET ones in the query; DELETE may use either.
    const params =
      method === "POST"
        ? parseForm(body)
        : { ...parseForm(url.searchParams.toString()), ...parseForm(body) };
    const ctx: Ctx = { emu, account, request: { id: requestId, idempotency_key: idempotencyKey } };
    let result: ApiResponse;
    try {
      // Retrieving one object takes no parameters but `expand` (Stripe rejects others).
      if (method === "GET" && found.route.pattern.endsWith("/:id")) allowOnly(params, []);
      const answer = found.route.handler(ctx, params, found.path);
      result = respond(200, expand(emu.store, account, answer, expandList(params)));
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      result = respond(error.status, error);
    }
    if (idempotencyId) {
      emu.store.remember(idempotencyId, { fingerprint, status: result.status, body: result.body });
    }
    return result;
  } catch (error) {
    if (error instanceof StripeError) return respond(error.status, error);
    emu.log(`local Stripe: ${method} ${url.pathname} failed: ${(error as Error).stack}`);
    return respond(
      500,
      new StripeError(500, "api_error", "An unexpected error occurred in the local Stripe."),
    );
  } finally {
    if (method !== "GET" || emu.store.nextSeq() !== seqBefore + 1) emu.store.save();
  }
}
