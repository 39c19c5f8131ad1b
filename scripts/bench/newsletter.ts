import { rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { applyMigrations, root, run, startApi, wranglerEnv } from "../lib/platform";
import {
  NEWSLETTER_BENCH_TOKEN,
  NEWSLETTER_RECIPE_ID,
  NEWSLETTER_SITE_SLUG,
  writeNewsletterSiteSql,
} from "./newsletter-site";

/**
 * The newsletter section of `npm run bench` (alone: --newsletter-only). A site of N
 * subscribers (100,000 by default, BENCH_NEWSLETTER_RECIPIENTS) and one send, through the
 * real API, the real JOBS queue consumer and the real delivery rows in local D1; only the
 * transport is a counting sink here (MAIL_SINK_URL → a small HTTP server in this process)
 * that behaves like Resend's batch API: a repeated Idempotency-Key is answered without
 * sending again. Two runs: a clean one, and one where the sink fails batches halfway (it
 * takes the batch and then answers 500, as a dropped connection would) or refuses them
 * outright, so the consumer retries them.
 */

type SinkMessage = { id: string; to: string; sendId: string | null };
type SendView = {
  id: string;
  status: string;
  recipientCount: number;
  sentCount: number;
  failedCount: number;
};

class CountingSink {
  deliveries = new Map<string, number>();
  keys = new Map<string, "delivered" | "refused">();
  replayedBatches = 0;
  replayedMessages = 0;
  batches = 0;
  failHalfway = false;
  private arrivals = 0;

  handle(body: { idempotencyKey: string; messages: SinkMessage[] }): number {
    this.batches++;
    const seen = this.keys.get(body.idempotencyKey);
    if (seen === "delivered") {
      // The provider's idempotency: the same key again sends nothing.
      this.replayedBatches++;
      this.replayedMessages += body.messages.length;
      return 200;
    }
    const arrival = this.arrivals++;
    if (this.failHalfway && seen === undefined && arrival % 10 === 7) {
      this.keys.set(body.idempotencyKey, "refused");
      return 503;
    }
    for (const message of body.messages) {
      this.deliveries.set(message.id, (this.deliveries.get(message.id) ?? 0) + 1);
    }
    this.keys.set(body.idempotencyKey, "delivered");
    // Taken, then the answer is lost: the consumer must retry without mailing anyone twice.
    if (this.failHalfway && seen === undefined && arrival % 10 === 3) return 500;
    return 200;
  }

  reset(failHalfway: boolean) {
    this.deliveries.clear();
    this.keys.clear();
    this.replayedBatches = 0;
    this.replayedMessages = 0;
    this.batches = 0;
    this.arrivals = 0;
    this.failHalfway = failHalfway;
  }
}

function startSink(sink: CountingSink, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const status = sink.handle(JSON.parse(Buffer.concat(chunks).toString()));
      res.writeHead(status).end();
    });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function newsletterBench(options: {
  benchDir: string;
  registryDir: string;
  portBase: number;
  recipients: number;
  say: (line: string) => void;
}) {
  const { benchDir, registryDir, portBase, recipients, say } = options;
  const stateDir = path.join(benchDir, `newsletter-${recipients}`);
  rmSync(stateDir, { recursive: true, force: true });
  console.log(`Generating a site of ${recipients.toLocaleString()} subscribers…`);
  await applyMigrations({ stateDir, registryDir, quiet: true });
  const sqlFile = path.join(benchDir, "newsletter-site.sql");
  writeNewsletterSiteSql(sqlFile, recipients);
  await run(
    [
      path.join(root, "node_modules/wrangler/bin/wrangler.js"),
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      stateDir,
      "--file",
      sqlFile,
    ],
    { env: wranglerEnv({ registryDir }), quiet: true },
  );

  const sink = new CountingSink();
  const sinkPort = portBase + 7;
  const server = await startSink(sink, sinkPort);
  const api = await startApi({
    stateDir,
    registryDir,
    apiPort: portBase + 6,
    quiet: true,
    vars: { MAIL_SINK_URL: `http://127.0.0.1:${sinkPort}/` },
  });
  const headers = {
    Authorization: `Bearer ${NEWSLETTER_BENCH_TOKEN}`,
    "Content-Type": "application/json",
  };
  const base = `${api.apiUrl}/api/v1/manage/${NEWSLETTER_SITE_SLUG}`;
  try {
    const audience = (await (await fetch(`${base}/newsletter-audience`, { headers })).json()) as {
      count: number;
    };
    say(`Newsletter to ${audience.count.toLocaleString()} subscribers (local D1 and Queues):`);
    for (const failHalfway of [false, true]) {
      sink.reset(failHalfway);
      const started = performance.now();
      const response = await fetch(`${base}/newsletter-sends`, {
        method: "POST",
        headers,
        body: JSON.stringify({ recipeId: NEWSLETTER_RECIPE_ID, note: "Bench night" }),
      });
      const accepted = performance.now() - started;
      if (response.status !== 202) {
        throw new Error(`Send refused: ${response.status} ${await response.text()}`);
      }
      const { send } = (await response.json()) as { send: SendView };
      let enqueued = Number.NaN;
      let view = send;
      const deadline = started + 20 * 60 * 1000;
      while (performance.now() < deadline) {
        await sleep(250);
        const list = (await (
          await fetch(`${base}/newsletter-sends?recipeId=${NEWSLETTER_RECIPE_ID}`, { headers })
        ).json()) as { sends: SendView[] };
        view = list.sends.find((candidate) => candidate.id === send.id) ?? view;
        if (Number.isNaN(enqueued) && view.recipientCount >= audience.count) {
          enqueued = performance.now() - started;
        }
        if (view.status === "sent" || view.status === "failed") break;
      }
      const recorded = performance.now() - started;
      const counts = [...sink.deliveries.values()];
      const duplicates = counts.filter((count) => count > 1).length;
      const lost = audience.count - sink.deliveries.size;
      const label = failHalfway
        ? "with failures (every 10th batch taken then answered 500, every 10th refused, all retried)"
        : "clean run";
      say(`  ${label}:`);
      say(
        `    accepted in ${accepted.toFixed(0)} ms; every recipient enqueued after ${seconds(enqueued)}; every delivery recorded after ${seconds(recorded)} (status ${view.status}, sent ${view.sentCount.toLocaleString()}, failed ${view.failedCount})`,
      );
      say(
        `    e-mails at the sink: ${sink.deliveries.size.toLocaleString()} recipients, ${duplicates} duplicates, ${lost} lost; ${sink.batches} provider calls, ${sink.replayedBatches} retried batches (${sink.replayedMessages} messages) absorbed by their idempotency key`,
      );
    }
  } finally {
    await api.stop();
    await new Promise((resolve) => server.close(resolve));
  }
}
