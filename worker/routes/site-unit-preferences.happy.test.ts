import { describe, expect, it } from "vitest";
import { call, makeSite, makeUser, signedIn } from "../test/factories";

describe("site unit preferences: happy", () => {
  it("a reader who never chose has none: the browser's or the site's units stand", async () => {
    const site = await makeSite();
    const token = await signedIn((await makeUser()).id, site.id);
    const me = await call("GET", `/site/${site.slug}/current-user`, { token });
    expect(me.body.currentUser.unitPreferences).toEqual({
      measurementSystem: null,
      temperatureSystem: null,
    });
  });

  it("saved on one site, the choice is the account's: another site and the platform see it", async () => {
    const [first, second] = [await makeSite(), await makeSite()];
    const reader = await makeUser();
    const saved = await call("PUT", `/site/${first.slug}/unit-preferences`, {
      token: await signedIn(reader.id, first.id),
      json: { measurementSystem: "metric", temperatureSystem: "celsius" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      unitPreferences: { measurementSystem: "metric", temperatureSystem: "celsius" },
    });
    // A new session on the second site: another device signing in there.
    const there = await call("GET", `/site/${second.slug}/current-user`, {
      token: await signedIn(reader.id, second.id),
    });
    expect(there.body.currentUser.unitPreferences).toEqual({
      measurementSystem: "metric",
      temperatureSystem: "celsius",
    });
    const platform = await call("GET", "/manage/current-user", {
      token: await signedIn(reader.id),
    });
    expect(platform.body.currentUser.unitPreferences.temperatureSystem).toBe("celsius");
  });

  it("one part at a time: what is left out keeps its saved value", async () => {
    const site = await makeSite();
    const token = await signedIn((await makeUser()).id, site.id);
    await call("PUT", `/site/${site.slug}/unit-preferences`, {
      token,
      json: { measurementSystem: "metric", temperatureSystem: "celsius" },
    });
    const back = await call("PUT", `/site/${site.slug}/unit-preferences`, {
      token,
      json: { temperatureSystem: "fahrenheit" },
    });
    expect(back.body.unitPreferences).toEqual({
      measurementSystem: "metric",
      temperatureSystem: "fahrenheit",
    });
  });
});
