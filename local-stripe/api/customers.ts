import type { Ctx } from "../lib/context";
import { badValue, StripeError } from "../lib/errors";
import { changedFields, emitEvent } from "../lib/events";
import { fromFixture } from "../lib/fixtures";
import { newId } from "../lib/ids";
import { listObject, matchesCreated } from "../lib/lists";
import { allowOnly, mergeMetadata, optionalRecord, optionalString } from "../lib/params";
import type { Store } from "../lib/store";
import type { Obj, Params } from "../lib/types";
import { attachPaymentMethod, checkAttachable, findPaymentMethod } from "./payment-methods";
import { type Route, route } from "./router";

/** The time a customer lives in: its test clock's frozen time, or the emulator clock. */
export function customerNow(store: Store, customer: Obj | null | undefined): number {
  const clockId = customer?.test_clock;
  if (typeof clockId === "string") {
    const clock = store.get(clockId);
    if (clock) return clock.obj.frozen_time;
  }
  return store.now();
}

export function findCustomer(ctx: Ctx, id: string, param = "id"): Obj {
  return ctx.emu.store.find(ctx.account, "customer", id, "customer", param).obj;
}

export function createCustomer(ctx: Ctx, params: Params): Obj {
  const clockId = optionalString(params, "test_clock");
  if (clockId)
    ctx.emu.store.find(ctx.account, "test_helpers.test_clock", clockId, "test_clock", "test_clock");
  const email = optionalString(params, "email");
  if (email && !email.includes("@")) throw badValue("email", `Invalid email address: ${email}`);
  // Everything that can fail is checked before the customer exists: a call is all or nothing.
  const paymentMethod = optionalString(params, "payment_method") || undefined;
  if (paymentMethod) checkAttachable(ctx, paymentMethod);
  const defaultPm = optionalRecord(params, "invoice_settings")?.default_payment_method;
  if (typeof defaultPm === "string" && defaultPm && defaultPm !== paymentMethod) {
    throw new StripeError(
      400,
      "invalid_request_error",
      `The customer does not have a payment method with the ID ${defaultPm}. The payment method must be attached to the customer.`,
      { code: "resource_missing", param: "invoice_settings[default_payment_method]" },
    );
  }
  const sequencePrefix = newId("cus").slice(4, 12).toUpperCase();
  const customer = fromFixture("customer", {
    id: newId("cus"),
    address: null,
    created: 0,
    currency: null,
    description: optionalString(params, "description") || null,
    discount: null,
    email: email || null,
    invoice_prefix: sequencePrefix,
    metadata: mergeMetadata({}, params),
    name: optionalString(params, "name") || null,
    phone: optionalString(params, "phone") || null,
    shipping: null,
    test_clock: clockId || null,
  });
  customer.created = customerNow(ctx.emu.store, customer);
  ctx.emu.store.insert(ctx.account, customer);
  if (paymentMethod) {
    const attached = attachPaymentMethod(ctx, paymentMethod, customer, { silent: true });
    // `payment_method: pm_card_visa` with the same default names the copy just attached.
    if (defaultPm === paymentMethod) customer.invoice_settings.default_payment_method = attached.id;
  }
  emitEvent(ctx, "customer.created", customer, { at: customer.created });
  return customer;
}

export function updateCustomer(ctx: Ctx, customer: Obj, params: Params): Obj {
  const before = structuredClone(customer);
  for (const field of ["email", "name", "description", "phone"] as const) {
    const value = optionalString(params, field);
    if (value !== undefined) customer[field] = value || null;
  }
  customer.metadata = mergeMetadata(customer.metadata, params);
  const settings = optionalRecord(params, "invoice_settings");
  if (settings && "default_payment_method" in settings) {
    const pm = settings.default_payment_method;
    if (typeof pm !== "string") {
      throw badValue("invoice_settings[default_payment_method]", "Invalid string");
    }
    if (pm) findPaymentMethod(ctx, pm, customer.id, "invoice_settings[default_payment_method]");
    customer.invoice_settings.default_payment_method = pm || null;
  }
  const previous = changedFields(before, customer);
  if (Object.keys(previous).length > 0) {
    emitEvent(ctx, "customer.updated", customer, {
      previous,
      at: customerNow(ctx.emu.store, customer),
    });
  }
  return customer;
}

export const customerRoutes: Route[] = [
  route("POST", "/v1/customers", (ctx, params) => {
    allowOnly(params, [
      "email",
      "name",
      "description",
      "phone",
      "metadata",
      "test_clock",
      "payment_method",
      "invoice_settings",
    ]);
    return createCustomer(ctx, params);
  }),
  route("GET", "/v1/customers/:id", (ctx, _params, path) => findCustomer(ctx, path.id as string)),
  route("POST", "/v1/customers/:id", (ctx, params, path) => {
    allowOnly(params, ["email", "name", "description", "phone", "metadata", "invoice_settings"]);
    return updateCustomer(ctx, findCustomer(ctx, path.id as string), params);
  }),
  route("GET", "/v1/customers", (ctx, params) => {
    allowOnly(params, [
      "limit",
      "starting_after",
      "ending_before",
      "created",
      "email",
      "test_clock",
    ]);
    const email = optionalString(params, "email");
    const clock = optionalString(params, "test_clock");
    const customers = ctx.emu.store
      .all(ctx.account, "customer")
      .map((e) => e.obj)
      .filter((c) => !email || c.email === email)
      .filter((c) => !clock || c.test_clock === clock)
      .filter((c) => matchesCreated(c.created, params.created));
    return listObject(customers, params, "/v1/customers");
  }),
];
