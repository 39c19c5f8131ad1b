import Stripe from "stripe";
import type { Ctx } from "./context";
import { fromFixture } from "./fixtures";
import { newId } from "./ids";
import { PLATFORM_ACCOUNT } from "./store";
import type { Obj } from "./types";

/** The API version of the SDK the product uses: events carry it as Stripe's do. */
/**
 * Events kept (the newest, on all accounts together). Their snapshots are most of the state file,
 * which is rewritten after every change; the product re-reads objects rather than old events.
 */
export const EVENTS_KEPT = 5000;

export const API_VERSION: string = Stripe.API_VERSION;

/**
 * Records an event for a change and queues its webhooks. `data.object` is a snapshot of the
 * object as it is now; `previous` holds the changed fields' old values.
 */
export function emitEvent(
  ctx: Ctx,
  type: string,
  object: Obj,
  options: { previous?: Obj; at?: number } = {},
): Obj {
  const { store, webhooks } = ctx.emu;
  const data: Obj = { object: structuredClone(object) };
  if (options.previous && Object.keys(options.previous).length > 0) {
    data.previous_attributes = structuredClone(options.previous);
  }
  const isConnect = ctx.account !== PLATFORM_ACCOUNT;
  const event = fromFixture(
    "event",
    {
      id: newId("evt"),
      api_version: API_VERSION,
      created: options.at ?? store.now(),
      data,
      livemode: false,
      pending_webhooks: 0,
      request: { ...ctx.request },
      type,
      ...(isConnect ? { account: ctx.account } : {}),
    },
    ["account"],
  );
  event.pending_webhooks = webhooks.targets(event).length;
  store.insert(ctx.account, event);
  store.dropOldest("event", EVENTS_KEPT);
  webhooks.enqueue(event);
  return event;
}

/** Old values of the top-level fields that changed, for `data.previous_attributes`. */
export function changedFields(before: Obj, after: Obj): Obj {
  const previous: Obj = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key];
  }
  return previous;
}
