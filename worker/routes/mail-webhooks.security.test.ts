import { env } from "cloudflare:test";
import { newsletterSends, newsletterSuppressions } from "@schema/db/newsletters";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { svixSignature } from "../services/mail/webhook-signature";
import { call, makeSite, siteDb } from "../test/factories";
import { deliverMailEvent } from "../test/mail-webhook-helpers";

const secret = env.MAIL_WEBHOOK_SECRET as string;

const bounce = (siteId: string, to: string, type = "email.bounced", sendId?: string) =>
  JSON.stringify({
    type,
    created_at: new Date().toISOString(),
    data: {
      email_id: crypto.randomUUID(),
      to: [to],
      subject: "Weeknight lasagne",
      bounce: { type: "Permanent", subType: "General", message: "No such user" },
      tags: { site: siteId, send: sendId ?? crypto.randomUUID(), delivery: crypto.randomUUID() },
    },
  });

async function suppression(siteId: string, email: string) {
  const [row] = await (await siteDb(siteId))
    .select()
    .from(newsletterSuppressions)
    .where(and(eq(newsletterSuppressions.siteId, siteId), eq(newsletterSuppressions.email, email)));
  return row;
}

describe("mail webhook", () => {
  it("a signed bounce suppresses the address for its site; a complaint too, twice is once", async () => {
    const site = await makeSite();
    const res = await deliverMailEvent(bounce(site.id, "Gone@Example.com"));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: "applied" });
    expect(await suppression(site.id, "gone@example.com")).toMatchObject({ reason: "bounce" });

    const complaint = bounce(site.id, "angry@example.com", "email.complained");
    expect((await deliverMailEvent(complaint)).status).toBe(200);
    expect((await deliverMailEvent(complaint)).status).toBe(200);
    expect(await suppression(site.id, "angry@example.com")).toMatchObject({ reason: "complaint" });
  });

  it("counts a bounce and a complaint on the send that mailed them, once each, and only for its own site", async () => {
    const site = await makeSite();
    // In the same database, so an event of its naming this send could reach the send's row.
    const other = await makeSite({ database: site.database });
    const own = await siteDb(site.id);
    const [send] = await own
      .insert(newsletterSends)
      .values({ siteId: site.id, status: "sent", sentAt: new Date() })
      .returning();
    const sendId = send?.id as string;
    const counts = async () => {
      const [row] = await own.select().from(newsletterSends).where(eq(newsletterSends.id, sendId));
      return { bounced: row?.bouncedCount, complained: row?.complainedCount };
    };
    const bounced = bounce(site.id, "gone@example.com", "email.bounced", sendId);
    await deliverMailEvent(bounced);
    await deliverMailEvent(bounced);
    await deliverMailEvent(bounce(site.id, "angry@example.com", "email.complained", sendId));
    expect(await counts()).toEqual({ bounced: 1, complained: 1 });
    // The same address complaining later is a complaint too; complaining twice is once.
    await deliverMailEvent(bounce(site.id, "gone@example.com", "email.complained", sendId));
    await deliverMailEvent(bounce(site.id, "gone@example.com", "email.complained", sendId));
    expect(await counts()).toEqual({ bounced: 1, complained: 2 });
    // Another site's event naming this send suppresses for that site and counts nothing here.
    await deliverMailEvent(bounce(other.id, "someone@example.com", "email.bounced", sendId));
    expect(await counts()).toEqual({ bounced: 1, complained: 2 });
  });

  it("refuses a wrong signature, a signature made with another secret and a stale timestamp", async () => {
    const site = await makeSite();
    const body = bounce(site.id, "victim@example.com");
    const wrong = await deliverMailEvent(body, {
      signature: "v1,AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
    });
    expect(wrong.status).toBe(401);
    const otherSecret = await deliverMailEvent(body, {
      secret: `whsec_${btoa("some-other-secret")}`,
    });
    expect(otherSecret.status).toBe(401);
    const stale = await deliverMailEvent(body, {
      timestamp: Math.floor(Date.now() / 1000) - 10 * 60,
    });
    expect(stale.status).toBe(401);
    // A body changed after signing fails too.
    const id = "msg_fixed";
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = await svixSignature(secret, id, timestamp, body);
    const tampered = await deliverMailEvent(bounce(site.id, "someone-else@example.com"), {
      id,
      timestamp,
      signature,
    });
    expect(tampered.status).toBe(401);
    expect(await suppression(site.id, "victim@example.com")).toBeUndefined();
    expect(await suppression(site.id, "someone-else@example.com")).toBeUndefined();
  });

  it("missing headers are 401 and a signed non-event is 400, never 500", async () => {
    const bare = await call("POST", "/webhooks/mail", { body: "{}" });
    expect(bare.status).toBe(401);
    const notJson = await deliverMailEvent("not json");
    expect(notJson.status).toBe(400);
    const ignored = await deliverMailEvent(JSON.stringify({ type: "email.delivered", data: {} }));
    expect(ignored.body).toEqual({ result: "ignored" });
  });
});

describe("Svix signatures", () => {
  it("match the example in Svix's documentation", async () => {
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    const body = '{"test": 2432232314}';
    expect(await svixSignature(secret, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, body)).toBe(
      "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    );
  });
});
