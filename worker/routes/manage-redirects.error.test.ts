import { MAX_REDIRECTS } from "@schema/api/manage-redirects";
import { describe, expect, it } from "vitest";
import { call } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";

describe("manage redirects: bad input", () => {
  it.each([
    ["an address without a leading slash", { from: "about", to: "/about" }, "redirects.0.from"],
    [
      "another site's protocol-relative address",
      { from: "//evil.example/x", to: "/" },
      "redirects.0.from",
    ],
    ["the home page", { from: "/", to: "/about" }, "redirects.0.from"],
    ["an empty target", { from: "/a", to: " " }, "redirects.0.to"],
    ["a javascript: target", { from: "/a", to: "javascript:alert(1)" }, "redirects.0.to"],
    ["a protocol-relative target", { from: "/a", to: "//evil.example" }, "redirects.0.to"],
    ["one that leads to itself", { from: "/a/", to: "/a?x=1" }, "redirects.0.to"],
  ])("%s is a 400 on its field", async (_, redirect, field) => {
    const { site, token } = await makeKitchen();
    const res = await call("POST", `/manage/${site.slug}/redirects`, {
      token,
      json: { redirects: [redirect] },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((issue: { path: string }) => issue.path)).toContain(field);
    expect((await call("GET", `/manage/${site.slug}/redirects`, { token })).body.redirects).toEqual(
      [],
    );
  });

  it("refuses a redirect that leads straight back, in one request or against a saved one", async () => {
    const { site, token } = await makeKitchen();
    const path = `/manage/${site.slug}/redirects`;
    const both = await call("POST", path, {
      token,
      json: {
        redirects: [
          { from: "/a", to: "/b" },
          { from: "/b", to: "/a/" },
        ],
      },
    });
    expect(both.status).toBe(400);
    expect(both.body.issues).toEqual([
      { path: "redirects.0.to", message: "/b leads back here: visitors would go round in circles" },
      { path: "redirects.1.to", message: "/a leads back here: visitors would go round in circles" },
    ]);
    expect(
      (await call("POST", path, { token, json: { redirects: [{ from: "/a", to: "/b" }] } })).status,
    ).toBe(201);
    const back = await call("POST", path, {
      token,
      json: { redirects: [{ from: "/b", to: "/a" }] },
    });
    expect(back.status).toBe(400);
    expect(back.body.issues[0].path).toBe("redirects.0.to");
  });

  it(`keeps at most ${MAX_REDIRECTS} a site, and says so without saving any of a request past it`, async () => {
    const { site, token } = await makeKitchen();
    const path = `/manage/${site.slug}/redirects`;
    const many = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ from: `/old/${from + i}`, to: "/recipes" }));
    expect(
      (await call("POST", path, { token, json: { redirects: many(0, MAX_REDIRECTS) } })).status,
    ).toBe(201);
    // Replacing where one leads is no new redirect.
    expect((await call("POST", path, { token, json: { redirects: many(0, 2) } })).status).toBe(201);
    const over = await call("POST", path, { token, json: { redirects: many(MAX_REDIRECTS, 1) } });
    expect(over.status).toBe(400);
    expect(over.body.issues).toEqual([
      {
        path: "redirects",
        message: `A site keeps at most ${MAX_REDIRECTS} redirects: remove some first`,
      },
    ]);
    expect((await call("GET", path, { token })).body.redirects).toHaveLength(MAX_REDIRECTS);
  });

  it("no redirects, a made-up or malformed id: 400 and 404, never a 500", async () => {
    const { site, token } = await makeKitchen();
    const path = `/manage/${site.slug}/redirects`;
    expect((await call("POST", path, { token, json: { redirects: [] } })).status).toBe(400);
    expect((await call("POST", path, { token, json: {} })).status).toBe(400);
    expect((await call("DELETE", `${path}/${crypto.randomUUID()}`, { token })).status).toBe(404);
    expect((await call("DELETE", `${path}/not-a-uuid`, { token })).status).toBe(404);
  });
});
