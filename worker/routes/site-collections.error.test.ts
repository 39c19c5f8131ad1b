import { describe, expect, it } from "vitest";
import { call, makeSite } from "../test/factories";

describe("site collections: unknown names", () => {
  it("an unknown site is a 404", async () => {
    expect((await call("GET", "/site/no-such-site/collections")).status).toBe(404);
    expect((await call("GET", "/site/no-such-site/collections/anything")).status).toBe(404);
  });

  it("an unknown collection is a 404", async () => {
    const site = await makeSite();
    const res = await call("GET", `/site/${site.slug}/collections/no-such-collection`);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("not_found");
  });

  it("a site slug that is not a slug is a 404, not a 500", async () => {
    expect((await call("GET", "/site/NOT_A_SLUG/collections")).status).toBe(404);
  });
});
