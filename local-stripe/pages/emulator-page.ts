import type { Emulator } from "../lib/context";
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
<ul>${endpoints || "<li>None</li>"}</ul>`,
  );
}

export function renderInvoicePage(emu: Emulator, id: string): string | null {
  const entry = emu.store.get(id);
  if (entry?.obj.object !== "invoice") return null;
  const invoice = entry.obj;
  const amount = `${(invoice.amount_due / 100).toFixed(2)} ${String(invoice.currency).toUpperCase()}`;
  return page(
    `Invoice ${invoice.number ?? invoice.id}`,
    `<h1>Invoice ${escapeHtml(invoice.number ?? invoice.id)}</h1>
<dl><dt>Status</dt><dd>${escapeHtml(invoice.status)}</dd><dt>Amount due</dt><dd>${escapeHtml(amount)}</dd>
<dt>Email</dt><dd>${escapeHtml(invoice.customer_email ?? "—")}</dd></dl>`,
  );
}
