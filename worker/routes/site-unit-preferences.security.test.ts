import { describe, expect, it } from "vitest";
import { call, makeSite, makeUser, signedIn } from "../test/factories";

const metric = { measurementSystem: "metric", temperatureSystem: "celsius" };

describe("site unit preferences: security", () => {
  it("signed out is 401 (the browser keeps the choice itself)", async () => {
    const site = await makeSite();
    const res = await call("PUT", `/site/${site.slug}/unit-preferences`, { json: metric });
    expect(res.status).toBe(401);
  });

  it("a session signed in on another site is 401 here and changes nothing", async () => {
    const [site, other] = [await makeSite(), await makeSite()];
    const reader = await makeUser();
    const res = await call("PUT", `/site/${site.slug}/unit-preferences`, {
      token: await signedIn(reader.id, other.id),
      json: metric,
    });
    expect(res.status).toBe(401);
    const me = await call("GET", `/site/${other.slug}/current-user`, {
      token: await signedIn(reader.id, other.id),
    });
    expect(me.body.currentUser.unitPreferences.measurementSystem).toBeNull();
  });

  it("one person's choice is not another's", async () => {
    const site = await makeSite();
    const [a, b] = [await makeUser(), await makeUser()];
    await call("PUT", `/site/${site.slug}/unit-preferences`, {
      token: await signedIn(a.id, site.id),
      json: metric,
    });
    const other = await call("GET", `/site/${site.slug}/current-user`, {
      token: await signedIn(b.id, site.id),
    });
    expect(other.body.currentUser.unitPreferences).toEqual({
      measurementSystem: null,
      temperatureSystem: null,
    });
  });

  it("a revoked session is 401", async () => {
    const site = await makeSite();
    const token = await signedIn((await makeUser()).id, site.id);
    expect((await call("POST", "/manage/sign-out", { token })).status).toBe(204);
    const res = await call("PUT", `/site/${site.slug}/unit-preferences`, { token, json: metric });
    expect(res.status).toBe(401);
  });
});
