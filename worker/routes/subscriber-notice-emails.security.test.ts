import { describe, expect, it } from "vitest";
import { call, makeSite, makeUser, signedIn } from "../test/factories";
import { makeManager } from "../test/recipe-factories";

/**
 * The switches for e-mails about readers' subscriptions (PUT manage/{site}/subscriber-emails):
 * only the site's people may use them, each for themselves.
 */

describe("the subscriber e-mail switches' call: who may use it", () => {
  it("signed out is 401, another site's owner and a reader 404, a bad body 400 naming the field", async () => {
    const site = await makeSite();
    const path = `/manage/${site.slug}/subscriber-emails`;
    const json = { free: false, paid: false };
    expect((await call("PUT", path, { json })).status).toBe(401);
    const stranger = await makeSite();
    const foreign = await call("PUT", path, { token: await signedIn(stranger.ownerId), json });
    expect(foreign.status).toBe(404);
    const readerOnly = await call("PUT", path, {
      token: await signedIn((await makeUser()).id),
      json,
    });
    expect(readerOnly.status).toBe(404);

    const token = await signedIn(site.ownerId);
    const cases = [
      [{ paid: true }, "free"],
      [{ free: true }, "paid"],
      [{ free: "off", paid: true }, "free"],
    ] as const;
    for (const [body, field] of cases) {
      const bad = await call("PUT", path, { token, json: body });
      expect(bad.status).toBe(400);
      expect(bad.body.issues.map((issue: { path: string }) => issue.path)).toEqual([field]);
    }
    const still = await call("GET", `/manage/${site.slug}/subscribers`, { token });
    expect(still.body.subscriberEmails).toEqual({
      free: true,
      paid: true,
      daily: false,
      digestTimeZone: null,
    });
  });

  it("a manager's switches are their own: the owner's stay as they were", async () => {
    const site = await makeSite();
    const manager = await makeManager(site.id);
    const managerToken = await signedIn(manager.id);
    const saved = await call("PUT", `/manage/${site.slug}/subscriber-emails`, {
      token: managerToken,
      json: { free: false, paid: false },
    });
    expect(saved.status).toBe(200);
    const mine = await call("GET", `/manage/${site.slug}/subscribers`, { token: managerToken });
    expect(mine.body.subscriberEmails).toEqual({
      free: false,
      paid: false,
      daily: false,
      digestTimeZone: null,
    });
    const owner = await call("GET", `/manage/${site.slug}/subscribers`, {
      token: await signedIn(site.ownerId),
    });
    expect(owner.body.subscriberEmails).toEqual({
      free: true,
      paid: true,
      daily: false,
      digestTimeZone: null,
    });
  });
});
