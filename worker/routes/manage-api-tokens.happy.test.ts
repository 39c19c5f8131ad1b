import { apiTokens } from "@schema/db/api-tokens";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sha256 } from "../lib/tokens";
import { makeApiToken } from "../test/api-token-factories";
import { call, db, makeSite, unique } from "../test/factories";

const row = async (id: string) =>
  (await db().select().from(apiTokens).where(eq(apiTokens.id, id)))[0];

describe("personal API tokens: happy paths", () => {
  it("creates a token shown once, stored as a hash, and lists it without the secret", async () => {
    const { site, token, secret, id } = await makeApiToken({ name: "Shortcut", access: "read" });
    expect(secret).toMatch(/^rcp_[A-Za-z0-9_-]{43}$/);
    const stored = await row(id);
    expect(stored?.tokenHash).toBe(await sha256(secret));
    expect(JSON.stringify(stored)).not.toContain(secret.slice(4));

    const list = await call("GET", "/manage/api-tokens", { token });
    expect(list.status).toBe(200);
    expect(list.body.tokens).toEqual([
      {
        id,
        name: "Shortcut",
        prefix: secret.slice(0, 12),
        access: "read",
        sites: [{ id: site.id, slug: site.slug, title: site.title }],
        createdAt: expect.any(String),
        lastUsedAt: null,
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(secret);
  });

  it("works as a bearer token from any host, reading and writing its site", async () => {
    const { site, secret } = await makeApiToken({ access: "write" });
    const elsewhere = { Host: "scripts.example.net", Origin: "https://scripts.example.net" };
    const recipes = await call("GET", `/manage/${site.slug}/recipes`, {
      token: secret,
      headers: elsewhere,
    });
    expect(recipes.status).toBe(200);
    const created = await call("POST", `/manage/${site.slug}/recipes`, {
      token: secret,
      headers: elsewhere,
      json: { title: "Token toast", slug: unique("token-toast") },
    });
    expect(created.status).toBe(201);
    expect(created.body.recipe.title).toBe("Token toast");

    const me = await call("GET", "/manage/current-user", { token: secret });
    expect(me.status).toBe(200);
    const sites = await call("GET", "/manage/sites", { token: secret });
    expect(sites.body.sites.map((s: { id: string }) => s.id)).toEqual([site.id]);
  });

  it("a token for all sites reaches a site its person opens later", async () => {
    const { owner, secret } = await makeApiToken({ siteIds: null });
    const later = await makeSite({ ownerId: owner.id });
    const answer = await call("GET", `/manage/${later.slug}/recipes`, { token: secret });
    expect(answer.status).toBe(200);
  });

  it("keeps the last-used time, written at most once a minute", async () => {
    const { site, secret, id } = await makeApiToken();
    const use = () => call("GET", `/manage/${site.slug}/recipes`, { token: secret });
    await use();
    const first = (await row(id))?.lastUsedAt;
    expect(first).toBeInstanceOf(Date);
    await use();
    expect((await row(id))?.lastUsedAt).toEqual(first);

    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await db().update(apiTokens).set({ lastUsedAt: twoMinutesAgo }).where(eq(apiTokens.id, id));
    await use();
    const touched = (await row(id))?.lastUsedAt;
    expect(touched?.getTime()).toBeGreaterThan(twoMinutesAgo.getTime() + 60_000);
  });

  it("revoking ends the token at once", async () => {
    const { site, token, secret, id } = await makeApiToken();
    const revoked = await call("DELETE", `/manage/api-tokens/${id}`, { token });
    expect(revoked.status).toBe(204);
    const after = await call("GET", `/manage/${site.slug}/recipes`, { token: secret });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ error: "unauthorized" });
    expect((await call("GET", "/manage/api-tokens", { token })).body.tokens).toEqual([]);
  });
});
