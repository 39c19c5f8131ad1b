import { describe, expect, it } from "vitest";
import { ABUSE_LIMITS, type AbuseAction } from "../services/limits/abuse";
import { makeApiToken } from "../test/api-token-factories";
import { call, makeSite, makeUser, randomIp, signedIn, unique } from "../test/factories";
import { makeCommentRow, makeKitchen } from "../test/manage-factories";
import { inOneWindow } from "../test/rate-windows";
import { doc, makeRecipe } from "../test/recipe-factories";

/**
 * The abuse limits of services/limits/abuse.ts through the real routes and the Workers Rate
 * Limiting bindings wrangler.toml declares: each answers 429 with Retry-After one request
 * past its threshold, per person and per IP, and lets the person through again once the
 * window it named is over. (Reaching a threshold here also proves wrangler.toml carries the
 * table's number: a binding with another limit would answer 429 sooner or later.)
 */

type Reply = Awaited<ReturnType<typeof call>>;
/** One kind of request, by a person of its own kind, from an IP. */
type Driver<P> = { newPerson(): Promise<P>; act(person: P, ip: string): Promise<Reply> };

async function siteWithRecipe() {
  const site = await makeSite();
  const recipe = await makeRecipe({ siteId: site.id });
  return { site, recipe };
}

const visitor = async () => ({ token: await signedIn((await makeUser()).id) });

const drivers: { [A in AbuseAction]: () => Promise<Driver<{ token: string }>> } = {
  comment: async () => {
    const { site, recipe } = await siteWithRecipe();
    return {
      newPerson: visitor,
      act: (p, ip) =>
        call("POST", `/site/${site.slug}/comments`, {
          token: p.token,
          headers: { "CF-Connecting-IP": ip },
          json: { recipeId: recipe.id, content: doc(unique("A thought")) },
        }),
    };
  },
  rating: async () => {
    const { site, recipe } = await siteWithRecipe();
    let stars = 0;
    return {
      newPerson: visitor,
      act: (p, ip) =>
        call("PUT", `/site/${site.slug}/ratings`, {
          token: p.token,
          headers: { "CF-Connecting-IP": ip },
          json: { recipeId: recipe.id, stars: (stars++ % 5) + 1 },
        }),
    };
  },
  upvote: async () => {
    const { site, recipe } = await siteWithRecipe();
    const comment = await makeCommentRow({ siteId: site.id, recipeId: recipe.id });
    return {
      newPerson: visitor,
      act: (p, ip) =>
        call("POST", `/site/${site.slug}/comment-upvotes`, {
          token: p.token,
          headers: { "CF-Connecting-IP": ip },
          json: { commentId: comment.id },
        }),
    };
  },
  bookmark: async () => {
    const { site, recipe } = await siteWithRecipe();
    return {
      newPerson: visitor,
      act: (p, ip) =>
        call("POST", `/site/${site.slug}/bookmarks`, {
          token: p.token,
          headers: { "CF-Connecting-IP": ip },
          json: { recipeId: recipe.id },
        }),
    };
  },
  shoppingList: async () => ({
    newPerson: visitor,
    act: (p, ip) =>
      call("GET", "/shopping-list", { token: p.token, headers: { "CF-Connecting-IP": ip } }),
  }),
  unitPreferences: async () => {
    const site = await makeSite();
    return {
      newPerson: visitor,
      act: (p, ip) =>
        call("PUT", `/site/${site.slug}/unit-preferences`, {
          token: p.token,
          headers: { "CF-Connecting-IP": ip },
          json: { measurementSystem: "metric" },
        }),
    };
  },
  subscription: async () => {
    const site = await makeSite();
    return {
      newPerson: visitor,
      act: (p, ip) =>
        call("POST", `/site/${site.slug}/subscriptions`, {
          token: p.token,
          headers: { "CF-Connecting-IP": ip },
          json: { plan: "free" },
        }),
    };
  },
  // A signed-out visitor: the person is the address they give (the token field carries it).
  newsletterSignup: async () => {
    const site = await makeSite();
    return {
      newPerson: async () => ({ token: `${unique("reader")}@example.com` }),
      act: (p, ip) =>
        call("POST", `/site/${site.slug}/newsletter-signups`, {
          headers: { "CF-Connecting-IP": ip },
          json: { email: p.token },
        }),
    };
  },
  // The /contact form, signed out: the person is the sender's address.
  contactMessage: async () => {
    const site = await makeSite();
    return {
      newPerson: async () => ({ token: `${unique("visitor")}@example.com` }),
      act: (p, ip) =>
        call("POST", `/site/${site.slug}/contact-messages`, {
          headers: { "CF-Connecting-IP": ip },
          json: { name: "Sam", email: p.token, message: "Hello there" },
        }),
    };
  },
  earlySignup: async () => ({
    newPerson: async () => ({ token: `${unique("creator")}@example.com` }),
    act: (p, ip) =>
      call("POST", "/manage/early-signups", {
        headers: { "CF-Connecting-IP": ip },
        json: { email: p.token },
      }),
  }),
  // Pasted text: a parse that fetches nothing, so only the limit decides the answer.
  recipeParse: async () => ({
    newPerson: visitor,
    act: (p, ip) =>
      call("POST", "/manage/recipe-parse", {
        token: p.token,
        headers: { "CF-Connecting-IP": ip },
        json: { text: "Toast\nIngredients\n1 slice bread\nInstructions\nToast it." },
      }),
  }),
  // A reader asking for their data from the account area (site exports share the limit).
  dataExport: async () => ({
    newPerson: visitor,
    act: (p, ip) =>
      call("POST", "/manage/account-exports", {
        token: p.token,
        headers: { "CF-Connecting-IP": ip },
      }),
  }),
  imageUploadUrl: async () => {
    const keys = new Map<string, string>();
    return {
      newPerson: async () => {
        const { site, token } = await makeKitchen();
        keys.set(token, `sites/${site.id}/`);
        return { token };
      },
      act: (p, ip) =>
        call("POST", "/manage/image-upload-urls", {
          token: p.token,
          headers: { "CF-Connecting-IP": ip },
          json: { key: keys.get(p.token), contentType: "image/png" },
        }),
    };
  },
  subscriberImport: async () => {
    const slugs = new Map<string, string>();
    return {
      newPerson: async () => {
        const { site, token } = await makeKitchen();
        slugs.set(token, site.slug);
        return { token };
      },
      act: (p, ip) =>
        call("POST", `/manage/${slugs.get(p.token)}/subscriber-imports/upload-urls`, {
          token: p.token,
          headers: { "CF-Connecting-IP": ip },
        }),
    };
  },
  // Every call a personal API token makes, here a read of the kitchen's recipes.
  apiToken: async () => {
    const slugs = new Map<string, string>();
    return {
      newPerson: async () => {
        const { site, secret } = await makeApiToken({ access: "read" });
        slugs.set(secret, site.slug);
        return { token: secret };
      },
      act: (p, ip) =>
        call("GET", `/manage/${slugs.get(p.token)}/recipes`, {
          token: p.token,
          headers: { "CF-Connecting-IP": ip },
        }),
    };
  },
};

const actions = Object.keys(ABUSE_LIMITS) as AbuseAction[];

/** Sends `count` requests in turn and the one after them: what each answered. */
async function burst(count: number, send: (n: number) => Promise<Reply>) {
  const replies: Reply[] = [];
  for (let n = 0; n <= count; n++) replies.push(await send(n));
  return { allowed: replies.slice(0, count), over: replies[count] as Reply };
}

function expectAllowed(action: string, replies: Reply[]) {
  for (const [n, reply] of replies.entries()) {
    expect(reply.status, `${action} #${n + 1}: ${JSON.stringify(reply.body)}`).toBeLessThan(400);
  }
}

function expectLimited(reply: Reply, period: number) {
  expect(reply.status).toBe(429);
  expect(reply.body).toMatchObject({ error: "rate_limited", message: expect.any(String) });
  const retryAfter = Number(reply.headers.get("Retry-After"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(period);
  return retryAfter;
}

describe("abuse limits: per person", () => {
  it.each(actions)(
    "%s: one person, from many addresses, is stopped past the limit",
    async (action) => {
      const { perPerson } = ABUSE_LIMITS[action];
      const driver = await drivers[action]();
      const { allowed, over } = await inOneWindow(perPerson.period, async () => {
        const person = await driver.newPerson();
        return burst(perPerson.limit, () => driver.act(person, randomIp()));
      });
      expectAllowed(action, allowed);
      expectLimited(over, perPerson.period);
      // Someone else is not held up by it.
      expect((await driver.act(await driver.newPerson(), randomIp())).status).toBeLessThan(400);
    },
    240_000,
  );
});

describe("abuse limits: per IP", () => {
  it.each(actions)(
    "%s: many people from one address are stopped past the limit",
    async (action) => {
      const { perIp } = ABUSE_LIMITS[action];
      const driver = await drivers[action]();
      const { allowed, over } = await inOneWindow(perIp.period, async () => {
        const ip = randomIp();
        const people = await Promise.all(
          Array.from({ length: perIp.limit + 1 }, () => driver.newPerson()),
        );
        return burst(perIp.limit, (n) => driver.act(people[n] as { token: string }, ip));
      });
      expectAllowed(action, allowed);
      expectLimited(over, perIp.period);
    },
    240_000,
  );
});

describe("abuse limits: they reset", () => {
  // Waits for the window the 429 named (at most a minute): the reset is the binding's clock.
  it("every limited person gets through again once Retry-After has passed", async () => {
    const limited = await Promise.all(
      actions.map(async (action) => {
        const { perPerson } = ABUSE_LIMITS[action];
        const driver = await drivers[action]();
        // Counted up inside one window: on a busy machine the count could straddle a
        // rollover, start again, and never reach the limit.
        const { person, reply } = await inOneWindow(perPerson.period, async () => {
          const person = await driver.newPerson();
          let reply = await driver.act(person, randomIp());
          for (let n = 0; n < perPerson.limit && reply.status !== 429; n++) {
            reply = await driver.act(person, randomIp());
          }
          return { person, reply };
        });
        const retryAfter = expectLimited(reply, perPerson.period);
        return { action, driver, person, until: Date.now() + retryAfter * 1000 };
      }),
    );
    const until = Math.max(...limited.map((entry) => entry.until));
    await new Promise((resolve) => setTimeout(resolve, until - Date.now() + 500));
    for (const { action, driver, person } of limited) {
      const reply = await driver.act(person, randomIp());
      expect(reply.status, `${action}: ${JSON.stringify(reply.body)}`).toBeLessThan(400);
    }
  }, 240_000);
});
