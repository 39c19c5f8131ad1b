import { afterEach, describe, expect, it } from "vitest";
import { startEmulator, startReceiver, until } from "./harness";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function setup() {
  const connect = await startReceiver();
  const platform = await startReceiver();
  const started = await startEmulator({
    webhooks: {
      connect: { url: connect.url, secret: "whsec_connect" },
      platform: { url: platform.url, secret: "whsec_platform" },
    },
  });
  cleanups.push(
    () => started.emulator.stop(),
    () => connect.close(),
    () => platform.close(),
  );
  return { ...started, connect, platform };
}

const links = {
  refresh_url: "http://localhost:8788/kitchen/demo/plans?refresh=1",
  return_url: "http://localhost:8788/kitchen/demo/plans?connected=1",
};

describe("Connect onboarding", () => {
  it("creates an express account that cannot take charges until its Account Link is completed", async () => {
    const { stripe, connect, platform } = await setup();
    const account = await stripe.accounts.create({
      type: "express",
      email: "chef@example.com",
      capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
    });
    expect(account.id).toMatch(/^acct_/);
    expect([account.charges_enabled, account.payouts_enabled, account.details_submitted]).toEqual([
      false,
      false,
      false,
    ]);
    expect(account.capabilities).toEqual({ card_payments: "inactive", transfers: "inactive" });

    const link = await stripe.accountLinks.create({
      account: account.id,
      type: "account_onboarding",
      ...links,
    });
    expect(link.object).toBe("account_link");
    const page = await fetch(link.url);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(account.id);
    expect(html).toContain('<label for="business_name">Business name</label>');
    expect(html).toContain('<button type="submit">Agree and submit</button>');

    const submitted = await fetch(link.url, {
      method: "POST",
      body: new URLSearchParams({ business_name: "Demo Kitchen" }),
      redirect: "manual",
    });
    expect(submitted.status).toBe(303);
    expect(submitted.headers.get("location")).toBe(links.return_url);

    const after = await stripe.accounts.retrieve(account.id);
    expect([after.charges_enabled, after.payouts_enabled, after.details_submitted]).toEqual([
      true,
      true,
      true,
    ]);
    expect(after.capabilities).toEqual({ card_payments: "active", transfers: "active" });
    expect(after.business_profile?.name).toBe("Demo Kitchen");
    expect(after.requirements?.currently_due).toEqual([]);

    await until(() => connect.received.length === 1, "account.updated on the Connect endpoint");
    const event = JSON.parse(connect.received[0]?.body as string);
    expect(event.type).toBe("account.updated");
    expect(event.account).toBe(account.id);
    expect(event.data.object.charges_enabled).toBe(true);
    expect(event.data.previous_attributes.charges_enabled).toBe(false);
    expect(platform.received).toEqual([]);

    // A used link sends the creator to refresh_url, as Stripe's do.
    const reused = await fetch(link.url, { redirect: "manual" });
    expect(reused.status).toBe(303);
    expect(reused.headers.get("location")).toBe(links.refresh_url);
  });

  it("sends an expired Account Link to refresh_url", async () => {
    const { stripe, emulator } = await setup();
    const account = await stripe.accounts.create({ type: "standard" });
    const link = await stripe.accountLinks.create({
      account: account.id,
      type: "account_onboarding",
      ...links,
    });
    await fetch(`${emulator.url}/_emulator/clock/advance`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ seconds: 301 }),
    });
    const expired = await fetch(link.url, { redirect: "manual" });
    expect(expired.headers.get("location")).toBe(links.refresh_url);
    expect((await stripe.accounts.retrieve(account.id)).charges_enabled).toBe(false);
  });

  it("updates an account and refuses links for accounts that do not exist", async () => {
    const { stripe } = await setup();
    const account = await stripe.accounts.create({ type: "express" });
    const updated = await stripe.accounts.update(account.id, {
      metadata: { siteId: "s1" },
      email: "new@example.com",
    });
    expect(updated.metadata).toEqual({ siteId: "s1" });
    expect(updated.email).toBe("new@example.com");
    const missing = await stripe.accountLinks
      .create({ account: "acct_missing", type: "account_onboarding", ...links })
      .catch((e) => e);
    expect(missing.statusCode).toBe(403);
    const noType = await stripe.accountLinks
      .create({ account: account.id, ...links } as never)
      .catch((e) => e);
    expect([noType.statusCode, noType.param]).toEqual([400, "type"]);
  });
});
