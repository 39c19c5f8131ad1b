import type { CardFields } from "../lib/card-form";
import type { Emulator } from "../lib/context";
import { formatAmount } from "../lib/invoices";
import { type Portal, portalSubscriptions, switchablePrices } from "../lib/portal-flow";
import type { Entry } from "../lib/store";
import type { Obj } from "../lib/types";
import { businessName } from "./checkout-page";
import { escapeHtml, page } from "./html";

/** The hosted Billing Portal, server-rendered: every action is a plain form post. */

export type Problem = {
  field: keyof CardFields | "email" | "name" | "price" | null;
  message: string;
};

const NOTICES: Record<string, string> = {
  canceled: "Your plan has been canceled.",
  renewed: "Your plan has been renewed.",
  updated: "Your plan has been updated.",
  card: "Your payment method has been updated.",
  details: "Your billing information has been updated.",
};

export function formatDate(unix: number): string {
  return new Date(unix * 1000).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

function base(portal: Portal): string {
  return `/p/session/${escapeHtml(portal.session.internal.token)}`;
}

function returnLink(emu: Emulator, session: Entry): string {
  const url = session.obj.return_url;
  return url
    ? `<p><a href="${escapeHtml(url)}">Return to ${escapeHtml(businessName(emu, session))}</a></p>`
    : "";
}

function shell(portal: Portal, title: string, body: string, status?: string): string {
  const business = businessName(portal.ctx.emu, portal.session);
  return page(
    `${title} · ${business}`,
    `${returnLink(portal.ctx.emu, portal.session)}
<p class="hint">${escapeHtml(business)}${portal.configuration.business_profile.headline ? ` · ${escapeHtml(portal.configuration.business_profile.headline)}` : ""}</p>
<h1>${escapeHtml(title)}</h1>
${status ? `<p role="status">${escapeHtml(status)}</p>` : ""}
${body}`,
  );
}

function problemHtml(problem: Problem | undefined): string {
  return problem
    ? `<p class="error" id="form-error" role="alert">${escapeHtml(problem.message)}</p>`
    : "";
}

function field(
  id: string,
  label: string,
  attributes: string,
  value: string,
  problem: Problem | undefined,
): string {
  const invalid = problem?.field === id;
  return `<label for="${id}">${escapeHtml(label)}</label>
<input id="${id}" name="${id}" value="${escapeHtml(value)}" ${attributes}${invalid ? ` aria-invalid="true" aria-describedby="form-error"` : ""}>`;
}

function priceLabel(price: Obj): string {
  const r = price.recurring;
  const every = r
    ? r.interval_count > 1
      ? `every ${r.interval_count} ${r.interval}s`
      : `per ${r.interval}`
    : "";
  return `${formatAmount(price.unit_amount, price.currency)} ${every}`.trim();
}

const STATUS_LABELS: Record<string, string> = {
  active: "Active",
  trialing: "Trial",
  past_due: "Past due",
  unpaid: "Unpaid",
  incomplete: "Incomplete",
  paused: "Paused",
};

/** When the plan renews, ends or its trial ends, as the portal says it. */
export function planTiming(subscription: Obj): string {
  const end = subscription.items.data[0].current_period_end;
  if (subscription.cancel_at)
    return `Your plan will be canceled on ${formatDate(subscription.cancel_at)}.`;
  if (subscription.status === "trialing" && subscription.trial_end) {
    return `Your trial ends on ${formatDate(subscription.trial_end)}.`;
  }
  return `Your plan renews on ${formatDate(end)}.`;
}

function subscriptionSection(portal: Portal, entry: Entry): string {
  const s = entry.obj;
  const item = s.items.data[0];
  const product = portal.ctx.emu.store.get(item.price.product)?.obj;
  const name = product?.name ?? "Subscription";
  const href = `${base(portal)}/subscriptions/${escapeHtml(s.id)}`;
  const canSwitch = switchablePrices(portal).some((p) => p.price.id !== item.price.id);
  const cancel = portal.configuration.features.subscription_cancel;
  const actions: string[] = [];
  if (canSwitch && !s.cancel_at) actions.push(`<a href="${href}/update">Update plan</a>`);
  if (cancel.enabled && !s.cancel_at) actions.push(`<a href="${href}/cancel">Cancel plan</a>`);
  const renew = s.cancel_at_period_end
    ? `<form method="post" action="${href}/renew"><button type="submit">Renew plan</button></form>`
    : "";
  const discount = (s.discounts ?? []).length ? "<p>A discount applies to this plan.</p>" : "";
  return `<section aria-labelledby="plan-${escapeHtml(s.id)}">
<h3 id="plan-${escapeHtml(s.id)}">${escapeHtml(name)}</h3>
<p class="price">${escapeHtml(priceLabel(item.price))}</p>
<p>Status: ${escapeHtml(s.cancel_at ? "Canceling" : (STATUS_LABELS[s.status] ?? s.status))}</p>
<p>${escapeHtml(planTiming(s))}</p>
${discount}
${actions.length ? `<p>${actions.join(" · ")}</p>` : ""}
${renew}
</section>`;
}

function paymentMethodSection(portal: Portal): string {
  const store = portal.ctx.emu.store;
  const pmId = portal.customer.invoice_settings.default_payment_method;
  const pm = pmId ? store.get(pmId)?.obj : undefined;
  const described = pm?.card
    ? `${pm.card.brand === "visa" ? "Visa" : pm.card.brand} •••• ${pm.card.last4}, expires ${String(pm.card.exp_month).padStart(2, "0")}/${pm.card.exp_year}`
    : "No payment method on file.";
  const update = portal.configuration.features.payment_method_update.enabled
    ? `<p><a href="${base(portal)}/payment-method">Update payment method</a></p>`
    : "";
  return `<section aria-labelledby="payment-method"><h2 id="payment-method">Payment method</h2>
<p>${escapeHtml(described)}</p>${update}</section>`;
}

function billingSection(portal: Portal, problem?: Problem): string {
  const feature = portal.configuration.features.customer_update;
  const allowed: string[] = feature.enabled ? feature.allowed_updates : [];
  const c = portal.customer;
  const rows = [`<dt>Email</dt><dd>${escapeHtml(c.email ?? "")}</dd>`];
  if (c.name) rows.push(`<dt>Name</dt><dd>${escapeHtml(c.name)}</dd>`);
  const fields: string[] = [];
  if (allowed.includes("email"))
    fields.push(
      field("email", "Email", 'type="email" autocomplete="email" required', c.email ?? "", problem),
    );
  if (allowed.includes("name"))
    fields.push(field("name", "Name", 'autocomplete="name"', c.name ?? "", problem));
  const form = fields.length
    ? `<form method="post" action="${base(portal)}/customer">${fields.join("\n")}<button type="submit">Save billing information</button></form>`
    : "";
  return `<section aria-labelledby="billing-information"><h2 id="billing-information">Billing information</h2>
<dl>${rows.join("")}</dl>${form}</section>`;
}

function invoiceSection(portal: Portal): string {
  if (!portal.configuration.features.invoice_history.enabled) return "";
  const invoices = portal.ctx.emu.store
    .all(portal.ctx.account, "invoice")
    .map((e) => e.obj)
    .filter((i) => i.customer === portal.customer.id && i.status !== "draft");
  const rows = invoices
    .map(
      (i) =>
        `<tr><td>${escapeHtml(formatDate(i.created))}</td><td>${escapeHtml(formatAmount(i.total, i.currency))}</td><td>${escapeHtml((i.status[0]?.toUpperCase() ?? "") + i.status.slice(1))}</td><td><a href="${escapeHtml(i.hosted_invoice_url)}">View invoice ${escapeHtml(i.number)}</a></td></tr>`,
    )
    .join("");
  return `<section aria-labelledby="invoice-history"><h2 id="invoice-history">Invoice history</h2>
${invoices.length ? `<table><thead><tr><th scope="col">Date</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Invoice</th></tr></thead><tbody>${rows}</tbody></table>` : "<p>No invoices yet.</p>"}</section>`;
}

export function renderPortalHome(portal: Portal, notice?: string, problem?: Problem): string {
  const subscriptions = portalSubscriptions(portal);
  return shell(
    portal,
    "Manage billing",
    `${problemHtml(problem)}
<section aria-labelledby="current-plans"><h2 id="current-plans">Current plan</h2>
${subscriptions.length ? subscriptions.map((s) => subscriptionSection(portal, s)).join("\n") : "<p>No active plans.</p>"}
</section>
${paymentMethodSection(portal)}
${billingSection(portal, problem)}
${invoiceSection(portal)}`,
    notice ? NOTICES[notice] : undefined,
  );
}

export function renderUpdatePlan(portal: Portal, subscription: Entry, problem?: Problem): string {
  const current = subscription.obj.items.data[0].price.id;
  const options = switchablePrices(portal)
    .map(({ price, product }, i) => {
      const id = `price-${i}`;
      const isCurrent = price.id === current;
      return `<div><input type="radio" id="${id}" name="price" value="${escapeHtml(price.id)}"${isCurrent ? " disabled" : ""} style="display:inline;width:auto">
<label for="${id}" style="display:inline">${escapeHtml(product?.name ?? "")} · ${escapeHtml(priceLabel(price))}${isCurrent ? " (current plan)" : ""}</label></div>`;
    })
    .join("\n");
  return shell(
    portal,
    "Update plan",
    `${problemHtml(problem)}
<form method="post" action="${base(portal)}/subscriptions/${escapeHtml(subscription.obj.id)}/update">
<fieldset><legend>Choose a plan</legend>${options}</fieldset>
<button type="submit">Update plan</button></form>
<p><a href="${base(portal)}">Back</a></p>`,
  );
}

export function renderCancelPlan(portal: Portal, subscription: Entry): string {
  const end = subscription.obj.items.data[0].current_period_end;
  const immediately = portal.configuration.features.subscription_cancel.mode === "immediately";
  const what = immediately
    ? "Your plan will be canceled now."
    : `Your plan will be canceled, but is still available until the end of your billing period on ${formatDate(end)}.`;
  return shell(
    portal,
    "Cancel plan",
    `<p>${escapeHtml(what)}</p>
<form method="post" action="${base(portal)}/subscriptions/${escapeHtml(subscription.obj.id)}/cancel">
<button type="submit">Cancel plan</button></form>
<p><a href="${base(portal)}">Go back</a></p>`,
  );
}

export function renderPaymentMethod(
  portal: Portal,
  state: { form?: Partial<CardFields>; problem?: Problem } = {},
): string {
  const form = state.form ?? {};
  const problem = state.problem;
  return shell(
    portal,
    "Update payment method",
    `${problemHtml(problem)}
<form method="post" action="${base(portal)}/payment-method" novalidate>
<fieldset style="border:0;padding:0;margin:0"><legend class="hint">Card information</legend>
${field("cardNumber", "Card number", 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required', form.cardNumber ?? "", problem)}
<div class="row"><div>
${field("cardExpiry", "Expiration", 'autocomplete="cc-exp" placeholder="MM / YY" required', form.cardExpiry ?? "", problem)}
</div><div>
${field("cardCvc", "CVC", 'inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" required', form.cardCvc ?? "", problem)}
</div></div></fieldset>
<button type="submit">Save payment method</button></form>
<p><a href="${base(portal)}">Back</a></p>
<p class="hint">Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined;
4000 0000 0000 0341 is saved but its charges fail.</p>`,
  );
}

export function renderConfirmation(portal: Portal): string {
  const message =
    portal.session.obj.flow?.after_completion?.hosted_confirmation?.custom_message ??
    "Your changes have been saved.";
  return shell(portal, "All set", `<p role="status">${escapeHtml(message)}</p>`);
}

/** An expired or used link: said plainly, with the way back. */
export function renderPortalGone(emu: Emulator, session: Entry, state: "expired" | "used"): string {
  const message =
    state === "used"
      ? "This portal session has already been used. Return to the site to manage your billing again."
      : "This portal session has expired. Return to the site to open a new one.";
  return page(
    "Session unavailable",
    `<h1>Session unavailable</h1><p role="status">${escapeHtml(message)}</p>${returnLink(emu, session)}`,
  );
}
