import { env } from "cloudflare:test";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sha256 } from "../lib/tokens";
import {
  call,
  latestMail,
  makeSite,
  makeUser,
  signedIn,
  siteDb,
  tokenFromLink,
  unique,
} from "../test/factories";
import { addManager, makeKitchen } from "../test/manage-factories";

const newEmail = () => `${unique("person")}@example.com`;

describe("sign-in on the platform host", () => {
  it("mails a link and a code, and the link signs the person in", async () => {
    const email = newEmail();
    const request = await call("POST", "/manage/sign-in?next=/kitchen", { json: { email } });
    expect(request.status).toBe(202);

    const mail = await latestMail(email);
    expect(mail.subject).toBe("Sign in to Recipe Platform");
    expect(mail.link).toMatch(
      /^http:\/\/localhost:8788\/sign-in\/callback\?mgk=[\w-]{43}&next=%2Fkitchen$/,
    );
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(mail.code);

    const confirm = await call("POST", `/manage/sign-in/${tokenFromLink(mail.link ?? "")}`);
    expect(confirm.status).toBe(200);
    expect(confirm.body.currentUser.email).toBe(email);
    expect(confirm.body.siteUserData).toEqual({ bookmarks: [] });
    expect(confirm.body.authToken).toMatch(/^[\w-]{43}$/);

    const me = await call("GET", "/manage/current-user", { token: confirm.body.authToken });
    expect(me.status).toBe(200);
    expect(me.body.currentUser.email).toBe(email);
  });

  it("normalises the address, so the same person gets the same account", async () => {
    const email = newEmail();
    await call("POST", "/manage/sign-in", { json: { email: `  ${email.toUpperCase()} ` } });
    const mail = await latestMail(email);
    const first = await call("POST", `/manage/sign-in/${tokenFromLink(mail.link ?? "")}`);
    await call("POST", "/manage/sign-up", { json: { email } });
    const second = await call(
      "POST",
      `/manage/sign-in/${tokenFromLink((await latestMail(email)).link ?? "")}`,
    );
    expect(second.body.currentUser.id).toBe(first.body.currentUser.id);
  });

  it("accepts the one-time code instead of the link", async () => {
    const email = newEmail();
    await call("POST", "/manage/sign-in", { json: { email } });
    const { code } = await latestMail(email);
    const confirm = await call("POST", "/manage/sign-in-codes", { json: { email, code } });
    expect(confirm.status).toBe(200);
    expect(confirm.body.currentUser.email).toBe(email);
  });

  it("stores only a hash of the token, with a one-day lifetime", async () => {
    const email = newEmail();
    await call("POST", "/manage/sign-in", { json: { email } });
    const token = tokenFromLink((await latestMail(email)).link ?? "");
    const hash = await sha256(token);
    const { keys } = await env.KV.list({ prefix: "mgk:" });
    expect(keys.some((key) => key.name.includes(token))).toBe(false);
    const stored = keys.find((key) => key.name === `mgk:${hash}`);
    expect(stored?.expiration).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
    expect(stored?.expiration).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600 + 5);
  });

  it("lets a link be opened again within the reuse window", async () => {
    const email = newEmail();
    await call("POST", "/manage/sign-in", { json: { email } });
    const token = tokenFromLink((await latestMail(email)).link ?? "");
    expect((await call("POST", `/manage/sign-in/${token}`)).status).toBe(200);
    expect((await call("POST", `/manage/sign-in/${token}`)).status).toBe(200);
  });

  it("signs out by revoking the token", async () => {
    const user = await makeUser();
    const token = await signedIn(user.id);
    expect((await call("POST", "/manage/sign-out", { token })).status).toBe(204);
    expect((await call("GET", "/manage/current-user", { token })).status).toBe(401);
  });

  it("updates the profile", async () => {
    const user = await makeUser();
    const token = await signedIn(user.id);
    const handle = unique("cook").replace(/-/g, "_");
    const res = await call("PUT", "/manage/current-user", {
      token,
      json: { displayName: "Sam Cook", handle },
    });
    expect(res.status).toBe(200);
    expect(res.body.currentUser).toMatchObject({ displayName: "Sam Cook", handle });
  });
});

describe("the profile", () => {
  it("returns the bio, accepts an empty update, and clears fields with null", async () => {
    const user = await makeUser({ displayName: "Sam Cook" });
    const token = await signedIn(user.id);
    const bio = {
      type: "document",
      children: [{ type: "paragraph", children: [{ text: "I cook." }] }],
    };
    const saved = await call("PUT", "/manage/current-user", { token, json: { bio } });
    expect(saved.body.currentUser.bio).toEqual(bio);
    expect((await call("GET", "/manage/current-user", { token })).body.currentUser.bio).toEqual(
      bio,
    );

    const unchanged = await call("PUT", "/manage/current-user", { token, json: {} });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.currentUser.displayName).toBe("Sam Cook");

    const cleared = await call("PUT", "/manage/current-user", {
      token,
      json: { displayName: null },
    });
    expect(cleared.body.currentUser.displayName).toBeNull();
  });
});

describe("sign-in on a creator site", () => {
  it("mails a link to the site's own host and signs in there", async () => {
    const site = await makeSite();
    const email = newEmail();
    const request = await call("POST", `/site/${site.slug}/sign-in?next=/recipes`, {
      json: { email },
    });
    expect(request.status).toBe(202);
    const mail = await latestMail(email);
    expect(mail.subject).toBe(`Sign in to ${site.title}`);
    expect(mail.link?.startsWith(`http://${site.slug}.localhost:8788/sign-in/callback?mgk=`)).toBe(
      true,
    );

    const confirm = await call(
      "POST",
      `/site/${site.slug}/sign-in/${tokenFromLink(mail.link ?? "")}`,
    );
    expect(confirm.status).toBe(200);
    const me = await call("GET", `/site/${site.slug}/current-user`, {
      token: confirm.body.authToken,
    });
    expect(me.status).toBe(200);
    expect(me.body.currentUser).toMatchObject({
      email,
      isSubscribed: false,
      currentSubscription: null,
    });
  });

  it("tells the site's owner and managers apart from its readers (managesSite)", async () => {
    const { site, owner } = await makeKitchen();
    const helper = await addManager(site.id);
    const reader = await makeUser();
    const other = await makeKitchen();
    const manages = async (userId: string, siteId: string, slug: string) =>
      (await call("GET", `/site/${slug}/current-user`, { token: await signedIn(userId, siteId) }))
        .body.currentUser.managesSite;
    expect(await manages(owner.id, site.id, site.slug)).toBe(true);
    expect(await manages(helper.user.id, site.id, site.slug)).toBe(true);
    expect(await manages(reader.id, site.id, site.slug)).toBe(false);
    // Another site's owner is a reader here.
    expect(await manages(other.owner.id, site.id, site.slug)).toBe(false);
    const platform = await call("GET", "/manage/current-user", { token: await signedIn(owner.id) });
    expect(platform.body.currentUser.managesSite).toBe(false);
  });

  it("uses the callback URL the form sent when it is one of the site's hosts", async () => {
    const site = await makeSite();
    const email = newEmail();
    const callbackUrl = `http://${site.slug}.localhost:8788/sign-in/callback`;
    await call("POST", `/site/${site.slug}/sign-in`, { json: { email, callbackUrl } });
    expect((await latestMail(email)).link?.startsWith(`${callbackUrl}?mgk=`)).toBe(true);
  });

  it("signs up with the newsletter box ticked as a free subscriber", async () => {
    const site = await makeSite({ newslettersEnabled: true });
    const email = newEmail();
    const request = await call("POST", `/site/${site.slug}/sign-up`, {
      json: { email, subscribe: true },
    });
    expect(request.status).toBe(202);
    const mail = await latestMail(email);
    expect(mail.subject).toBe(`Confirm your subscription to ${site.title}`);
    expect(mail.text).toContain(`Confirm your free subscription to ${site.title}`);
    const confirm = await call(
      "POST",
      `/site/${site.slug}/sign-in/${tokenFromLink(mail.link ?? "")}`,
    );
    expect(confirm.body.currentUser).toMatchObject({
      isSubscribed: true,
      isSubscribedToFree: true,
      isSubscribedToPaid: false,
      currentSubscription: { planType: "free", priceAmountCents: 0, cadence: null },
    });
    const rows = await (await siteDb(site.id))
      .select()
      .from(siteSubscriptions)
      .where(eq(siteSubscriptions.siteId, site.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.email).toBe(email);
  });

  it("signs up without subscribing when the box is not ticked", async () => {
    const site = await makeSite();
    const email = newEmail();
    await call("POST", `/site/${site.slug}/sign-up`, { json: { email, subscribe: false } });
    const token = tokenFromLink((await latestMail(email)).link ?? "");
    const confirm = await call("POST", `/site/${site.slug}/sign-in/${token}`);
    expect(confirm.body.currentUser.isSubscribed).toBe(false);
  });

  it("crosses to the account area with a single-use token", async () => {
    const site = await makeSite();
    const user = await makeUser();
    const siteToken = await signedIn(user.id, site.id);
    const minted = await call("POST", "/manage/single-use-tokens", { token: siteToken });
    expect(minted.status).toBe(200);
    const confirm = await call("POST", `/manage/sign-in/${minted.body.singleUseToken}`);
    expect(confirm.status).toBe(200);
    expect(confirm.body.currentUser.id).toBe(user.id);
    // Single use: the second try fails.
    expect((await call("POST", `/manage/sign-in/${minted.body.singleUseToken}`)).status).toBe(401);
  });

  it("signing out of a site signs out the account area it opened, not the other way round", async () => {
    const site = await makeSite();
    const user = await makeUser();
    const siteToken = await signedIn(user.id, site.id);
    /** A session signed in on the other host with a token `from` mints. */
    const hop = async (from: string, siteSlug?: string) => {
      const minted = await call("POST", "/manage/single-use-tokens", {
        token: from,
        json: siteSlug ? { siteSlug } : {},
      });
      const path = siteSlug
        ? `/site/${siteSlug}/sign-in/${minted.body.singleUseToken}`
        : `/manage/sign-in/${minted.body.singleUseToken}`;
      const confirmed = await call("POST", path);
      expect(confirmed.status).toBe(200);
      return confirmed.body.authToken as string;
    };
    const alive = async (token: string) =>
      (await call("GET", "/manage/current-user", { token })).status === 200;

    // Site → account area → back to the site (an upgrade): a chain of two hops.
    const account = await hop(siteToken);
    const backOnSite = await hop(account, site.slug);
    // A child signing out leaves its parent: the account area keeps the site's session.
    const other = await hop(siteToken);
    expect((await call("POST", "/manage/sign-out", { token: other })).status).toBe(204);
    expect(await alive(other)).toBe(false);
    expect(await alive(siteToken)).toBe(true);
    expect(await alive(account)).toBe(true);

    // The site's sign-out ends every session it led to, and no other of the person's.
    const elsewhere = await signedIn(user.id, null);
    expect((await call("POST", "/manage/sign-out", { token: siteToken })).status).toBe(204);
    expect(await alive(siteToken)).toBe(false);
    expect(await alive(account)).toBe(false);
    expect(await alive(backOnSite)).toBe(false);
    expect(await alive(elsewhere)).toBe(true);
  });
});
