import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sha256 } from "../lib/tokens";
import type { MagicLinkRecord } from "../services/identity/magic-links";
import {
  call,
  latestMail,
  makeSite,
  makeUser,
  signedIn,
  tokenFromLink,
  unique,
} from "../test/factories";
import { timeLeftInWindow } from "../test/rate-windows";

const newEmail = () => `${unique("person")}@example.com`;

describe("bad input answers 400 with field issues", () => {
  it.each([
    ["not an address", { email: "nope" }],
    ["spaces", { email: "a b@example.com" }],
    ["no dot", { email: "a@example" }],
    // Half of an emoji's UTF-16 pair ("\ud800" in the JSON): no mail system can carry it.
    ["a lone surrogate", { email: "a\ud800@example.com" }],
    ["missing", {}],
  ])("sign-in with %s", async (_label, json) => {
    const res = await call("POST", "/manage/sign-in", { json });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: "bad_request" });
    expect(res.body.issues[0].path).toBe("email");
  });

  it("a body that is not JSON", async () => {
    const res = await call("POST", "/manage/sign-in", {
      body: "{email:",
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("bad_request");
  });

  it("sign-up on a site with a subscribe flag that is not a boolean", async () => {
    const site = await makeSite();
    const res = await call("POST", `/site/${site.slug}/sign-up`, {
      json: { email: newEmail(), subscribe: "yes" },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe("subscribe");
  });

  it("a code that is not six digits", async () => {
    const res = await call("POST", "/manage/sign-in-codes", {
      json: { email: newEmail(), code: "12ab" },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe("code");
  });

  it("a profile with a one-letter display name", async () => {
    const token = await signedIn((await makeUser()).id);
    const res = await call("PUT", "/manage/current-user", { token, json: { displayName: "A" } });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe("displayName");
  });

  it("a handle somebody else has answers 409", async () => {
    const handle = unique("taken").replace(/-/g, "_");
    await makeUser({ handle });
    const token = await signedIn((await makeUser()).id);
    const res = await call("PUT", "/manage/current-user", { token, json: { handle } });
    expect(res.status).toBe(409);
    expect(res.body.issues[0].path).toBe("handle");
  });

  it.each(["//evil.example.com/x", "/\t/evil.example.com", "https://evil.example.com", "/\\evil"])(
    "an off-site next path (%j) falls back to /",
    async (next) => {
      const email = newEmail();
      await call("POST", `/manage/sign-in?next=${encodeURIComponent(next)}`, { json: { email } });
      expect((await latestMail(email)).link).toMatch(/&next=%2F$/);
    },
  );
});

describe("expired and spent links", () => {
  it("an unknown token is an expired link", async () => {
    const res = await call("POST", `/manage/sign-in/${"x".repeat(43)}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: "unauthorized", message: "Your sign in link has expired" });
  });

  it("a malformed token is not found", async () => {
    expect((await call("POST", "/manage/sign-in/short")).status).toBe(404);
  });

  it("a link dies after the reuse window", async () => {
    const email = newEmail();
    await call("POST", "/manage/sign-in", { json: { email } });
    const token = tokenFromLink((await latestMail(email)).link ?? "");
    expect((await call("POST", `/manage/sign-in/${token}`)).status).toBe(200);

    // Move the first use eleven minutes into the past.
    const key = `mgk:${await sha256(token)}`;
    const record = (await env.KV.get<MagicLinkRecord>(key, "json")) as MagicLinkRecord;
    await env.KV.put(key, JSON.stringify({ ...record, firstUsedAt: Date.now() - 11 * 60 * 1000 }));

    expect((await call("POST", `/manage/sign-in/${token}`)).status).toBe(401);
    // And it stays dead.
    expect((await call("POST", `/manage/sign-in/${token}`)).status).toBe(401);
  });

  it("a link whose lifetime ran out (its key expired) is refused", async () => {
    const email = newEmail();
    await call("POST", "/manage/sign-in", { json: { email } });
    const token = tokenFromLink((await latestMail(email)).link ?? "");
    await env.KV.delete(`mgk:${await sha256(token)}`);
    expect((await call("POST", `/manage/sign-in/${token}`)).status).toBe(401);
  });

  it("a wrong code is refused, and five wrong codes kill the right one", async () => {
    const email = newEmail();
    await call("POST", "/manage/sign-in", { json: { email } });
    const { code } = await latestMail(email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      expect(
        (await call("POST", "/manage/sign-in-codes", { json: { email, code: wrong } })).status,
      ).toBe(401);
    }
    expect((await call("POST", "/manage/sign-in-codes", { json: { email, code } })).status).toBe(
      401,
    );
  });

  it("a code works once", async () => {
    const email = newEmail();
    await call("POST", "/manage/sign-in", { json: { email } });
    const { code } = await latestMail(email);
    expect((await call("POST", "/manage/sign-in-codes", { json: { email, code } })).status).toBe(
      200,
    );
    expect((await call("POST", "/manage/sign-in-codes", { json: { email, code } })).status).toBe(
      401,
    );
  });
});

describe("rate limits", () => {
  // The sign-in limits count in 15-minute windows; each count fits in one.
  it("answers 429 with Retry-After after five requests for one address", async () => {
    await timeLeftInWindow(15 * 60, 60);
    const email = newEmail();
    for (let i = 0; i < 5; i++) {
      expect((await call("POST", "/manage/sign-in", { json: { email } })).status).toBe(202);
    }
    const limited = await call("POST", "/manage/sign-in", { json: { email } });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe("rate_limited");
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  }, 120_000);

  it("limits one IP across many addresses", async () => {
    await timeLeftInWindow(15 * 60, 60);
    const headers = { "CF-Connecting-IP": `10.9.${Math.floor(Math.random() * 250)}.7` };
    for (let i = 0; i < 30; i++) {
      expect(
        (await call("POST", "/manage/sign-in", { json: { email: newEmail() }, headers })).status,
      ).toBe(202);
    }
    expect(
      (await call("POST", "/manage/sign-in", { json: { email: newEmail() }, headers })).status,
    ).toBe(429);
  }, 120_000);
});

describe("unknown sites", () => {
  it("sign-in on a site that does not exist is 404", async () => {
    const res = await call("POST", "/site/no-such-site/sign-in", { json: { email: newEmail() } });
    expect(res.status).toBe(404);
  });
});
