import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  call,
  makeSite,
  makeUser,
  SITE_DATABASES,
  signedIn,
  siteBinding,
  unique,
} from "./factories";

/**
 * The layout each worker project promises (vitest.config.ts): in `worker` the sites a test
 * makes, by factory or through the API, live in the site databases; in `worker-platform`
 * they live in the platform's, where production's sites are until moved. Without this, a
 * project whose setting went missing would run the other's layout and still pass.
 */
describe("the test layout", () => {
  const onPlatform = env.TEST_SITES_ON_PLATFORM === "1";

  it("puts factory-made sites where the project says, with their anchors", async () => {
    const sites = [await makeSite(), await makeSite()];
    if (onPlatform) {
      expect(sites.map((site) => site.database)).toEqual([null, null]);
      return;
    }
    expect(new Set(sites.map((site) => site.database))).toEqual(new Set(SITE_DATABASES));
    for (const site of sites) {
      const anchor = await siteBinding(site)
        .prepare(`SELECT "owner_id" FROM "sites" WHERE "id" = ?`)
        .bind(site.id)
        .first();
      expect(anchor).toEqual({ owner_id: site.ownerId });
    }
  });

  it("puts sites made through the API where the project says", async () => {
    const owner = await makeUser();
    const slug = unique("layout");
    const res = await call("POST", "/manage/sites", {
      token: await signedIn(owner.id),
      json: { slug, title: "Layout" },
    });
    expect(res.status).toBe(201);
    const row = await env.DB.prepare(`SELECT "database" FROM "sites" WHERE "slug" = ?`)
      .bind(slug)
      .first<{ database: string | null }>();
    expect(row?.database).toBe(onPlatform ? null : "SITE_DB_2");
  });
});
