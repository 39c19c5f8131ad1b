import { customerNow, updateCustomer } from "../api/customers";
import { attachPaymentMethod, createCardPaymentMethod } from "../api/payment-methods";
import { PORTAL_LINK_SECONDS, PORTAL_SESSION_SECONDS } from "../api/portal-sessions";
import { cancelSubscription, settle, updateSubscription } from "./billing";
import { type CardFields, checkCard } from "./card-form";
import type { Ctx, Emulator } from "./context";
import { StripeError } from "./errors";
import type { Entry } from "./store";
import { updateSubscriptionFromParams } from "./subscription-update";
import type { Obj } from "./types";

/** What a customer does on the hosted Billing Portal, with the events Stripe sends for each. */

export type Portal = {
  ctx: Ctx;
  session: Entry;
  configuration: Obj;
  customer: Obj;
  now: number;
};

export type PortalState = "open" | "expired" | "used";

/** A link not visited within 5 minutes expires; a visited session lasts an hour; a finished flow is used. */
export function portalState(emu: Emulator, session: Entry): PortalState {
  const customer = emu.store.get(session.obj.customer)?.obj;
  const now = customerNow(emu.store, customer);
  if (session.internal.flowDone) return "used";
  const firstVisit: number | null = session.internal.firstVisit;
  if (firstVisit === null)
    return now < session.obj.created + PORTAL_LINK_SECONDS ? "open" : "expired";
  return now < firstVisit + PORTAL_SESSION_SECONDS ? "open" : "expired";
}

export function openPortal(emu: Emulator, session: Entry): Portal {
  const ctx: Ctx = { emu, account: session.account, request: { id: null, idempotency_key: null } };
  const customer = emu.store.get(session.obj.customer)?.obj as Obj;
  const now = customerNow(emu.store, customer);
  session.internal.firstVisit ??= now;
  const configuration = emu.store.get(session.obj.configuration)?.obj as Obj;
  return { ctx, session, configuration, customer, now };
}

/** The customer's subscriptions the portal shows (Stripe leaves ended ones out). */
export function portalSubscriptions(portal: Portal): Entry[] {
  return portal.ctx.emu.store
    .all(portal.ctx.account, "subscription")
    .filter((e) => e.obj.customer === portal.customer.id)
    .filter((e) => !["canceled", "incomplete_expired"].includes(e.obj.status));
}

/** One of the customer's live subscriptions, or undefined (another customer's is not found). */
export function portalSubscription(portal: Portal, id: string): Entry | undefined {
  return portalSubscriptions(portal).find((e) => e.obj.id === id);
}

/** Prices the configuration lets the customer switch to, with their products. */
export function switchablePrices(portal: Portal): { price: Obj; product: Obj | undefined }[] {
  const feature = portal.configuration.features.subscription_update;
  if (!feature.enabled || !feature.default_allowed_updates.includes("price")) return [];
  const store = portal.ctx.emu.store;
  return (feature.products ?? []).flatMap((p: { product: string; prices: string[] }) =>
    p.prices
      .map((id) => store.get(id)?.obj)
      .filter((price): price is Obj => Boolean(price?.active))
      .map((price) => ({ price, product: store.get(p.product)?.obj })),
  );
}

export function switchPlan(portal: Portal, subscription: Entry, priceId: string): void {
  const allowed = switchablePrices(portal).some((p) => p.price.id === priceId);
  if (!allowed) throw new StripeError(400, "invalid_request_error", "Choose one of the plans.");
  const item = subscription.obj.items.data[0];
  if (item.price.id === priceId) return;
  updateSubscriptionFromParams(portal.ctx, subscription, {
    items: [{ id: item.id, price: priceId }],
    proration_behavior: portal.configuration.features.subscription_update.proration_behavior,
  });
}

/** The portal's cancellation reasons (Stripe's feedback values) and how the page words them. */
export const CANCELLATION_REASONS: Record<string, string> = {
  too_expensive: "It's too expensive",
  missing_features: "Some features are missing",
  switched_service: "I'm switching to a different service",
  unused: "I don't use the service enough",
  customer_service: "Customer service was less than expected",
  too_complex: "Ease of use was less than expected",
  low_quality: "Quality was less than expected",
  other: "Other reason",
};

/** Cancels per the configuration's mode; a reason the customer picked becomes the feedback. */
export function cancelPlan(portal: Portal, subscription: Entry, reason?: string): void {
  const feature = portal.configuration.features.subscription_cancel;
  if (!feature.enabled) throw new StripeError(400, "invalid_request_error", "Not allowed.");
  const offered: string[] = feature.cancellation_reason.enabled
    ? feature.cancellation_reason.options
    : [];
  const feedback = reason && offered.includes(reason) ? reason : undefined;
  if (feature.mode === "immediately") {
    if (feedback) subscription.obj.cancellation_details.feedback = feedback;
    cancelSubscription(portal.ctx, subscription.obj, portal.now, "cancellation_requested");
    return;
  }
  updateSubscriptionFromParams(portal.ctx, subscription, {
    cancel_at_period_end: "true",
    ...(feedback ? { cancellation_details: { feedback } } : {}),
  });
}

/** "Renew plan": the cancellation at period end is taken back. */
export function renewPlan(portal: Portal, subscription: Entry): void {
  if (!subscription.obj.cancel_at_period_end) return;
  updateSubscriptionFromParams(portal.ctx, subscription, { cancel_at_period_end: "false" });
}

/**
 * A new card: attached, made the customer's default (and that of subscriptions that name their
 * own), then open invoices of past-due subscriptions are paid with it.
 */
export function updatePaymentMethod(
  portal: Portal,
  form: CardFields,
): { ok: true } | { ok: false; status: 400 | 402; field: keyof CardFields; message: string } {
  const checked = checkCard(form, portal.now);
  if (!checked.ok) return checked;
  const { ctx, customer, now } = portal;
  const pm = createCardPaymentMethod(
    ctx,
    checked.card,
    {
      expMonth: checked.expMonth,
      expYear: checked.expYear,
      name: customer.name,
      email: customer.email,
    },
    now,
  );
  attachPaymentMethod(ctx, pm.obj.id, customer);
  updateCustomer(ctx, customer, { invoice_settings: { default_payment_method: pm.obj.id } });
  for (const subscription of portalSubscriptions(portal)) {
    if (subscription.obj.default_payment_method) {
      updateSubscription(ctx, subscription.obj, now, () => {
        subscription.obj.default_payment_method = pm.obj.id;
      });
    }
    const invoice = ctx.emu.store.get(subscription.obj.latest_invoice);
    if (subscription.obj.status === "past_due" && invoice?.obj.status === "open") {
      settle(ctx, subscription, invoice, customer, now);
    }
  }
  return { ok: true };
}

export function updateBillingDetails(portal: Portal, fields: { email?: string; name?: string }) {
  const allowed: string[] = portal.configuration.features.customer_update.enabled
    ? portal.configuration.features.customer_update.allowed_updates
    : [];
  const params: Obj = {};
  if (fields.email !== undefined && allowed.includes("email")) {
    const email = fields.email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return "Your email address is invalid.";
    params.email = email;
  }
  if (fields.name !== undefined && allowed.includes("name")) params.name = fields.name.trim();
  updateCustomer(portal.ctx, portal.customer, params);
  return null;
}

/** Where the customer goes when a flow (deep link) is done. */
export function finishFlow(portal: Portal): string | null {
  const flow = portal.session.obj.flow;
  if (!flow) return null;
  const after = flow.after_completion;
  if (after.type === "portal_homepage") {
    portal.session.internal.flowOpen = false;
    return null;
  }
  portal.session.internal.flowDone = after.type === "redirect";
  portal.session.internal.confirmed = after.type === "hosted_confirmation";
  return after.type === "redirect" ? after.redirect.return_url : null;
}
