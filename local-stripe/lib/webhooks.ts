import { createHmac } from "node:crypto";
import { PLATFORM_ACCOUNT, type Store } from "./store";
import type { Obj } from "./types";

export type EndpointConfig = {
  id: string;
  url: string;
  secret: string;
  /** Connect endpoints receive connected accounts' events; the others the platform's own. */
  connect: boolean;
  enabledEvents: string[];
};

/** Retry delays when the caller gives none: short, because this is a developer's machine. */
export const DEFAULT_RETRY_DELAYS_MS = [
  1000, 2000, 4000, 8000, 16000, 30000, 60000, 60000, 60000, 60000,
];

/** `Stripe-Signature` exactly as Stripe builds it: HMAC-SHA256 of "t.payload" keyed by whsec_…. */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

type Queue = { eventIds: string[]; running: boolean };

/**
 * Delivers events to the endpoints in order, one at a time per endpoint, retrying a failed
 * delivery (non-2xx or network error) after each delay in `retryDelaysMs`, then giving up on
 * that event and moving to the next. Runs beside the API: enqueueing never waits.
 */
export class WebhookDispatcher {
  private readonly queues = new Map<string, Queue>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly aborts = new Set<AbortController>();
  private stopped = false;

  constructor(
    private readonly store: Store,
    private readonly configured: EndpointConfig[],
    private readonly retryDelaysMs: number[],
    private readonly log: (line: string) => void,
  ) {}

  endpoints(): EndpointConfig[] {
    const created = this.store
      .all(PLATFORM_ACCOUNT, "webhook_endpoint")
      .filter((e) => e.obj.status === "enabled")
      .map((e) => ({
        id: e.obj.id,
        url: e.obj.url,
        secret: e.internal.secret,
        connect: e.internal.connect === true,
        enabledEvents: e.obj.enabled_events,
      }));
    return [...this.configured, ...created.reverse()];
  }

  /** The endpoints an event goes to: Connect events (with `account`) only to Connect endpoints. */
  targets(event: Obj): EndpointConfig[] {
    const isConnect = typeof event.account === "string";
    return this.endpoints().filter(
      (endpoint) =>
        endpoint.connect === isConnect &&
        (endpoint.enabledEvents.includes("*") || endpoint.enabledEvents.includes(event.type)),
    );
  }

  enqueue(event: Obj, skip: string[] = []): void {
    for (const endpoint of this.targets(event)) {
      if (skip.includes(endpoint.id)) continue;
      let queue = this.queues.get(endpoint.id);
      if (!queue) {
        queue = { eventIds: [], running: false };
        this.queues.set(endpoint.id, queue);
      }
      queue.eventIds.push(event.id);
      if (!queue.running) void this.pump(endpoint.id, queue);
    }
  }

  private async pump(endpointId: string, queue: Queue): Promise<void> {
    queue.running = true;
    try {
      while (!this.stopped && queue.eventIds.length > 0) {
        const eventId = queue.eventIds[0] as string;
        await this.deliverWithRetries(endpointId, eventId);
        queue.eventIds.shift();
      }
    } finally {
      queue.running = false;
    }
  }

  private async deliverWithRetries(endpointId: string, eventId: string): Promise<void> {
    for (let attempt = 0; attempt <= this.retryDelaysMs.length; attempt++) {
      if (this.stopped) return;
      // Endpoint settings are read per attempt: a deleted or changed endpoint stops or moves.
      const endpoint = this.endpoints().find((e) => e.id === endpointId);
      const entry = this.store.get(eventId);
      if (!endpoint || !entry) return;
      if (await this.deliver(endpoint, entry.obj)) {
        entry.obj.pending_webhooks = Math.max(0, entry.obj.pending_webhooks - 1);
        entry.internal.delivered = [...(entry.internal.delivered ?? []), endpointId];
        this.store.save();
        return;
      }
      const delay = this.retryDelaysMs[attempt];
      if (delay === undefined) break;
      await this.sleep(delay);
    }
    const entry = this.store.get(eventId);
    if (entry) {
      entry.internal.abandoned = [...(entry.internal.abandoned ?? []), endpointId];
      this.store.save();
    }
    this.log(
      `webhook ${eventId} to ${endpointId}: gave up after ${this.retryDelaysMs.length + 1} attempts`,
    );
  }

  /**
   * After a restart: queues again, in order, the events an endpoint had not yet accepted nor
   * been given up on (the queue itself lives in memory only).
   */
  resumePending(): void {
    for (const entry of this.store.everywhere("event")) {
      if (entry.obj.pending_webhooks <= 0) continue;
      const done = [...(entry.internal.delivered ?? []), ...(entry.internal.abandoned ?? [])];
      this.enqueue(entry.obj, done);
    }
  }

  private async deliver(endpoint: EndpointConfig, event: Obj): Promise<boolean> {
    const payload = JSON.stringify(event, null, 2);
    // Real time, not the emulator clock: receivers check the signature's age against theirs.
    const timestamp = Math.floor(Date.now() / 1000);
    const abort = new AbortController();
    this.aborts.add(abort);
    const timeout = setTimeout(() => abort.abort(), 10_000);
    try {
      const response = await fetch(endpoint.url, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          "stripe-signature": signatureHeader(payload, endpoint.secret, timestamp),
        },
        body: payload,
        signal: abort.signal,
      });
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok)
        this.log(`webhook ${event.type} ${event.id} → ${endpoint.url}: ${response.status}`);
      return response.ok;
    } catch (error) {
      if (!this.stopped) {
        this.log(
          `webhook ${event.type} ${event.id} → ${endpoint.url}: ${(error as Error).message}`,
        );
      }
      return false;
    } finally {
      clearTimeout(timeout);
      this.aborts.delete(abort);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.add(timer);
    });
  }

  /** True when nothing is waiting to be delivered (tests wait for it). */
  idle(): boolean {
    return [...this.queues.values()].every((q) => q.eventIds.length === 0);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    for (const abort of this.aborts) abort.abort();
  }
}
