import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Job } from "../queues/jobs";
import { call } from "../test/factories";
import { signature } from "../test/stripe-factories";

/** The test bindings with a JOBS queue that records what the webhook puts on it. */
function recordingQueue() {
  const sent: Job[] = [];
  const JOBS = { send: async (job: Job) => void sent.push(job) } as unknown as Queue<Job>;
  return { sent, bindings: { ...env, JOBS } };
}

const event = (id: string) =>
  JSON.stringify({
    id,
    object: "event",
    type: "customer.subscription.updated",
    account: "acct_test",
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: "sub_test", object: "subscription" } },
  });

const post = (path: string, payload: string, bindings: typeof env, header?: string) =>
  call(
    "POST",
    `/webhooks/${path}`,
    {
      body: payload,
      headers: {
        "Content-Type": "application/json",
        ...(header ? { "Stripe-Signature": header } : {}),
      },
    },
    bindings,
  );

describe("Stripe webhooks: the signature decides", () => {
  for (const [path, secret] of [
    ["stripe", "whsec_local_platform"],
    ["stripe-connect", "whsec_local_connect"],
  ] as const) {
    it(`${path}: a good signature queues the event; missing, wrong or stale ones are 400 and queue nothing`, async () => {
      const { sent, bindings } = recordingQueue();
      const payload = event(`evt_${path}_1`);

      const missing = await post(path, payload, bindings);
      expect(missing.status).toBe(400);
      const wrong = await post(path, payload, bindings, await signature(payload, "whsec_wrong"));
      expect(wrong.status).toBe(400);
      const stale = await post(
        path,
        payload,
        bindings,
        await signature(payload, secret, Math.floor(Date.now() / 1000) - 301),
      );
      expect(stale.status).toBe(400);
      // Signed for another body: the event was changed on the way.
      const tampered = await post(
        path,
        payload.replace("sub_test", "sub_other"),
        bindings,
        await signature(payload, secret),
      );
      expect(tampered.status).toBe(400);
      expect(sent).toEqual([]);

      const good = await post(path, payload, bindings, await signature(payload, secret));
      expect(good.status).toBe(200);
      expect(sent).toEqual([
        {
          type: "stripe-event",
          eventId: `evt_${path}_1`,
          eventType: "customer.subscription.updated",
          account: "acct_test",
          objectId: "sub_test",
        },
      ]);
    });
  }

  it("production refuses the repository's local secrets: nobody can sign events with them", async () => {
    const { sent, bindings } = recordingQueue();
    const payload = event("evt_production");
    const res = await post(
      "stripe-connect",
      payload,
      { ...bindings, ENVIRONMENT: "production", STRIPE_API_HOST: undefined },
      await signature(payload, "whsec_local_connect"),
    );
    expect(res.status).toBe(500);
    expect(sent).toEqual([]);
  });

  it("the other endpoint's secret does not pass", async () => {
    const { sent, bindings } = recordingQueue();
    const payload = event("evt_cross");
    const res = await post(
      "stripe-connect",
      payload,
      bindings,
      await signature(payload, "whsec_local_platform"),
    );
    expect(res.status).toBe(400);
    expect(sent).toEqual([]);
  });
});
