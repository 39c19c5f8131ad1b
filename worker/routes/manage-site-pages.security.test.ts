import { describe, expect, it } from "vitest";
import { call, makeSite, makeUser, signedIn } from "../test/factories";
import { doc, makeKitchen } from "../test/manage-factories";

describe("manage site pages: security", () => {
  it("signed out is 401", async () => {
    const { site } = await makeKitchen();
    expect((await call("GET", `/manage/${site.slug}/site-pages/terms`)).status).toBe(401);
    const put = await call("PUT", `/manage/${site.slug}/site-pages/terms`, {
      json: { body: doc("Mine now") },
    });
    expect(put.status).toBe(401);
  });

  it("another site's owner cannot rewrite the privacy notice either", async () => {
    const { site } = await makeKitchen();
    const other = await makeKitchen();
    const put = await call("PUT", `/manage/${site.slug}/site-pages/privacy`, {
      token: other.token,
      json: { body: doc("We sell your data") },
    });
    expect(put.status).toBe(404);
    const signedOut = await call("PUT", `/manage/${site.slug}/site-pages/privacy`, {
      json: { body: doc("We sell your data") },
    });
    expect(signedOut.status).toBe(401);
    const pub = await call("GET", `/site/${site.slug}/site-pages/privacy`);
    expect(pub.body.isDefault).toBe(true);
  });

  it("another site's owner gets 404 and changes nothing", async () => {
    const { site } = await makeKitchen();
    const other = await makeKitchen();
    const get = await call("GET", `/manage/${site.slug}/site-pages/terms`, { token: other.token });
    expect(get.status).toBe(404);
    const put = await call("PUT", `/manage/${site.slug}/site-pages/terms`, {
      token: other.token,
      json: { body: doc("Mine now") },
    });
    expect(put.status).toBe(404);
    const pub = await call("GET", `/site/${site.slug}/site-pages/terms`);
    expect(pub.body.isDefault).toBe(true);
  });

  it("a reader of the site (a session on the site itself, no kitchen role) cannot edit", async () => {
    const site = await makeSite();
    const reader = await makeUser();
    const onPlatform = await signedIn(reader.id);
    const onSite = await signedIn(reader.id, site.id);
    for (const token of [onPlatform, onSite]) {
      const put = await call("PUT", `/manage/${site.slug}/site-pages/contact`, {
        token,
        json: { body: doc("Hacked") },
      });
      expect(put.status).toBe(404);
    }
  });
});
