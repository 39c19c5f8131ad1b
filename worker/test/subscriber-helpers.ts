import { expect } from "vitest";
import { call, makeSite, signedIn } from "./factories";
import { recordingQueue } from "./newsletter-helpers";

/**
 * A site named "Maya's Kitchen" whose queue records what subscribing sends to it:
 * `subscribe` puts a reader on its free plan, signed in on the site, as the subscribe page does.
 */
export async function subscribingSite() {
  const site = await makeSite({ title: "Maya's Kitchen" });
  const queue = recordingQueue();
  const subscribe = async (userId: string) => {
    const res = await call(
      "POST",
      `/site/${site.slug}/subscriptions`,
      { token: await signedIn(userId, site.id), json: { plan: "free" } },
      queue.env,
    );
    expect(res.status).toBe(200);
  };
  return { site, queue, subscribe };
}
