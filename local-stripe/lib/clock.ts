import { expireIfDue } from "../api/checkout-sessions";
import { clockOf, nextDue, runDue } from "./billing";
import type { Ctx, Emulator } from "./context";

/**
 * Moves a clock forward and runs everything that falls due on it, in time order: renewals,
 * payment retries, cancellations at period end, expiries. `clockId` null is the emulator
 * clock (everything without a Stripe test clock); otherwise a test clock's id.
 */
export function advanceClock(emu: Emulator, clockId: string | null, to: number): void {
  const { store } = emu;
  let changed = clockId !== null || to > store.now();
  for (let step = 0; step < 100_000; step++) {
    let next: { at: number; run: () => void } | null = null;
    for (const entry of store.everywhere("subscription")) {
      const ctx: Ctx = {
        emu,
        account: entry.account,
        request: { id: null, idempotency_key: null },
      };
      if (clockOf(ctx, entry.obj) !== clockId) continue;
      const due = nextDue(ctx, entry);
      if (!due || due.at > to || (next && next.at <= due.at)) continue;
      next = { at: due.at, run: () => runDue(ctx, entry, due.kind, due.at) };
    }
    if (!next) break;
    setTime(emu, clockId, next.at);
    next.run();
    changed = true;
  }
  setTime(emu, clockId, to);
  if (clockId === null) {
    for (const entry of store.everywhere("checkout.session")) {
      if (entry.obj.status === "open" && entry.obj.expires_at <= to) changed = true;
      expireIfDue(emu, entry);
    }
  }
  // The periodic catch-up usually finds nothing to do: no need to rewrite the state file then.
  if (changed) store.save();
}

function setTime(emu: Emulator, clockId: string | null, at: number): void {
  if (clockId === null) {
    emu.store.setNow(at);
    return;
  }
  const clock = emu.store.get(clockId);
  if (clock && at > clock.obj.frozen_time) clock.obj.frozen_time = at;
}
