import { describe, expect, it } from "vitest";
import { type BillingBrand, billingEmail } from "./billing-email";

/**
 * The billing e-mails' look: the site's title, linked to the site only while it is live, and
 * the footer every e-mail to a subscriber has, leading to the account's Subscriptions page.
 */

const SUBSCRIPTIONS = "https://platform.test/subscriptions";
const live: BillingBrand = {
  title: "Maya's Kitchen",
  accent: "#aa3300",
  siteUrl: "https://maya.platform.test",
  subscriptionsUrl: SUBSCRIPTIONS,
};
const closed: BillingBrand = { ...live, siteUrl: null };
const day = new Date("2026-12-02T10:00:00Z");

describe("billing e-mails", () => {
  it("the closed site's e-mail leads to the account's subscriptions, never to the site", () => {
    const mail = billingEmail("reader@example.com", closed, { kind: "site-closed", endedOn: day });
    expect(mail.subject).toBe("Maya's Kitchen has closed: your subscription is cancelled");
    expect(mail.text).toContain(
      "Maya's Kitchen has closed, so your paid subscription to it was cancelled on December 2, 2026. You will not be charged again.",
    );
    expect(mail.text).toContain(
      `You get this e-mail about your subscription to Maya's Kitchen. Manage your subscriptions: ${SUBSCRIPTIONS}`,
    );
    expect(mail.text).not.toContain("maya.platform.test");
    expect(mail.html).not.toContain("maya.platform.test");
    expect([...mail.html.matchAll(/href="([^"]+)"/g)].map((link) => link[1])).toEqual([
      SUBSCRIPTIONS,
    ]);
  });

  it("a live site's e-mail links its title to the site, with the same footer", () => {
    const mail = billingEmail("reader@example.com", live, {
      kind: "ended",
      endedOn: day,
      resubscribeUrl: "https://maya.platform.test/subscribe",
    });
    expect(mail.html).toContain('<a href="https://maya.platform.test" style=');
    expect(mail.html).toContain(`<a href="${SUBSCRIPTIONS}" style="color:#57606a">`);
    expect(mail.text).toContain(`Manage your subscriptions: ${SUBSCRIPTIONS}`);
  });

  it("the restored site's e-mail names the day it closed and leads to its paid plans", () => {
    const mail = billingEmail("reader@example.com", live, {
      kind: "site-reopened",
      closedOn: day,
      resubscribeUrl: "https://maya.platform.test/subscribe",
    });
    expect(mail.subject).toBe("Maya's Kitchen is back: you are a free subscriber");
    expect(mail.text).toBe(
      [
        "Maya's Kitchen is back. When it closed on December 2, 2026, your paid subscription to it was cancelled, and it stays cancelled: you will not be charged.",
        "You are now a free subscriber of Maya's Kitchen. To read its subscriber-only recipes again, choose a paid plan on the site.",
        "",
        "Choose a paid plan: https://maya.platform.test/subscribe",
        "",
        `You get this e-mail about your subscription to Maya's Kitchen. Manage your subscriptions: ${SUBSCRIPTIONS}`,
      ].join("\n"),
    );
    expect(mail.html).toContain("Maya&#39;s Kitchen is back: you are a free subscriber");
  });
});
