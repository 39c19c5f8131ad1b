import type { Emulator } from "../lib/context";
import type { AccountLinkState } from "../lib/store";
import { escapeHtml, page } from "./html";

/** An Account Link can be used once, before it expires; otherwise Stripe sends to refresh_url. */
export function linkUsable(emu: Emulator, link: AccountLinkState): boolean {
  return !link.used && emu.store.now() < link.expiresAt;
}

/** Connect onboarding (the Account Link's hosted page), reduced to what the platform needs. */
export function renderOnboardingPage(emu: Emulator, token: string, link: AccountLinkState): string {
  const account = emu.store.get(link.account)?.obj ?? {};
  const name = account.business_profile?.name ?? "";
  return page(
    "Set up payments",
    `<h1>Set up payments</h1>
<p>Local Stripe onboarding for a connected account.</p>
<dl>
<dt>Account</dt><dd>${escapeHtml(account.id)}</dd>
<dt>Type</dt><dd>${escapeHtml(account.type)}</dd>
<dt>Email</dt><dd>${escapeHtml(account.email ?? "—")}</dd>
<dt>Charges</dt><dd>${account.charges_enabled ? "Enabled" : "Not enabled"}</dd>
</dl>
<form method="post" action="/connect/onboarding/${escapeHtml(token)}">
<label for="business_name">Business name</label>
<input id="business_name" name="business_name" value="${escapeHtml(name)}" autocomplete="organization">
<label for="country">Country</label>
<input id="country" name="country" value="${escapeHtml(account.country ?? "US")}" readonly>
<p class="hint">By submitting you agree to the (local, pretend) Stripe Connected Account Agreement.
Test data is accepted: no identity or bank details are asked.</p>
<button type="submit">Agree and submit</button>
</form>`,
  );
}
