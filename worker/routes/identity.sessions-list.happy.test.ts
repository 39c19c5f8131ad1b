import { authSessions } from "@schema/db/users";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sha256 } from "../lib/tokens";
import { createSession } from "../services/identity/sessions";
import { call, db, makeSite, makeUser, signedIn } from "../test/factories";
import { hop, sessionIdOf, signedInOn } from "../test/session-hops";

/**
 * GET manage/sessions and DELETE manage/sessions/{id}: the Profile page's "Where you're
 * signed in", one entry per browser, and signing one of them out.
 */

const MAC_CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const list = (token: string) => call("GET", "/manage/sessions", { token });
const signOut = (token: string, id: string) => call("DELETE", `/manage/sessions/${id}`, { token });

describe("GET manage/sessions", () => {
  it("lists each browser once, with where it is signed in and what it is, this one first", async () => {
    const [siteA, siteB] = [
      await makeSite({ title: "Zesty Bakes" }),
      await makeSite({ title: "Alpine Soups" }),
    ];
    const user = await makeUser();
    const laptop = await createSession(db(), {
      userId: user.id,
      siteId: null,
      userAgent: MAC_CHROME,
    });
    // The phone signed in on site A, then its account menu into the account area, then onto
    // site B from there, and site A once more: four sessions, one browser.
    const phone = await createSession(db(), {
      userId: user.id,
      siteId: siteA.id,
      userAgent: IPHONE_SAFARI,
    });
    const phoneAccount = await hop(phone);
    await hop(phoneAccount, siteB.slug);
    await hop(phoneAccount, siteA.slug);

    const answer = await list(laptop);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const [here, there, ...more] = answer.body.sessions;
    expect(more).toEqual([]);
    expect(here).toMatchObject({
      id: await sessionIdOf(laptop),
      browser: "Chrome",
      os: "macOS",
      current: true,
      platform: true,
      sites: [],
    });
    expect(there).toMatchObject({
      id: await sessionIdOf(phone),
      browser: "Safari",
      os: "iOS",
      current: false,
      platform: true,
      sites: [
        { slug: siteB.slug, title: "Alpine Soups" },
        { slug: siteA.slug, title: "Zesty Bakes" },
      ],
    });
    expect(Date.parse(there.signedInAt)).not.toBeNaN();
    expect(Date.parse(there.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(there.signedInAt));
  });

  it("says when a browser signed in and when any of its hosts last saw it", async () => {
    const site = await makeSite();
    const user = await makeUser();
    const here = await signedIn(user.id);
    const phone = await signedIn(user.id, site.id);
    const phoneAccount = await hop(phone);
    const signedInAt = new Date("2026-10-01T08:00:00Z");
    await db()
      .update(authSessions)
      .set({ createdAt: signedInAt, lastSeenAt: signedInAt })
      .where(eq(authSessions.id, await sessionIdOf(phone)));
    const seenInAccount = new Date("2026-11-20T18:30:00Z");
    await db()
      .update(authSessions)
      .set({ lastSeenAt: seenInAccount })
      .where(eq(authSessions.id, await sessionIdOf(phoneAccount)));

    const other = (await list(here)).body.sessions[1];
    expect(other.signedInAt).toBe(signedInAt.toISOString());
    expect(other.lastActiveAt).toBe(seenInAccount.toISOString());
  });

  it("knows this browser from any of its hops, and names no token", async () => {
    const site = await makeSite();
    const user = await makeUser();
    const onSite = await signedIn(user.id, site.id);
    const accountArea = await hop(onSite);
    const elsewhere = await signedIn(user.id);
    const answer = await list(accountArea);
    expect(answer.body.sessions.map((entry: { current: boolean }) => entry.current)).toEqual([
      true,
      false,
    ]);
    expect(answer.body.sessions[0].id).toBe(await sessionIdOf(onSite));
    const text = JSON.stringify(answer.body);
    for (const token of [onSite, accountArea, elsewhere]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(await sha256(token));
    }
    expect(Object.keys(answer.body.sessions[0]).sort()).toEqual([
      "browser",
      "current",
      "id",
      "lastActiveAt",
      "os",
      "platform",
      "signedInAt",
      "sites",
    ]);
  });

  it("says nothing it cannot read: no User-Agent is an unknown browser", async () => {
    const user = await makeUser();
    const here = await signedIn(user.id);
    const [entry] = (await list(here)).body.sessions;
    expect(entry).toMatchObject({ browser: null, os: null, current: true });
  });
});

describe("DELETE manage/sessions/{id}", () => {
  it("signs that browser out on every host it hopped to, and the list no longer has it", async () => {
    const site = await makeSite();
    const user = await makeUser();
    const here = await signedIn(user.id);
    const phone = await signedIn(user.id, site.id);
    const phoneAccount = await hop(phone);
    const phoneBackOnSite = await hop(phoneAccount, site.slug);
    const tablet = await signedIn(user.id);

    const answer = await signOut(here, await sessionIdOf(phone));
    expect(answer.status).toBe(204);
    expect(await signedInOn(phone, site.slug)).toBe(false);
    expect(await signedInOn(phoneAccount)).toBe(false);
    expect(await signedInOn(phoneBackOnSite, site.slug)).toBe(false);
    expect(await signedInOn(here)).toBe(true);
    expect(await signedInOn(tablet)).toBe(true);
    const left = (await list(here)).body.sessions.map((entry: { id: string }) => entry.id);
    expect(left).toEqual([await sessionIdOf(here), await sessionIdOf(tablet)]);
  });

  it("a hop's id names its whole browser too", async () => {
    const site = await makeSite();
    const user = await makeUser();
    const here = await signedIn(user.id);
    const phone = await signedIn(user.id, site.id);
    const phoneAccount = await hop(phone);
    expect((await signOut(here, await sessionIdOf(phoneAccount))).status).toBe(204);
    expect(await signedInOn(phone, site.slug)).toBe(false);
    expect(await signedInOn(phoneAccount)).toBe(false);
  });

  it("is idempotent: a browser already signed out answers 204 again, and nothing else ends", async () => {
    const user = await makeUser();
    const here = await signedIn(user.id);
    const phone = await signedIn(user.id);
    const tablet = await signedIn(user.id);
    const id = await sessionIdOf(phone);
    expect((await signOut(here, id)).status).toBe(204);
    expect((await signOut(here, id)).status).toBe(204);
    expect(await signedInOn(here)).toBe(true);
    expect(await signedInOn(tablet)).toBe(true);
  });

  it("ends a browser that hopped between hosts more than a hundred times (D1's parameter cap)", async () => {
    const user = await makeUser();
    const here = await signedIn(user.id);
    const phone = await signedIn(user.id);
    const phoneId = await sessionIdOf(phone);
    const hops: string[] = [];
    for (let i = 0; i < 120; i++) {
      hops.push(
        await createSession(db(), { userId: user.id, siteId: null, parentSessionId: phoneId }),
      );
    }
    expect((await list(here)).body.sessions).toHaveLength(2);
    expect((await signOut(here, phoneId)).status).toBe(204);
    expect(await signedInOn(phone)).toBe(false);
    expect(await signedInOn(hops[0] ?? "")).toBe(false);
    expect(await signedInOn(hops[119] ?? "")).toBe(false);
    expect((await list(here)).body.sessions).toHaveLength(1);
  });

  it("a single-use token the signed-out browser minted signs in nowhere afterwards", async () => {
    const site = await makeSite();
    const user = await makeUser();
    const here = await signedIn(user.id);
    const phone = await signedIn(user.id);
    const minted = await call("POST", "/manage/single-use-tokens", {
      token: phone,
      json: { siteSlug: site.slug },
    });
    expect((await signOut(here, await sessionIdOf(phone))).status).toBe(204);
    const late = await call("POST", `/site/${site.slug}/sign-in/${minted.body.singleUseToken}`);
    expect(late.status).toBe(401);
    expect(late.body).not.toHaveProperty("authToken");
  });
});
