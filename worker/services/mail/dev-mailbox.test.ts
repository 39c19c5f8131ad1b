import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DevMailbox } from "./dev-mailbox";
import type { MailMessage } from "./mailer";

const batch = (sendId: string, from: number, count: number): MailMessage[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `${sendId}-${from + i}`,
    to: `reader${from + i}@example.com`,
    subject: "Weeknight lasagne",
    text: "text",
    html: "<p>html</p>",
    tags: { send: sendId },
  }));

describe("dev mailbox", () => {
  it("keeps the first messages of a send in full and counts the rest; a repeated key sends nothing", async () => {
    // A cap of 4 stands in for the real 200.
    const mailbox = new DevMailbox(env.KV, 4);
    const sendId = crypto.randomUUID();
    for (let i = 0; i < 3; i++) await mailbox.sendBatch(batch(sendId, i * 3, 3), `${sendId}-k${i}`);
    await mailbox.sendBatch(batch(sendId, 0, 3), `${sendId}-k0`);
    expect(await mailbox.sendSummary(sendId)).toEqual({ kept: 4, counted: 5 });
    const first = await mailbox.list("reader0@example.com");
    expect(first.messages).toHaveLength(1);
    const beyond = await mailbox.list("reader7@example.com");
    expect(beyond.messages).toHaveLength(0);
  });

  it("keeps one copy of a message id", async () => {
    const mailbox = new DevMailbox(env.KV);
    const message = {
      ...batch("single", 0, 1)[0],
      id: crypto.randomUUID(),
      to: `${crypto.randomUUID()}@example.com`,
    } as MailMessage;
    await mailbox.send(message);
    await mailbox.send(message);
    expect((await mailbox.list(message.to)).messages).toHaveLength(1);
  });
});
