import { describe, expect, it } from "vitest";
import { call } from "../test/factories";
import { addManager, makeKitchen, publishedRecipe } from "../test/manage-factories";

/**
 * Two settings pages open at once (two tabs, or two managers): a save based on the settings'
 * ETag (If-Match) is refused with 412 when any setting changed since, and writes nothing.
 * The tag follows the settings alone: a publish or a save that changed nothing keeps it.
 */
describe("saving settings over someone else's save", () => {
  it("current-site answers the settings' ETag, in the header and the body", async () => {
    const { site, token } = await makeKitchen();
    const read = await call("GET", `/manage/${site.slug}/current-site`, { token });
    expect(read.status).toBe(200);
    expect(read.body.site.settingsTag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(read.headers.get("ETag")).toBe(read.body.site.settingsTag);
  });

  it("a save based on settings changed since is 412 edited_elsewhere and changes nothing", async () => {
    const { site, token } = await makeKitchen();
    const other = await addManager(site.id);
    const path = `/manage/${site.slug}/sites`;
    const opened = (await call("GET", `/manage/${site.slug}/current-site`, { token })).body.site;

    const theirs = await call("PUT", path, {
      token: other.token,
      json: { title: site.title, slug: site.slug, aboutHeading: "Their heading" },
    });
    expect(theirs.status).toBe(200);
    expect(theirs.body.site.settingsTag).not.toBe(opened.settingsTag);
    expect(theirs.headers.get("ETag")).toBe(theirs.body.site.settingsTag);

    const stale = await call("PUT", path, {
      token,
      headers: { "If-Match": opened.settingsTag },
      json: { title: "My title", slug: site.slug },
    });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ error: "edited_elsewhere" });
    const after = (await call("GET", `/manage/${site.slug}/current-site`, { token })).body.site;
    expect(after.settings).toMatchObject({ title: site.title, aboutHeading: "Their heading" });

    // Based on what is there now, the same save goes through.
    const fresh = await call("PUT", path, {
      token,
      headers: { "If-Match": after.settingsTag },
      json: { title: "My title", slug: site.slug },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.site.settings).toMatchObject({
      title: "My title",
      aboutHeading: "Their heading",
    });
  });

  it("publishing a recipe, or a save that changes nothing, keeps the tag", async () => {
    const { site, token } = await makeKitchen();
    const tagNow = async () =>
      (await call("GET", `/manage/${site.slug}/current-site`, { token })).body.site.settingsTag;
    const before = await tagNow();
    await publishedRecipe(site.slug, token);
    expect(await tagNow()).toBe(before);
    const same = await call("PUT", `/manage/${site.slug}/sites`, {
      token,
      headers: { "If-Match": before },
      json: { title: site.title, slug: site.slug },
    });
    expect(same.status).toBe(200);
    expect(same.body.site.settingsTag).toBe(before);
  });

  it("a made-up tag is 412, an overlong one 400, and neither writes", async () => {
    const { site, token } = await makeKitchen();
    const path = `/manage/${site.slug}/sites`;
    const json = { title: "Changed", slug: site.slug };
    const madeUp = await call("PUT", path, { token, headers: { "If-Match": '"nope"' }, json });
    expect(madeUp.status).toBe(412);
    const long = await call("PUT", path, {
      token,
      headers: { "If-Match": "x".repeat(1001) },
      json,
    });
    expect(long.status).toBe(400);
    const after = (await call("GET", `/manage/${site.slug}/current-site`, { token })).body.site;
    expect(after.settings.title).toBe(site.title);
  });
});
