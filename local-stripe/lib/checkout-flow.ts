import { promotionCodeProblem } from "../api/coupons";
import { createCustomer, customerNow, updateCustomer } from "../api/customers";
import { attachPaymentMethod, createCardPaymentMethod } from "../api/payment-methods";
import { checkCard } from "./card-form";
import { DECLINE_MESSAGE } from "./cards";
import type { Ctx, Emulator } from "./context";
import { type DiscountInput, discountAmount } from "./discounts";
import { emitEvent } from "./events";
import type { Entry } from "./store";
import { createSubscription } from "./subscription-create";

export type CheckoutForm = {
  email: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  billingName: string;
  /** Only on sessions with allow_promotion_codes. */
  promotionCode: string;
};

export type CheckoutSubscriptionData = {
  metadata: Record<string, string>;
  applicationFeePercent: number | null;
  trialDays: number | null;
  trialEnd: number | null;
  discounts: DiscountInput[];
};

export type CheckoutResult =
  | { ok: true; redirect: string }
  | { ok: false; status: 400 | 402; field: keyof CheckoutForm | null; message: string };

function fail(
  status: 400 | 402,
  field: keyof CheckoutForm | null,
  message: string,
): CheckoutResult {
  return { ok: false, status, field, message };
}

/** The e-mail Checkout will use: fixed by the session's customer or customer_email. */
export function fixedEmail(emu: Emulator, session: Entry): string | null {
  const customer = session.obj.customer ? emu.store.get(session.obj.customer)?.obj : null;
  return customer?.email ?? session.obj.customer_email ?? null;
}

/**
 * Pays a Checkout Session in subscription mode with a test card, as Stripe's hosted page does.
 * Nothing is created unless the first charge succeeds.
 */
export function payCheckoutSession(
  emu: Emulator,
  session: Entry,
  form: CheckoutForm,
): CheckoutResult {
  const ctx: Ctx = { emu, account: session.account, request: { id: null, idempotency_key: null } };
  const s = session.obj;
  if (s.status !== "open") return fail(400, null, "This Checkout Session is no longer active.");
  const existing = s.customer ? emu.store.get(s.customer)?.obj : null;
  const now = customerNow(emu.store, existing);
  const email = fixedEmail(emu, session) ?? form.email.trim();
  if (!email) return fail(400, "email", "Your email address is incomplete.");
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    return fail(400, "email", "Your email address is invalid.");
  const checked = checkCard(form, now);
  if (!checked.ok && checked.status === 400) return fail(400, checked.field, checked.message);
  const name = form.billingName.trim();
  if (!name) return fail(400, "billingName", "Your name is incomplete.");
  const line = (session.internal.lineItems as { price: string; quantity: number }[])[0];
  const price = line ? emu.store.get(line.price)?.obj : undefined;
  if (!line || !price) return fail(400, null, "This Checkout Session is no longer active.");
  const data = session.internal.subscriptionData as CheckoutSubscriptionData;
  let discounts = data.discounts ?? [];
  const code = s.allow_promotion_codes ? form.promotionCode.trim() : "";
  if (code) {
    const promo = ctx.emu.store
      .all(ctx.account, "promotion_code")
      .find((e) => e.obj.active && e.obj.code.toLowerCase() === code.toLowerCase())?.obj;
    const problem = promo
      ? promotionCodeProblem(ctx, promo, existing ?? null)
      : "This code is invalid.";
    if (problem || !promo) return fail(400, "promotionCode", problem ?? "This code is invalid.");
    discounts = [{ coupon: promo.promotion.coupon, promotionCode: promo.id }];
  }
  const trialEnd = data.trialDays ? now + data.trialDays * 86_400 : (data.trialEnd ?? null);
  const coupon = discounts[0] ? emu.store.get(discounts[0].coupon)?.obj : undefined;
  const dueNow = trialEnd !== null ? 0 : price.unit_amount * line.quantity;
  const discount = coupon ? discountAmount(coupon, dueNow) : 0;
  // 0002 is declined outright; 0341 is saved, but fails when something is charged now.
  const charged = dueNow - discount > 0;
  if (!checked.ok || (checked.card.behaviour !== "succeed" && charged)) {
    return fail(402, "cardNumber", DECLINE_MESSAGE);
  }
  const { card, expMonth: month, expYear: year } = checked;
  const customer = existing ?? createCustomer(ctx, { email, name });
  const pm = createCardPaymentMethod(
    ctx,
    card,
    { expMonth: month, expYear: year, name, email },
    now,
  );
  attachPaymentMethod(ctx, pm.obj.id, customer);
  // The card becomes the customer's default and the subscription keeps none of its own, so a
  // later switch of either the customer's or the subscription's default decides renewals.
  updateCustomer(ctx, customer, { invoice_settings: { default_payment_method: pm.obj.id } });
  const { subscription } = createSubscription(ctx, {
    discounts,
    trialEnd,
    checkoutSession: s.id,
    customer,
    price,
    quantity: line.quantity,
    metadata: { ...data.metadata },
    applicationFeePercent: data.applicationFeePercent,
    defaultPaymentMethod: null,
    paymentBehavior: "allow_incomplete",
  });
  s.status = "complete";
  // A trial or a full discount collects nothing now: Stripe says no_payment_required.
  s.payment_status = charged ? "paid" : "no_payment_required";
  if (code) {
    s.discounts = discounts.map((d) => ({ coupon: d.coupon, promotion_code: d.promotionCode }));
    s.amount_total = s.amount_subtotal - discount;
    s.total_details.amount_discount = discount;
  }
  s.customer = customer.id;
  s.subscription = subscription.obj.id;
  s.invoice = subscription.obj.latest_invoice;
  s.url = null;
  s.customer_details = {
    address: {
      city: null,
      country: null,
      line1: null,
      line2: null,
      postal_code: null,
      state: null,
    },
    email,
    name,
    phone: null,
    tax_exempt: "none",
    tax_ids: [],
    business_name: null,
    individual_name: null,
  };
  emitEvent(ctx, "checkout.session.completed", s, { at: now });
  return { ok: true, redirect: s.success_url.replaceAll("{CHECKOUT_SESSION_ID}", s.id) };
}
