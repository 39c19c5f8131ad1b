import { describe, expect, it } from "vitest";
import { call, makeSite } from "../test/factories";

const moved = (siteSlug: string, address: string) =>
  call("GET", `/site/${siteSlug}/moved?${new URLSearchParams({ address })}`);

describe("moved pages: bad names and addresses", () => {
  it("an unknown site, or an address that never moved, is a 404", async () => {
    expect((await moved("no-such-site", "http://no-such-site.localhost/recipes/pie")).status).toBe(
      404,
    );
    const site = await makeSite();
    const res = await moved(site.slug, `http://${site.slug}.localhost/recipes/never-here`);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("not_found");
    expect((await moved(site.slug, `http://${site.slug}.localhost/collections/never`)).status).toBe(
      404,
    );
    // A slug that is not even an encoded one is nowhere too, not a 500.
    expect((await moved(site.slug, `http://${site.slug}.localhost/recipes/%E0%A4%A`)).status).toBe(
      404,
    );
  });

  it("an address that is no web address, or is past its length, is a 400 on the field", async () => {
    const site = await makeSite();
    for (const address of [
      "not an address",
      "javascript:alert(1)",
      `https://a.b/${"x".repeat(2048)}`,
    ]) {
      const res = await moved(site.slug, address);
      expect(res.status, address).toBe(400);
      expect(res.body.issues).toEqual([expect.objectContaining({ path: "address" })]);
    }
    const missing = await call("GET", `/site/${site.slug}/moved`);
    expect(missing.status).toBe(400);
  });
});
