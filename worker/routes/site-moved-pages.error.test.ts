import { describe, expect, it } from "vitest";
import { call, makeSite } from "../test/factories";

describe("moved pages: bad names", () => {
  it("an unknown site or a slug that never moved is a 404", async () => {
    expect((await call("GET", "/site/no-such-site/moved/recipes/pie")).status).toBe(404);
    const site = await makeSite();
    const res = await call("GET", `/site/${site.slug}/moved/recipes/never-here`);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("not_found");
    expect((await call("GET", `/site/${site.slug}/moved/collections/never`)).status).toBe(404);
  });

  it("a kind of page that has no addresses, or a slug past its length, is no such address: 404, not a 500", async () => {
    const site = await makeSite();
    const kind = await call("GET", `/site/${site.slug}/moved/events/pie`);
    expect(kind.status).toBe(404);
    expect(kind.body.error).toBe("not_found");
    const long = await call("GET", `/site/${site.slug}/moved/recipes/${"a".repeat(201)}`);
    expect(long.status).toBe(404);
  });
});
