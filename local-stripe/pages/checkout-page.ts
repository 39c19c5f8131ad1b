import { expireIfDue } from "../api/checkout-sessions";
import { type CheckoutForm, fixedEmail } from "../lib/checkout-flow";
import type { Emulator } from "../lib/context";
import { formatAmount } from "../lib/invoices";
import type { Entry } from "../lib/store";
import type { Obj } from "../lib/types";
import { escapeHtml, page } from "./html";

type Problem = { field: keyof CheckoutForm | null; message: string };

/** The business a Checkout Session sells for: its account's public name. */
export function businessName(emu: Emulator, session: Pick<Entry, "account">): string {
  const account = emu.store.get(session.account)?.obj;
  return (
    account?.business_profile?.name ??
    account?.settings?.dashboard?.display_name ??
    account?.email ??
    "Local business"
  );
}

function input(
  id: keyof CheckoutForm,
  label: string,
  attributes: string,
  value: string,
  problem: Problem | undefined,
): string {
  const invalid = problem?.field === id;
  return `<label for="${id}">${escapeHtml(label)}</label>
<input id="${id}" name="${id}" value="${escapeHtml(value)}" ${attributes}${invalid ? ` aria-invalid="true" aria-describedby="form-error"` : ""}>`;
}

/** What is due today and after: the price, a trial, a discount on the first invoice. */
function summary(emu: Emulator, session: Entry, price: Obj | undefined, interval: string): string {
  const s = session.obj;
  const data = session.internal.subscriptionData ?? {};
  const full = formatAmount(
    (price?.unit_amount ?? 0) * ((session.internal.lineItems?.[0]?.quantity as number) ?? 1),
    s.currency,
  );
  const trialDays: number | null =
    data.trialDays ??
    (data.trialEnd ? Math.round((data.trialEnd - emu.store.now()) / 86_400) : null);
  if (trialDays) {
    return `<p class="price">${trialDays} days free</p><p>Then ${escapeHtml(full)} per ${escapeHtml(interval)}</p>`;
  }
  const discount = s.total_details?.amount_discount
    ? `<p>Discount: −${escapeHtml(formatAmount(s.total_details.amount_discount, s.currency))} · ${escapeHtml(full)} per ${escapeHtml(interval)} after that</p>`
    : "";
  return `<p class="price">${escapeHtml(formatAmount(s.amount_total, s.currency))} <small>per ${escapeHtml(interval)}</small></p>${discount}`;
}

/** Stripe's hosted Checkout page, server-rendered: it works without JavaScript. */
export function renderCheckoutPage(
  emu: Emulator,
  session: Entry,
  state: { form?: Partial<CheckoutForm>; problem?: Problem } = {},
): string {
  expireIfDue(emu, session);
  const s = session.obj;
  const business = businessName(emu, session);
  if (s.status !== "open") {
    const message =
      s.status === "complete"
        ? "This Checkout Session is complete."
        : "This Checkout Session is no longer active.";
    return page(
      business,
      `<h1>${escapeHtml(business)}</h1><p role="status">${message}</p>${
        s.cancel_url ? `<p><a href="${escapeHtml(s.cancel_url)}">Back</a></p>` : ""
      }`,
    );
  }
  const line = (session.internal.lineItems as { price: string; quantity: number }[])[0];
  const price = line ? emu.store.get(line.price)?.obj : undefined;
  const product = price ? emu.store.get(price.product)?.obj : undefined;
  const interval = price?.recurring?.interval ?? "";
  const email = fixedEmail(emu, session);
  const form = state.form ?? {};
  const problem = state.problem;
  return page(
    `Subscribe to ${product?.name ?? business}`,
    `${s.cancel_url ? `<p><a href="${escapeHtml(s.cancel_url)}">Back</a></p>` : ""}
<h1>${escapeHtml(business)}</h1>
<p>Subscribe to ${escapeHtml(product?.name ?? "")}</p>
${summary(emu, session, price, interval)}
${problem ? `<p class="error" id="form-error" role="alert">${escapeHtml(problem.message)}</p>` : ""}
<form method="post" action="/c/pay/${escapeHtml(s.id)}" novalidate>
${
  email
    ? input("email", "Email", 'type="email" readonly autocomplete="email"', email, problem)
    : input(
        "email",
        "Email",
        'type="email" required autocomplete="email"',
        form.email ?? "",
        problem,
      )
}
<fieldset style="border:0;padding:0;margin:0">
<legend class="hint" style="margin-top:1rem">Card information</legend>
${input("cardNumber", "Card number", 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required', form.cardNumber ?? "", problem)}
<div class="row"><div>
${input("cardExpiry", "Expiration", 'autocomplete="cc-exp" placeholder="MM / YY" required', form.cardExpiry ?? "", problem)}
</div><div>
${input("cardCvc", "CVC", 'inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" required', form.cardCvc ?? "", problem)}
</div></div>
</fieldset>
${input("billingName", "Cardholder name", 'autocomplete="cc-name" required', form.billingName ?? "", problem)}
${s.allow_promotion_codes ? input("promotionCode", "Promotion code", 'autocomplete="off"', form.promotionCode ?? "", problem) : ""}
<button type="submit">Subscribe</button>
</form>
<p class="hint">Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined;
4000 0000 0000 0341 is declined on every charge. Any future expiry and any CVC.</p>`,
  );
}
