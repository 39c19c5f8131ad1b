import type { Ctx } from "../lib/context";
import { badValue, missingParam, StripeError } from "../lib/errors";
import { changedFields, emitEvent } from "../lib/events";
import { fromFixture } from "../lib/fixtures";
import { newId } from "../lib/ids";
import { formatAmount } from "../lib/invoices";
import { listObject, matchesCreated } from "../lib/lists";
import {
  allowOnly,
  mergeMetadata,
  oneOf,
  optionalBoolean,
  optionalInteger,
  optionalRecord,
  optionalString,
} from "../lib/params";
import type { Entry } from "../lib/store";
import type { Obj, Params } from "../lib/types";
import { customerNow } from "./customers";
import { type Route, route } from "./router";

/** PaymentIntents, Charges and invoice payments (read-only: invoices make them), and Refunds. */

const LIST = ["limit", "starting_after", "ending_before", "created"];

function find(ctx: Ctx, type: string, id: string, label: string, param = "id"): Entry {
  return ctx.emu.store.find(ctx.account, type, id, label, param);
}

function list(ctx: Ctx, type: string, params: Params, url: string, keep: (o: Obj) => boolean) {
  const items = ctx.emu.store
    .all(ctx.account, type)
    .map((e) => e.obj)
    .filter(keep)
    .filter((o) => matchesCreated(o.created, params.created));
  return listObject(items, params, url);
}

/** A refund of all or part of a succeeded charge, with refund.created and charge.refunded. */
function createRefund(ctx: Ctx, params: Params): Obj {
  allowOnly(params, [
    "charge",
    "payment_intent",
    "amount",
    "reason",
    "metadata",
    "refund_application_fee",
    "reverse_transfer",
  ]);
  const chargeId = optionalString(params, "charge");
  const intentId = optionalString(params, "payment_intent");
  if (!chargeId && !intentId) throw missingParam("charge");
  let charge: Entry;
  if (intentId) {
    const intent = find(ctx, "payment_intent", intentId, "payment_intent", "payment_intent").obj;
    if (intent.status !== "succeeded" || !intent.latest_charge) {
      throw new StripeError(
        400,
        "invalid_request_error",
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        { code: "charge_not_refundable", param: "payment_intent" },
      );
    }
    if (chargeId && chargeId !== intent.latest_charge) {
      throw badValue("charge", "The charge does not belong to the PaymentIntent.");
    }
    charge = find(ctx, "charge", intent.latest_charge, "charge", "charge");
  } else {
    charge = find(ctx, "charge", chargeId as string, "charge", "charge");
  }
  const c = charge.obj;
  if (c.status !== "succeeded") {
    throw new StripeError(400, "invalid_request_error", `Charge ${c.id} has not succeeded.`, {
      code: "charge_not_refundable",
      param: "charge",
    });
  }
  const left = c.amount - c.amount_refunded;
  if (left <= 0) {
    throw new StripeError(
      400,
      "invalid_request_error",
      `Charge ${c.id} has already been refunded.`,
      {
        code: "charge_already_refunded",
        param: "charge",
      },
    );
  }
  const amount = optionalInteger(params, "amount") ?? left;
  if (amount < 1) throw badValue("amount", "Invalid positive integer");
  if (amount > left) {
    throw new StripeError(
      400,
      "invalid_request_error",
      `Refund amount (${formatAmount(amount, c.currency)}) is greater than unrefunded amount on charge (${formatAmount(left, c.currency)})`,
      { code: "amount_too_large", param: "amount" },
    );
  }
  const reason =
    oneOf(
      optionalString(params, "reason"),
      ["duplicate", "fraudulent", "requested_by_customer"],
      "reason",
    ) ?? null;
  optionalBoolean(params, "refund_application_fee");
  if (optionalBoolean(params, "reverse_transfer")) {
    throw badValue("reverse_transfer", "This charge has no transfer to reverse.");
  }
  const customer = c.customer ? ctx.emu.store.get(c.customer)?.obj : null;
  const at = customerNow(ctx.emu.store, customer);
  const refund = fromFixture("refund", {
    id: newId("re"),
    amount,
    balance_transaction: null,
    charge: c.id,
    created: at,
    currency: c.currency,
    customer: c.customer,
    customer_account: null,
    destination_details: { card: { type: "refund" }, type: "card" },
    metadata: mergeMetadata({}, params),
    payment_intent: c.payment_intent,
    payment_method: c.payment_method,
    reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: "succeeded",
    transfer_reversal: null,
  });
  ctx.emu.store.insert(ctx.account, refund);
  emitEvent(ctx, "refund.created", refund, { at });
  const before = structuredClone(c);
  c.amount_refunded += amount;
  c.refunded = c.amount_refunded === c.amount;
  c.refunds.data.unshift(structuredClone(refund));
  const previous = changedFields(before, c);
  emitEvent(ctx, "charge.refunded", c, { previous, at });
  return refund;
}

export const paymentRoutes: Route[] = [
  route(
    "GET",
    "/v1/payment_intents/:id",
    (ctx, _p, path) => find(ctx, "payment_intent", path.id as string, "payment_intent").obj,
  ),
  route("GET", "/v1/payment_intents", (ctx, params) => {
    allowOnly(params, [...LIST, "customer"]);
    const customer = optionalString(params, "customer");
    return list(
      ctx,
      "payment_intent",
      params,
      "/v1/payment_intents",
      (p) => !customer || p.customer === customer,
    );
  }),
  route(
    "GET",
    "/v1/charges/:id",
    (ctx, _p, path) => find(ctx, "charge", path.id as string, "charge").obj,
  ),
  route("GET", "/v1/charges", (ctx, params) => {
    allowOnly(params, [...LIST, "customer", "payment_intent"]);
    const customer = optionalString(params, "customer");
    const intent = optionalString(params, "payment_intent");
    return list(
      ctx,
      "charge",
      params,
      "/v1/charges",
      (c) => (!customer || c.customer === customer) && (!intent || c.payment_intent === intent),
    );
  }),
  route(
    "GET",
    "/v1/invoice_payments/:id",
    (ctx, _p, path) => find(ctx, "invoice_payment", path.id as string, "invoice_payment").obj,
  ),
  route("GET", "/v1/invoice_payments", (ctx, params) => {
    allowOnly(params, [...LIST, "invoice", "payment", "status"]);
    const invoice = optionalString(params, "invoice");
    const status = optionalString(params, "status");
    const payment = optionalRecord(params, "payment") ?? {};
    const intent = optionalString(payment, "payment_intent", "payment[payment_intent]");
    return list(
      ctx,
      "invoice_payment",
      params,
      "/v1/invoice_payments",
      (p) =>
        (!invoice || p.invoice === invoice) &&
        (!status || p.status === status) &&
        (!intent || p.payment.payment_intent === intent),
    );
  }),
  route("POST", "/v1/refunds", (ctx, params) => createRefund(ctx, params)),
  route(
    "GET",
    "/v1/refunds/:id",
    (ctx, _p, path) => find(ctx, "refund", path.id as string, "refund").obj,
  ),
  route("POST", "/v1/refunds/:id", (ctx, params, path) => {
    allowOnly(params, ["metadata"]);
    const entry = find(ctx, "refund", path.id as string, "refund");
    const before = structuredClone(entry.obj);
    entry.obj.metadata = mergeMetadata(entry.obj.metadata, params);
    const previous = changedFields(before, entry.obj);
    if (Object.keys(previous).length > 0) emitEvent(ctx, "refund.updated", entry.obj, { previous });
    return entry.obj;
  }),
  route("GET", "/v1/refunds", (ctx, params) => {
    allowOnly(params, [...LIST, "charge", "payment_intent"]);
    const charge = optionalString(params, "charge");
    const intent = optionalString(params, "payment_intent");
    return list(
      ctx,
      "refund",
      params,
      "/v1/refunds",
      (r) => (!charge || r.charge === charge) && (!intent || r.payment_intent === intent),
    );
  }),
];
