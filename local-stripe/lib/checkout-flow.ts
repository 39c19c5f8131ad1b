import { createCustomer, customerNow, updateCustomer } from "../api/customers";
import { attachPaymentMethod, createCardPaymentMethod } from "../api/payment-methods";
import { checkCard } from "./card-form";
import { DECLINE_MESSAGE } from "./cards";
import type { Ctx, Emulator } from "./context";
import { emitEvent } from "./events";
import type { Entry } from "./store";
import { createSubscription } from "./subscription-create";

export type CheckoutForm = {
  email: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  billingName: string;
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
  // 0002 is declined outright; 0341 would attach, but Checkout's first charge on it fails.
  if (!checked.ok || checked.card.behaviour !== "succeed") {
    return fail(402, "cardNumber", DECLINE_MESSAGE);
  }
  const { card, expMonth: month, expYear: year } = checked;

  const line = (session.internal.lineItems as { price: string; quantity: number }[])[0];
  const price = line ? emu.store.get(line.price)?.obj : undefined;
  if (!line || !price) return fail(400, null, "This Checkout Session is no longer active.");
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
  const data = session.internal.subscriptionData as {
    metadata: Record<string, string>;
    applicationFeePercent: number | null;
  };
  const { subscription } = createSubscription(ctx, {
    customer,
    price,
    quantity: line.quantity,
    metadata: { ...data.metadata },
    applicationFeePercent: data.applicationFeePercent,
    defaultPaymentMethod: null,
    paymentBehavior: "allow_incomplete",
  });
  s.status = "complete";
  s.payment_status = "paid";
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
