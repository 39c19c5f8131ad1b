import { describe, expect, it } from "vitest";
import { call, makeSite } from "../test/factories";

describe("GET /site/{siteSlug}/filters with bad parameters", () => {
  it.each([
    ["cuisines=not-a-uuid", "cuisines"],
    ["meals=0b6f2a5e-2b1c-4d47-9b0e-0d6a8f1f2c3a,nope", "meals"],
    ["minStars=6", "minStars"],
    ["minStars=abc", "minStars"],
    [`query=${"a".repeat(201)}`, "query"],
  ])("%s is a 400 naming %s", async (query, path) => {
    const site = await makeSite();
    const res = await call("GET", `/site/${site.slug}/filters?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("bad_request");
    expect(res.body.issues.map((issue: { path: string }) => issue.path)).toEqual([path]);
  });

  it("ids that name no term of the site are no error: nothing has them", async () => {
    const site = await makeSite();
    const res = await call(
      "GET",
      `/site/${site.slug}/filters?tags=0b6f2a5e-2b1c-4d47-9b0e-0d6a8f1f2c3a&query=soup`,
    );
    expect(res.status).toBe(200);
  });

  it("an unknown site is a 404, with or without a search", async () => {
    expect((await call("GET", "/site/no-such-site/filters?query=soup")).status).toBe(404);
  });
});
