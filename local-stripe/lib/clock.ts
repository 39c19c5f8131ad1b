import { expireIfDue } from "../api/checkout-sessions";
import { clockOf, nextDue, runDue } from "./billing";
import type { Ctx, Emulator } from "./context";
import type { Entry } from "./store";

/**
 * Moves a clock forward and runs everything that falls due on it, in time order: renewals,
 * payment retries, cancellations at period end, expiries. `clockId` null is the emulator
 * clock (everything without a Stripe test clock); otherwise a test clock's id.
 */
export function advanceClock(emu: Emulator, clockId: string | null, to: number): void {
  const { store } = emu;
  let changed = clockId !== null || to > store.now();
  // Each subscription's next due thing, worked out once and again only after it ran: what
  // falls due on one subscription changes no other's, and asking every subscription at every
  // step made a long jump quadratic in the subscriptions a test run had made.
  const pending: { ctx: Ctx; entry: Entry; due: ReturnType<typeof nextDue> }[] = [];
  for (const entry of store.everywhere("subscription")) {
    const ctx: Ctx = { emu, account: entry.account, request: { id: null, idempotency_key: null } };
    if (clockOf(ctx, entry.obj) !== clockId) continue;
    pending.push({ ctx, entry, due: nextDue(ctx, entry) });
  }
  for (let step = 0; step < 100_000; step++) {
    let next: (typeof pending)[number] | null = null;
    for (const candidate of pending) {
      const due = candidate.due;
      if (!due || due.at > to || (next?.due && next.due.at <= due.at)) continue;
      next = candidate;
    }
    if (!next?.due) break;
    setTime(emu, clockId, next.due.at);
    runDue(next.ctx, next.entry, next.due.kind, next.due.at);
    next.due = nextDue(next.ctx, next.entry);
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
