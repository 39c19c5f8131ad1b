import type { Emulator } from "../lib/context";
import { refundedFor } from "../lib/payments";
import { escapeHtml, page } from "./html";

/** The developer's page: what the local Stripe holds, and buttons that move its clock. */
export function renderEmulatorPage(emu: Emulator): string {
  const now = emu.store.now();
  const counts = Object.entries(emu.store.summary())
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, count]) => `<dt>${escapeHtml(type)}</dt><dd>${count}</dd>`)
    .join("");
  const endpoints = emu.webhooks
    .endpoints()
    .map((e) => `<li>${e.connect ? "Connect" : "Platform"}: ${escapeHtml(e.url)}</li>`)
    .join("");
  const date = (unix: number | null) =>
    unix ? new Date(unix * 1000).toISOString().replace("T", " ").slice(0, 16) : "—";
  const subscriptions = emu.store
    .everywhere("subscription")
    .reverse()
    .slice(0, 50)
    .map(({ account, obj }) => {
      const item = obj.items.data[0];
      const email = emu.store.get(obj.customer)?.obj.email ?? obj.customer;
      const ends = obj.cancel_at
        ? `ends ${date(obj.cancel_at)}`
        : `renews ${date(item.current_period_end)}`;
      return `<tr><td>${escapeHtml(obj.id)}</td><td>${escapeHtml(account)}</td><td>${escapeHtml(email)}</td><td>${escapeHtml(obj.status)}</td><td>${escapeHtml(item.price.unit_amount)} / ${escapeHtml(item.price.recurring?.interval)}</td><td>${escapeHtml(obj.status === "canceled" ? `ended ${date(obj.ended_at)}` : ends)}</td></tr>`;
    })
    .join("");
  const events = emu.store
    .everywhere("event")
    .reverse()
    .slice(0, 30)
    .map(
      ({ account, obj }) =>
        `<tr><td>${escapeHtml(date(obj.created))}</td><td>${escapeHtml(obj.type)}</td><td>${escapeHtml(account)}</td><td>${obj.pending_webhooks}</td></tr>`,
    )
    .join("");
  const button = (step: string, label: string) =>
    `<form method="post" action="/_emulator/clock/advance"><input type="hidden" name="step" value="${step}"><button type="submit">${label}</button></form>`;
  return page(
    "Local Stripe",
    `<h1>Local Stripe</h1>
<p>Emulator clock: <time datetime="${new Date(now * 1000).toISOString()}">${new Date(now * 1000).toUTCString()}</time> (${now})</p>
<p class="hint">Moving the clock runs renewals, payment retries and cancellations that fall due
for everything without a Stripe test clock.</p>
${button("day", "+1 day")}${button("month", "+1 month")}${button("year", "+1 year")}
<h2>Objects</h2>
<dl>${counts}</dl>
<h2>Webhook endpoints</h2>
<ul>${endpoints || "<li>None</li>"}</ul>
<h2>Subscriptions</h2>
${
  subscriptions
    ? `<table><thead><tr><th scope="col">Id</th><th scope="col">Account</th><th scope="col">Customer</th><th scope="col">Status</th><th scope="col">Price (cents)</th><th scope="col">Period</th></tr></thead><tbody>${subscriptions}</tbody></table>`
    : "<p>None yet.</p>"
}
<h2>Latest events</h2>
${
  events
    ? `<table><thead><tr><th scope="col">Created</th><th scope="col">Type</th><th scope="col">Account</th><th scope="col">Webhooks pending</th></tr></thead><tbody>${events}</tbody></table>`
    : "<p>None yet.</p>"
}`,
    { wide: true },
  );
}

export function renderInvoicePage(emu: Emulator, id: string): string | null {
  const entry = emu.store.get(id);
  if (entry?.obj.object !== "invoice") return null;
  const invoice = entry.obj;
  const money = (cents: number) =>
    `${(cents / 100).toFixed(2)} ${String(invoice.currency).toUpperCase()}`;
  const discount = invoice.subtotal - invoice.total;
  const refunded = refundedFor(emu.store, entry.account, invoice.id);
  return page(
    `Invoice ${invoice.number ?? invoice.id}`,
    `<h1>Invoice ${escapeHtml(invoice.number ?? invoice.id)}</h1>
<dl><dt>Status</dt><dd>${escapeHtml(invoice.status)}</dd>
${discount > 0 ? `<dt>Subtotal</dt><dd>${escapeHtml(money(invoice.subtotal))}</dd><dt>Discount</dt><dd>−${escapeHtml(money(discount))}</dd>` : ""}
<dt>Amount due</dt><dd>${escapeHtml(money(invoice.amount_due))}</dd>
${refunded > 0 ? `<dt>Refunded</dt><dd>${escapeHtml(money(refunded))}</dd>` : ""}
<dt>Email</dt><dd>${escapeHtml(invoice.customer_email ?? "—")}</dd></dl>`,
  );
}
