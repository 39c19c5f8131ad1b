import { cardByToken, type TestCard } from "../lib/cards";
import type { Ctx } from "../lib/context";
import { badValue, cardDeclined, noSuch, StripeError } from "../lib/errors";
import { emitEvent } from "../lib/events";
import { fromFixture } from "../lib/fixtures";
import { newId } from "../lib/ids";
import { listObject } from "../lib/lists";
import { allowOnly, optionalString, requiredString } from "../lib/params";
import type { Entry } from "../lib/store";
import type { Obj } from "../lib/types";
import { type Route, route } from "./router";

/** A card PaymentMethod for a test card; the card's behaviour stays in the emulator's notes. */
export function createCardPaymentMethod(
  ctx: Ctx,
  card: TestCard,
  details: { expMonth?: number; expYear?: number; name?: string | null; email?: string | null },
  created: number,
): Entry {
  const pm = fromFixture("payment_method", {
    id: newId("pm"),
    billing_details: {
      address: {
        city: null,
        country: null,
        line1: null,
        line2: null,
        postal_code: null,
        state: null,
      },
      email: details.email ?? null,
      name: details.name ?? null,
      phone: null,
      tax_id: null,
    },
    created,
    customer: null,
    metadata: {},
  });
  Object.assign(pm.card, {
    brand: card.brand,
    display_brand: card.brand,
    checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "pass" },
    exp_month: details.expMonth ?? 12,
    exp_year: details.expYear ?? new Date(created * 1000).getUTCFullYear() + 3,
    fingerprint: card.fingerprint,
    last4: card.last4,
    generated_from: null,
    wallet: null,
  });
  return ctx.emu.store.insert(ctx.account, pm, { behaviour: card.behaviour });
}

/** A PaymentMethod on this account, optionally required to belong to a customer. */
export function findPaymentMethod(
  ctx: Ctx,
  id: string,
  customerId?: string,
  param = "payment_method",
): Entry {
  const entry = ctx.emu.store.find(ctx.account, "payment_method", id, "PaymentMethod", param);
  if (customerId && entry.obj.customer !== customerId) {
    throw new StripeError(
      400,
      "invalid_request_error",
      `The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`,
      { code: "resource_missing", param },
    );
  }
  return entry;
}

/** Throws what attaching would throw, without attaching. */
export function checkAttachable(ctx: Ctx, id: string, customerId?: string): void {
  const testCard = cardByToken(id);
  if (testCard) {
    if (testCard.behaviour === "decline") throw cardDeclined("generic_decline");
    return;
  }
  const entry = findPaymentMethod(ctx, id);
  if (entry.obj.customer && entry.obj.customer !== customerId) {
    throw badValue(
      "payment_method",
      "This PaymentMethod was previously attached to another customer.",
    );
  }
  if (entry.internal.behaviour === "decline") throw cardDeclined("generic_decline");
}

/**
 * Attaches a test PaymentMethod (`pm_card_visa`, …) or an unattached pm_… to a customer.
 * A card whose charges are always declined cannot be attached (Stripe checks it with $0).
 */
export function attachPaymentMethod(
  ctx: Ctx,
  id: string,
  customer: Obj,
  options: { silent?: boolean } = {},
): Obj {
  checkAttachable(ctx, id, customer.id);
  const testCard = cardByToken(id);
  const entry = testCard
    ? createCardPaymentMethod(ctx, testCard, {}, customer.created)
    : findPaymentMethod(ctx, id);
  entry.obj.customer = customer.id;
  if (!options.silent) emitEvent(ctx, "payment_method.attached", entry.obj);
  return entry.obj;
}

function retrieve(ctx: Ctx, id: string): Obj {
  const testCard = cardByToken(id);
  if (testCard) return createCardPaymentMethod(ctx, testCard, {}, ctx.emu.store.now()).obj;
  return findPaymentMethod(ctx, id, undefined, "id").obj;
}

function listFor(ctx: Ctx, customerId: string, params: Obj, url: string): Obj {
  ctx.emu.store.find(ctx.account, "customer", customerId, "customer", "customer");
  const type = optionalString(params, "type");
  const methods = ctx.emu.store
    .all(ctx.account, "payment_method")
    .map((e) => e.obj)
    .filter((pm) => pm.customer === customerId && (!type || pm.type === type));
  return listObject(methods, params, url);
}

export const paymentMethodRoutes: Route[] = [
  route("GET", "/v1/payment_methods/:id", (ctx, _params, path) => retrieve(ctx, path.id as string)),
  route("POST", "/v1/payment_methods/:id/attach", (ctx, params, path) => {
    allowOnly(params, ["customer"]);
    const customerId = requiredString(params, "customer");
    const customer = ctx.emu.store.find(
      ctx.account,
      "customer",
      customerId,
      "customer",
      "customer",
    ).obj;
    return attachPaymentMethod(ctx, path.id as string, customer);
  }),
  route("POST", "/v1/payment_methods/:id/detach", (ctx, params, path) => {
    allowOnly(params, []);
    const entry = findPaymentMethod(ctx, path.id as string, undefined, "id");
    if (!entry.obj.customer) {
      throw badValue(
        "payment_method",
        "The payment method you provided is not attached to a customer so detachment is impossible.",
      );
    }
    entry.obj.customer = null;
    emitEvent(ctx, "payment_method.detached", entry.obj);
    return entry.obj;
  }),
  route("GET", "/v1/payment_methods", (ctx, params) => {
    allowOnly(params, ["customer", "type", "limit", "starting_after", "ending_before"]);
    const customerId = optionalString(params, "customer");
    if (!customerId) throw noSuch("customer", "", "customer");
    return listFor(ctx, customerId, params, "/v1/payment_methods");
  }),
  route("GET", "/v1/customers/:id/payment_methods", (ctx, params, path) => {
    allowOnly(params, ["type", "limit", "starting_after", "ending_before"]);
    const id = path.id as string;
    return listFor(ctx, id, params, `/v1/customers/${id}/payment_methods`);
  }),
];
