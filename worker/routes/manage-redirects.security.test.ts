import { describe, expect, it } from "vitest";
import { makeApiToken } from "../test/api-token-factories";
import { call, makeSite, makeUser, signedIn } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";

const one = { redirects: [{ from: "/old", to: "/recipes" }] };

describe("manage redirects: who may", () => {
  it("signed out 401; a stranger, another site's owner and the site's own reader 404; nothing changes", async () => {
    const { site, token } = await makeKitchen();
    const path = `/manage/${site.slug}/redirects`;
    const saved = await call("POST", path, { token, json: one });
    const id = saved.body.redirects[0].id;

    expect((await call("GET", path)).status).toBe(401);
    expect((await call("POST", path, { json: one })).status).toBe(401);
    expect((await call("DELETE", `${path}/${id}`)).status).toBe(401);

    const stranger = await signedIn((await makeUser()).id);
    const other = await makeKitchen();
    const reader = await signedIn((await makeUser()).id, site.id);
    for (const who of [stranger, other.token, reader]) {
      expect((await call("GET", path, { token: who })).status).toBe(404);
      expect((await call("POST", path, { token: who, json: one })).status).toBe(404);
      expect((await call("DELETE", `${path}/${id}`, { token: who })).status).toBe(404);
    }

    // Through their own site, another owner cannot reach this site's redirect either.
    const crossed = await call("DELETE", `/manage/${other.site.slug}/redirects/${id}`, {
      token: other.token,
    });
    expect(crossed.status).toBe(404);
    expect((await call("GET", path, { token })).body.redirects).toHaveLength(1);
  });

  it("API tokens: a read token lists but may not write (403); outside its sites is 404", async () => {
    const read = await makeApiToken({ access: "read" });
    const path = `/manage/${read.site.slug}/redirects`;
    const saved = await call("POST", path, { token: read.token, json: one });
    const id = saved.body.redirects[0].id;
    expect((await call("GET", path, { token: read.secret })).status).toBe(200);
    expect((await call("POST", path, { token: read.secret, json: one })).status).toBe(403);
    expect((await call("DELETE", `${path}/${id}`, { token: read.secret })).status).toBe(403);

    const write = await makeApiToken({ access: "write" });
    expect(
      (
        await call("POST", `/manage/${write.site.slug}/redirects`, {
          token: write.secret,
          json: one,
        })
      ).status,
    ).toBe(201);
    const ownOther = await makeSite({ ownerId: write.owner.id });
    const outside = await call("GET", `/manage/${ownOther.slug}/redirects`, {
      token: write.secret,
    });
    expect(outside.status).toBe(404);
  });

  it("one site's redirects lead nowhere on another", async () => {
    const a = await makeKitchen();
    const b = await makeKitchen();
    await call("POST", `/manage/${a.site.slug}/redirects`, { token: a.token, json: one });
    const ask = (slug: string) =>
      call(
        "GET",
        `/site/${slug}/moved?${new URLSearchParams({ address: `http://${slug}.localhost/old` })}`,
      );
    expect((await ask(a.site.slug)).status).toBe(200);
    expect((await ask(b.site.slug)).status).toBe(404);
  });
});
