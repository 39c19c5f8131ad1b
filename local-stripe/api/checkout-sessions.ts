import type { Ctx, Emulator } from "../lib/context";
import { discountAmount, readDiscounts } from "../lib/discounts";
import { badValue, missingParam, notImplemented, StripeError } from "../lib/errors";
import { emitEvent } from "../lib/events";
import { fromFixture } from "../lib/fixtures";
import { newId } from "../lib/ids";
import { listObject, matchesCreated } from "../lib/lists";
import {
  allowOnly,
  mergeMetadata,
  oneOf,
  optionalBoolean,
  optionalInteger,
  optionalNumber,
  optionalRecord,
  optionalString,
  requiredString,
} from "../lib/params";
import { type Entry, PLATFORM_ACCOUNT } from "../lib/store";
import type { Obj, Params } from "../lib/types";
import { findPrice } from "./catalog";
import { customerNow, findCustomer } from "./customers";
import { type Route, route } from "./router";
import { trialEndFrom } from "./subscriptions";

const DAY = 86_400;

function createSession(ctx: Ctx, params: Params): Obj {
  allowOnly(params, [
    "mode",
    "line_items",
    "customer",
    "customer_email",
    "metadata",
    "client_reference_id",
    "subscription_data",
    "success_url",
    "cancel_url",
    "payment_method_types",
    "expires_at",
    "locale",
    "allow_promotion_codes",
    "billing_address_collection",
    "discounts",
  ]);
  const mode = oneOf(requiredString(params, "mode"), ["payment", "setup", "subscription"], "mode");
  if (mode !== "subscription") {
    throw badValue("mode", "The local Stripe implements Checkout in subscription mode only.");
  }
  if (!Array.isArray(params.line_items) || params.line_items.length === 0) {
    throw missingParam("line_items");
  }
  if (params.line_items.length > 1) {
    throw badValue("line_items", "The local Stripe supports one line item per Checkout Session.");
  }
  const line = params.line_items[0] as Params;
  const price = findPrice(
    ctx,
    requiredString(line, "price", "line_items[0][price]"),
    "line_items[0][price]",
  );
  if (!price.recurring) {
    throw badValue(
      "line_items[0][price]",
      "You must provide at least one recurring price in `subscription` mode when using prices.",
    );
  }
  if (!price.active) {
    throw badValue("line_items[0][price]", `The price \`${price.id}\` is not active.`);
  }
  const quantity = optionalInteger(line, "quantity", "line_items[0][quantity]") ?? 1;
  if (quantity < 1) throw badValue("line_items[0][quantity]", "Quantity must be at least 1.");
  const customerId = optionalString(params, "customer") || null;
  const customerEmail = optionalString(params, "customer_email") || null;
  if (customerId && customerEmail) {
    throw badValue(
      "customer_email",
      "You may only specify one of these parameters: customer, customer_email.",
    );
  }
  const customer = customerId ? findCustomer(ctx, customerId, "customer") : null;
  const successUrl = requiredString(params, "success_url");
  const cancelUrl = optionalString(params, "cancel_url") || null;
  for (const [name, url] of [
    ["success_url", successUrl],
    ["cancel_url", cancelUrl],
  ] as const) {
    if (url && !/^https?:\/\//.test(url)) throw badValue(name, `Not a valid URL: ${name}`);
  }
  const subscriptionData = optionalRecord(params, "subscription_data") ?? {};
  for (const key of Object.keys(subscriptionData)) {
    if (!["metadata", "application_fee_percent", "trial_period_days", "trial_end"].includes(key)) {
      throw notImplemented(`subscription_data[${key}]`);
    }
  }
  const allowPromotionCodes = optionalBoolean(params, "allow_promotion_codes") ?? null;
  if (allowPromotionCodes && params.discounts !== undefined) {
    throw badValue(
      "discounts",
      "You may only specify one of these parameters: allow_promotion_codes, discounts.",
    );
  }
  const discounts = readDiscounts(ctx, params.discounts, customer);
  const fee = optionalNumber(
    subscriptionData,
    "application_fee_percent",
    "subscription_data[application_fee_percent]",
  );
  if (fee !== undefined && (fee < 0 || fee > 100)) {
    throw badValue(
      "subscription_data[application_fee_percent]",
      "application_fee_percent must be between 0 and 100.",
    );
  }
  if (fee !== undefined && ctx.account === PLATFORM_ACCOUNT) {
    throw badValue(
      "subscription_data[application_fee_percent]",
      "Application fees can only be set on a connected account's Checkout Session.",
    );
  }
  const now = customerNow(ctx.emu.store, customer);
  // Checkout wants a trial of at least 48 hours; its end is fixed when the subscription starts.
  const trialDays = optionalInteger(
    subscriptionData,
    "trial_period_days",
    "subscription_data[trial_period_days]",
  );
  const trialEnd = trialEndFrom(
    subscriptionData,
    now,
    "subscription_data[trial_period_days]",
    "subscription_data[trial_end]",
  );
  if (trialEnd !== null && trialDays === undefined && trialEnd < now + 48 * 3600) {
    throw badValue(
      "subscription_data[trial_end]",
      "subscription_data[trial_end] must be at least 48 hours in the future.",
    );
  }
  const expiresAt = optionalInteger(params, "expires_at") ?? now + DAY;
  if (expiresAt < now + 1800 || expiresAt > now + DAY) {
    throw badValue("expires_at", "expires_at must be between 30 minutes and 24 hours from now.");
  }
  const id = newId("cs_test");
  const subtotal = trialEnd === null ? price.unit_amount * quantity : 0;
  const coupon = discounts[0] ? ctx.emu.store.get(discounts[0].coupon)?.obj : undefined;
  const discount = coupon ? discountAmount(coupon, subtotal) : 0;
  const session = fromFixture("checkout.session", {
    id,
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: allowPromotionCodes,
    amount_subtotal: subtotal,
    amount_total: subtotal - discount,
    automatic_tax: { enabled: false, liability: null, status: null, provider: null },
    billing_address_collection: null,
    cancel_url: cancelUrl,
    client_reference_id: optionalString(params, "client_reference_id") || null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: now,
    currency: price.currency,
    currency_conversion: null,
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: customer?.id ?? null,
    customer_creation: customer ? null : "always",
    customer_details:
      customer || customerEmail
        ? {
            address: null,
            email: customer?.email ?? customerEmail,
            name: null,
            phone: null,
            tax_exempt: "none",
            tax_ids: null,
            business_name: null,
            individual_name: null,
          }
        : null,
    customer_email: customerEmail,
    discounts: discounts.map((d) => ({ coupon: d.coupon, promotion_code: d.promotionCode })),
    expires_at: expiresAt,
    invoice: null,
    invoice_creation: null,
    locale: optionalString(params, "locale") ?? null,
    managed_payments: null,
    metadata: mergeMetadata({}, params),
    mode,
    payment_intent: null,
    payment_method_collection: "always",
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ["card"],
    payment_status: "unpaid",
    permissions: null,
    saved_payment_method_options: null,
    shipping_address_collection: null,
    shipping_cost: null,
    status: "open",
    subscription: null,
    success_url: successUrl,
    total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
    ui_mode: "hosted",
    url: `${ctx.emu.baseUrl()}/c/pay/${id}`,
    wallet_options: null,
  });
  return ctx.emu.store.insert(ctx.account, session, {
    lineItems: [{ price: price.id, quantity }],
    subscriptionData: {
      metadata: mergeMetadata({}, subscriptionData),
      applicationFeePercent: fee ?? null,
      trialDays: trialDays ?? null,
      trialEnd: trialDays === undefined ? trialEnd : null,
      discounts,
    },
  }).obj;
}

/** Open sessions past `expires_at` expire (checkout.session.expired), as Stripe's do. */
export function expireIfDue(emu: Emulator, entry: Entry): void {
  const session = entry.obj;
  if (session.status !== "open") return;
  const customer = session.customer ? emu.store.get(session.customer)?.obj : null;
  const now = customerNow(emu.store, customer);
  if (now < session.expires_at) return;
  expireSession(
    { emu, account: entry.account, request: { id: null, idempotency_key: null } },
    session,
    session.expires_at,
  );
}

function expireSession(ctx: Ctx, session: Obj, at: number): void {
  session.status = "expired";
  session.url = null;
  emitEvent(ctx, "checkout.session.expired", session, { at });
}

function findSession(ctx: Ctx, id: string): Entry {
  const entry = ctx.emu.store.find(ctx.account, "checkout.session", id, "checkout.session");
  expireIfDue(ctx.emu, entry);
  return entry;
}

export const checkoutRoutes: Route[] = [
  route("POST", "/v1/checkout/sessions", (ctx, params) => createSession(ctx, params)),
  route(
    "GET",
    "/v1/checkout/sessions/:id",
    (ctx, _params, path) => findSession(ctx, path.id as string).obj,
  ),
  route("POST", "/v1/checkout/sessions/:id/expire", (ctx, params, path) => {
    allowOnly(params, []);
    const entry = findSession(ctx, path.id as string);
    if (entry.obj.status !== "open") {
      throw new StripeError(
        400,
        "invalid_request_error",
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${entry.obj.status}".`,
      );
    }
    expireSession(ctx, entry.obj, customerNow(ctx.emu.store, null));
    return entry.obj;
  }),
  route("GET", "/v1/checkout/sessions/:id/line_items", (ctx, params, path) => {
    allowOnly(params, ["limit", "starting_after", "ending_before"]);
    const entry = findSession(ctx, path.id as string);
    const items = (entry.internal.lineItems as { price: string; quantity: number }[]).map(
      (line, index) => {
        const price = ctx.emu.store.get(line.price)?.obj ?? {};
        const product = ctx.emu.store.get(price.product)?.obj;
        return fromFixture("item", {
          id: `li_${entry.obj.id.slice(10, 30)}${index}`,
          adjustable_quantity: null,
          // One line: it carries the session's amounts (a trial's $0, the discount).
          amount_discount: entry.obj.total_details.amount_discount,
          amount_subtotal: entry.obj.amount_subtotal,
          amount_tax: 0,
          amount_total: entry.obj.amount_total,
          currency: price.currency,
          description: product?.name ?? null,
          metadata: {},
          price,
          quantity: line.quantity,
        });
      },
    );
    return listObject(items, params, `/v1/checkout/sessions/${entry.obj.id}/line_items`);
  }),
  route("GET", "/v1/checkout/sessions", (ctx, params) => {
    allowOnly(params, [
      "limit",
      "starting_after",
      "ending_before",
      "created",
      "customer",
      "subscription",
      "status",
      "customer_details",
      "payment_intent",
    ]);
    const customer = optionalString(params, "customer");
    const subscription = optionalString(params, "subscription");
    const status = optionalString(params, "status");
    const sessions = ctx.emu.store
      .all(ctx.account, "checkout.session")
      .map((e) => {
        expireIfDue(ctx.emu, e);
        return e.obj;
      })
      .filter((s) => !customer || s.customer === customer)
      .filter((s) => !subscription || s.subscription === subscription)
      .filter((s) => !status || s.status === status)
      .filter((s) => matchesCreated(s.created, params.created));
    return listObject(sessions, params, "/v1/checkout/sessions");
  }),
];
