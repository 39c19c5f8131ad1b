import { describe, expect, it } from "vitest";
import { call, makeUser, signedIn } from "../test/factories";
import { addManager, makeKitchen } from "../test/manage-factories";
import { makeNewsletterKitchen, recordingQueue } from "../test/newsletter-helpers";
import { timeLeftInWindow } from "../test/rate-windows";
import { makeRecipe } from "../test/recipe-factories";

const routes = (slug: string, recipeId: string) =>
  [
    ["GET", `/manage/${slug}/newsletter-sends`, undefined],
    ["POST", `/manage/${slug}/newsletter-sends`, { recipeId, note: null }],
    ["GET", `/manage/${slug}/newsletter-audience`, undefined],
    ["POST", `/manage/${slug}/newsletter-previews`, { recipeId, note: null, audience: "paid" }],
    ["POST", `/manage/${slug}/newsletter-test-sends`, { recipeId, note: null }],
    ["GET", `/manage/${slug}/suppressions`, undefined],
  ] as const;

describe("newsletters: who may", () => {
  it("signed out is 401; another site's owner and a stranger get 404", async () => {
    const { site, recipe } = await makeNewsletterKitchen();
    const otherOwner = await makeKitchen();
    const stranger = await signedIn((await makeUser()).id);
    for (const [method, path, json] of routes(site.slug, recipe.id)) {
      expect((await call(method, path, { json })).status).toBe(401);
      expect((await call(method, path, { json, token: otherOwner.token })).status).toBe(404);
      expect((await call(method, path, { json, token: stranger })).status).toBe(404);
    }
  });

  it("another site's recipe is 404 even to a manager of this site", async () => {
    const { site, token } = await makeNewsletterKitchen();
    const other = await makeKitchen();
    const foreign = await makeRecipe({ siteId: other.site.id });
    const queue = recordingQueue();
    for (const [method, path, json] of routes(site.slug, foreign.id)) {
      if (method !== "POST") continue;
      expect((await call(method, path, { json, token }, queue.env)).status).toBe(404);
    }
    expect(queue.jobs).toHaveLength(0);
  });

  it("another site's sends are not listed, and a manager (not owner) may send", async () => {
    const a = await makeNewsletterKitchen();
    const b = await makeNewsletterKitchen();
    const queue = recordingQueue();
    await call(
      "POST",
      `/manage/${b.site.slug}/newsletter-sends`,
      { token: b.token, json: { recipeId: b.recipe.id, note: null } },
      queue.env,
    );
    const list = await call("GET", `/manage/${a.site.slug}/newsletter-sends`, { token: a.token });
    expect(list.body.sends).toEqual([]);
    const helper = await addManager(a.site.id);
    const sent = await call(
      "POST",
      `/manage/${a.site.slug}/newsletter-sends`,
      { token: helper.token, json: { recipeId: a.recipe.id, note: null } },
      queue.env,
    );
    expect(sent.status).toBe(202);
    const test = await call("POST", `/manage/${a.site.slug}/newsletter-test-sends`, {
      token: helper.token,
      json: { recipeId: a.recipe.id, note: null },
    });
    expect(test.body).toEqual({ sentTo: helper.user.email });
  });

  it("the dev mailbox pages with a cursor", async () => {
    const { site, token, recipe, owner } = await makeNewsletterKitchen();
    for (let i = 0; i < 3; i++) {
      await call("POST", `/manage/${site.slug}/newsletter-test-sends`, {
        token,
        json: { recipeId: recipe.id, note: `Test ${i}` },
      });
    }
    const to = encodeURIComponent(owner.email);
    const first = await call("GET", `/dev/mail?to=${to}&limit=2`);
    expect(first.body.messages).toHaveLength(2);
    expect(first.body.cursor).toEqual(expect.any(String));
    const second = await call("GET", `/dev/mail?to=${to}&limit=2&cursor=${first.body.cursor}`);
    expect(second.body.messages).toHaveLength(1);
    expect(second.body.cursor).toBeNull();
    const ids = new Set([...first.body.messages, ...second.body.messages].map((m) => m.id));
    expect(ids.size).toBe(3);
  });
});

describe("newsletters: rate limits", () => {
  it("the 21st send within an hour is 429 with Retry-After; a repeated key does not count", async () => {
    await timeLeftInWindow(60 * 60, 60);
    const { site, token, recipe } = await makeNewsletterKitchen();
    const queue = recordingQueue();
    const post = (headers: Record<string, string> = {}) =>
      call(
        "POST",
        `/manage/${site.slug}/newsletter-sends`,
        { token, headers, json: { recipeId: recipe.id, note: null } },
        queue.env,
      );
    for (let i = 0; i < 20; i++)
      expect((await post({ "Idempotency-Key": `k${i}` })).status).toBe(202);
    // Replaying a key answers its send without counting.
    expect((await post({ "Idempotency-Key": "k0" })).status).toBe(202);
    const over = await post();
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(queue.jobs).toHaveLength(20);
  }, 120_000);
});
