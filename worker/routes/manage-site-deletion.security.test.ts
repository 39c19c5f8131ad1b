import { describe, expect, it } from "vitest";
import { call, makeUser, signedIn } from "../test/factories";
import { addManager, makeKitchen } from "../test/manage-factories";

/** Who may delete or restore a site: its owner, from the kitchen, and nobody else. */

describe("deleting a site: access", () => {
  it("signed out is 401, another site's owner 404, a manager 403, a session on the site 401", async () => {
    const { site } = await makeKitchen();
    const json = { confirmSlug: site.slug };
    const path = `/manage/${site.slug}/deletion`;
    expect((await call("POST", path, { json })).status).toBe(401);

    const stranger = await makeKitchen();
    expect((await call("POST", path, { token: stranger.token, json })).status).toBe(404);

    const manager = await addManager(site.id);
    const asManager = await call("POST", path, { token: manager.token, json });
    expect(asManager.status).toBe(403);

    // The owner signed in on the public site (not the kitchen) may not delete it from there.
    const ownerOnSite = await signedIn(site.ownerId, site.id);
    expect((await call("POST", path, { token: ownerOnSite, json })).status).toBe(401);

    expect((await call("GET", `/site/${site.slug}/current-site`)).status).toBe(200);
  });

  it("only the owner restores: signed out 401, a stranger or a manager 404", async () => {
    const { site, token } = await makeKitchen();
    const manager = await addManager(site.id);
    await call("POST", `/manage/${site.slug}/deletion`, {
      token,
      json: { confirmSlug: site.slug },
    });
    const path = `/manage/deleted-sites/${site.slug}/restore`;
    expect((await call("POST", path)).status).toBe(401);
    const stranger = await signedIn((await makeUser()).id);
    expect((await call("POST", path, { token: stranger })).status).toBe(404);
    expect((await call("POST", path, { token: manager.token })).status).toBe(404);
    // Nor do they see it in their kitchen list.
    const list = await call("GET", "/manage/sites", { token: manager.token });
    expect(list.body.deletedSites).toEqual([]);
    expect((await call("POST", path, { token })).status).toBe(200);
  });
});
