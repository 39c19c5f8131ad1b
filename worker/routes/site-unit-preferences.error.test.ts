import { describe, expect, it } from "vitest";
import { call, makeSite, makeUser, signedIn } from "../test/factories";

describe("site unit preferences: bad input", () => {
  it("an unknown system or scale is 400 naming the field; the saved choice stays", async () => {
    const site = await makeSite();
    const token = await signedIn((await makeUser()).id, site.id);
    await call("PUT", `/site/${site.slug}/unit-preferences`, {
      token,
      json: { measurementSystem: "imperial" },
    });
    const cases: [object, string][] = [
      [{ measurementSystem: "furlongs" }, "measurementSystem"],
      [{ temperatureSystem: "kelvin" }, "temperatureSystem"],
      [{ measurementSystem: 1 }, "measurementSystem"],
    ];
    for (const [json, field] of cases) {
      const res = await call("PUT", `/site/${site.slug}/unit-preferences`, { token, json });
      expect(res.status, field).toBe(400);
      expect(res.body.error).toBe("bad_request");
      expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    const me = await call("GET", `/site/${site.slug}/current-user`, { token });
    expect(me.body.currentUser.unitPreferences.measurementSystem).toBe("imperial");
  });

  it("an empty body, no body or malformed JSON is 400, never 500", async () => {
    const site = await makeSite();
    const token = await signedIn((await makeUser()).id, site.id);
    const empty = await call("PUT", `/site/${site.slug}/unit-preferences`, { token, json: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.issues.length).toBeGreaterThan(0);
    const none = await call("PUT", `/site/${site.slug}/unit-preferences`, { token });
    expect(none.status).toBe(400);
    const broken = await call("PUT", `/site/${site.slug}/unit-preferences`, {
      token,
      body: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    expect(broken.status).toBe(400);
  });

  it("an unknown or malformed site is 404", async () => {
    const token = await signedIn((await makeUser()).id);
    for (const slug of ["no-such-site-here", "Not_A_Slug!"]) {
      const res = await call("PUT", `/site/${encodeURIComponent(slug)}/unit-preferences`, {
        token,
        json: { measurementSystem: "metric" },
      });
      expect(res.status, slug).toBe(404);
    }
  });
});
