import { describe, expect, it } from "vitest";
import { makeApiToken } from "../test/api-token-factories";
import { call, makeSite, makeUser, signedIn } from "../test/factories";
import { signedInOn, signInPath } from "../test/session-hops";

/** Who may sign a person out everywhere else, and whose sessions it reaches. */

const PATH = "/manage/sign-out-everywhere-else";

describe("POST manage/sign-out-everywhere-else: who may", () => {
  it("is 401 signed out, or with a token nobody holds", async () => {
    expect((await call("POST", PATH)).status).toBe(401);
    expect((await call("POST", PATH, { token: "x".repeat(43) })).status).toBe(401);
  });

  it("is 401 for a session of one site, which ends nothing: it is the account's call", async () => {
    const site = await makeSite();
    const user = await makeUser();
    const onSite = await signedIn(user.id, site.id);
    const elsewhere = await signedIn(user.id);
    const answer = await call("POST", PATH, { token: onSite });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ error: "unauthorized" });
    expect(await signedInOn(elsewhere)).toBe(true);
    expect(await signedInOn(onSite, site.slug)).toBe(true);
  });

  it("is 403 for a personal API token, which ends nothing", async () => {
    const { owner, secret } = await makeApiToken({ access: "write", siteIds: null });
    const session = await signedIn(owner.id);
    const answer = await call("POST", PATH, { token: secret });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: "forbidden" });
    expect(await signedInOn(session)).toBe(true);
  });

  it("a session it ended cannot call it (or anything) again", async () => {
    const user = await makeUser();
    const [here, there] = [await signedIn(user.id), await signedIn(user.id)];
    expect((await call("POST", PATH, { token: here })).status).toBe(200);
    expect((await call("POST", PATH, { token: there })).status).toBe(401);
    expect(await signedInOn(here)).toBe(true);
  });
});

describe("POST manage/sign-out-everywhere-else: whose sessions", () => {
  it("leaves another person's sessions alone, on the platform and on sites", async () => {
    const site = await makeSite();
    const [me, someoneElse] = [await makeUser(), await makeUser()];
    const mine = await signedIn(me.id);
    const theirs = await signedIn(someoneElse.id);
    const theirsOnSite = await signedIn(someoneElse.id, site.id);
    expect((await call("POST", PATH, { token: mine })).body).toEqual({ signedOut: 0 });
    expect(await signedInOn(theirs)).toBe(true);
    expect(await signedInOn(theirsOnSite, site.slug)).toBe(true);
  });

  it("a hop's token minted on a device it signed out signs in nowhere afterwards", async () => {
    const site = await makeSite();
    const user = await makeUser();
    const here = await signedIn(user.id);
    const friendsPhone = await signedIn(user.id);
    const forSite = await call("POST", "/manage/single-use-tokens", {
      token: friendsPhone,
      json: { siteSlug: site.slug },
    });
    const forPlatform = await call("POST", "/manage/single-use-tokens", {
      token: friendsPhone,
      json: {},
    });
    expect((await call("POST", PATH, { token: here })).body).toEqual({ signedOut: 1 });
    const late = [
      await call("POST", signInPath(forSite.body.singleUseToken, site.slug)),
      await call("POST", signInPath(forPlatform.body.singleUseToken)),
    ];
    for (const answer of late) {
      expect(answer.status).toBe(401);
      expect(answer.body).not.toHaveProperty("authToken");
    }
  });
});
