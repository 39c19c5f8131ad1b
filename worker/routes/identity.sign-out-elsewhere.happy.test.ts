import { describe, expect, it } from "vitest";
import { call, makeSite, makeUser, signedIn } from "../test/factories";
import { hop, signedInOn } from "../test/session-hops";

/** POST manage/sign-out-everywhere-else: every other session of the person ends. */

const signOutElsewhere = (token: string) =>
  call("POST", "/manage/sign-out-everywhere-else", { token });

describe("POST manage/sign-out-everywhere-else", () => {
  it("ends the person's sessions on the platform and on every site, and keeps this one", async () => {
    const [siteA, siteB] = [await makeSite(), await makeSite()];
    const user = await makeUser();
    const here = await signedIn(user.id);
    const libraryComputer = await signedIn(user.id);
    const friendsPhoneOnA = await signedIn(user.id, siteA.id);
    const tabletOnB = await signedIn(user.id, siteB.id);

    const answer = await signOutElsewhere(here);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ signedOut: 3 });

    expect(await signedInOn(here)).toBe(true);
    expect(await signedInOn(libraryComputer)).toBe(false);
    expect(await signedInOn(friendsPhoneOnA, siteA.slug)).toBe(false);
    expect(await signedInOn(tabletOnB, siteB.slug)).toBe(false);
  });

  it("is idempotent: asked again, it ends nothing more and answers 0", async () => {
    const user = await makeUser();
    const here = await signedIn(user.id);
    await signedIn(user.id);
    expect((await signOutElsewhere(here)).body).toEqual({ signedOut: 1 });
    const again = await signOutElsewhere(here);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ signedOut: 0 });
    expect(await signedInOn(here)).toBe(true);
  });

  it("ends the sessions another device opened by hopping hosts, parents and children alike", async () => {
    const site = await makeSite();
    const user = await makeUser();
    const here = await signedIn(user.id);
    // The friend's phone: signed in on the site, then its account menu into the account
    // area, and from there back onto the site (an upgrade): a chain of two hops.
    const phoneOnSite = await signedIn(user.id, site.id);
    const phoneAccount = await hop(phoneOnSite);
    const phoneBackOnSite = await hop(phoneAccount, site.slug);

    expect((await signOutElsewhere(here)).body).toEqual({ signedOut: 3 });
    expect(await signedInOn(phoneOnSite, site.slug)).toBe(false);
    expect(await signedInOn(phoneAccount)).toBe(false);
    expect(await signedInOn(phoneBackOnSite, site.slug)).toBe(false);
    expect(await signedInOn(here)).toBe(true);
  });

  it("keeps the sessions this browser hopped through, on the site it came from and onwards", async () => {
    const site = await makeSite();
    const user = await makeUser();
    // This browser: signed in on the site, into the account area, a preview of the site.
    const onSite = await signedIn(user.id, site.id);
    const accountArea = await hop(onSite);
    const backOnSite = await hop(accountArea, site.slug);
    const otherDevice = await signedIn(user.id);
    const otherDeviceOnSite = await hop(otherDevice, site.slug);

    expect((await signOutElsewhere(accountArea)).body).toEqual({ signedOut: 2 });
    expect(await signedInOn(onSite, site.slug)).toBe(true);
    expect(await signedInOn(accountArea)).toBe(true);
    expect(await signedInOn(backOnSite, site.slug)).toBe(true);
    expect(await signedInOn(otherDevice)).toBe(false);
    expect(await signedInOn(otherDeviceOnSite, site.slug)).toBe(false);

    // Signing out of this browser as well is the plain sign-out, which ends its chain.
    expect((await call("POST", "/manage/sign-out", { token: onSite })).status).toBe(204);
    expect(await signedInOn(accountArea)).toBe(false);
    expect(await signedInOn(backOnSite, site.slug)).toBe(false);
  });
});
