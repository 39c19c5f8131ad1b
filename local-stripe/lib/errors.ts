/**
 * Stripe's error object: `{ error: { type, code, decline_code?, message, param? } }` with
 * Stripe's HTTP status for each kind.
 */
export type StripeErrorType =
  | "invalid_request_error"
  | "card_error"
  | "idempotency_error"
  | "api_error"
  | "authentication_error";

export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly extra: { code?: string; param?: string; decline_code?: string } = {},
  ) {
    super(message);
  }

  toJSON() {
    const error: Record<string, unknown> = { type: this.type, message: this.message };
    if (this.extra.code) {
      error.code = this.extra.code;
      error.doc_url = `https://stripe.com/docs/error-codes/${this.extra.code.replaceAll("_", "-")}`;
    }
    if (this.extra.decline_code) error.decline_code = this.extra.decline_code;
    if (this.extra.param) error.param = this.extra.param;
    return { error };
  }
}

export function missingParam(param: string): StripeError {
  return new StripeError(400, "invalid_request_error", `Missing required param: ${param}.`, {
    code: "parameter_missing",
    param,
  });
}

export function invalidParam(param: string, message: string): StripeError {
  return new StripeError(400, "invalid_request_error", message, {
    code: "parameter_invalid_empty",
    param,
  });
}

export function badValue(param: string, message: string): StripeError {
  return new StripeError(400, "invalid_request_error", message, { param });
}

export function unknownParam(param: string): StripeError {
  return new StripeError(400, "invalid_request_error", `Received unknown parameter: ${param}`, {
    code: "parameter_unknown",
    param,
  });
}

/** A real Stripe parameter the local Stripe does not implement: said plainly, not ignored. */
export function notImplemented(param: string): StripeError {
  return new StripeError(
    400,
    "invalid_request_error",
    `The local Stripe does not implement ${param}.`,
    {
      param,
    },
  );
}

export function noSuch(kind: string, id: string, param = "id"): StripeError {
  return new StripeError(404, "invalid_request_error", `No such ${kind}: '${id}'`, {
    code: "resource_missing",
    param,
  });
}

export function cardDeclined(declineCode: "generic_decline" | "card_declined"): StripeError {
  return new StripeError(402, "card_error", "Your card was declined.", {
    code: "card_declined",
    decline_code: declineCode,
  });
}
