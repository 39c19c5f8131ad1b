import { type Env, isDevelopment } from "../env";

/**
 * The API's "now" for rules bound to the calendar (the gift allowance's month). Production
 * reads the wall clock and nothing else. In development and tests the dev route PUT
 * /api/v1/dev/clock stores an offset in KV, so a browser test can move the API a month on
 * without touching the local Stripe's own clock (whose subscriptions would then renew).
 */
const OFFSET_KEY = "dev:clock-offset-ms";

export type Clock = () => Date;

export async function apiClock(env: Pick<Env, "ENVIRONMENT" | "KV">): Promise<Clock> {
  if (!isDevelopment(env)) return () => new Date();
  const offset = Number((await env.KV.get(OFFSET_KEY)) ?? "0") || 0;
  return () => new Date(Date.now() + offset);
}

/** Development only: from now on the API's clock reads `at` (null: the wall clock again). */
export async function setDevClock(env: Pick<Env, "KV">, at: Date | null) {
  if (at === null) await env.KV.delete(OFFSET_KEY);
  else await env.KV.put(OFFSET_KEY, String(at.getTime() - Date.now()));
}
