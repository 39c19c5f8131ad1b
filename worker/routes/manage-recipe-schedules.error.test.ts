import { describe, expect, it } from "vitest";
import { call } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";
import { makeRecipe } from "../test/recipe-factories";

describe("scheduling errors", () => {
  it("a past, far-off or malformed time is a 400 on publishAt", async () => {
    const { site, token } = await makeKitchen({ mailingAddress: "1 Road" });
    const draft = await makeRecipe({ siteId: site.id, title: "Draft", publishedAt: null });
    const path = `/manage/${site.slug}/recipes/${draft.id}/schedule`;
    for (const publishAt of [
      new Date(Date.now() - 60_000).toISOString(),
      new Date(Date.now() + 400 * 86_400_000).toISOString(),
      "tomorrow",
    ]) {
      const res = await call("PUT", path, { token, json: { publishAt } });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.issues)).toContain("publishAt");
    }
    const publishAt = new Date(Date.now() + 3600_000).toISOString();
    const zone = await call("PUT", path, { token, json: { publishAt, timeZone: "Mars/Olympus" } });
    expect(zone.status).toBe(400);
    expect(zone.body.issues).toEqual([
      expect.objectContaining({ path: "timeZone", message: "Unknown time zone" }),
    ]);
  });

  it("a published recipe is a 409; a newsletter without a mailing address is refused", async () => {
    const { site, token } = await makeKitchen();
    const live = await makeRecipe({ siteId: site.id, title: "Live" });
    const publishAt = new Date(Date.now() + 3600_000).toISOString();
    const published = await call("PUT", `/manage/${site.slug}/recipes/${live.id}/schedule`, {
      token,
      json: { publishAt },
    });
    expect(published.status).toBe(409);
    const draft = await makeRecipe({ siteId: site.id, title: "Draft", publishedAt: null });
    const noAddress = await call("PUT", `/manage/${site.slug}/recipes/${draft.id}/schedule`, {
      token,
      json: { publishAt, newsletter: { note: null } },
    });
    expect(noAddress.status).toBeGreaterThanOrEqual(400);
    expect(noAddress.status).toBeLessThan(500);
    expect(noAddress.body.error).toBe("mailing_address_required");
  });

  it("a draft without a title is a 400 on title: publishing needs one", async () => {
    const { site, token } = await makeKitchen();
    const draft = await makeRecipe({ siteId: site.id, title: "", publishedAt: null });
    const res = await call("PUT", `/manage/${site.slug}/recipes/${draft.id}/schedule`, {
      token,
      json: { publishAt: new Date(Date.now() + 3600_000).toISOString() },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: "title", message: "Give the recipe a title" }]);
  });
});
