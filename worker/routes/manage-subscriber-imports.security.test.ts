import { env } from "cloudflare:test";
import { subscriberImports } from "@schema/db/subscriber-imports";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, makeUser, signedIn, siteDb } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";
import { previewImport, putCsv, uploadCsv } from "../test/subscriber-import-helpers";

const CSV = "email\nsecret-reader@example.net\n";

describe("subscriber imports: only the site's managers, only its imports", () => {
  it("signed out is 401 on every call", async () => {
    const { site, token } = await makeKitchen();
    const preview = await previewImport(site.slug, token, CSV);
    const base = `/manage/${site.slug}/subscriber-imports`;
    for (const [method, path, json] of [
      ["POST", `${base}/upload-urls`, undefined],
      ["POST", base, { key: "x" }],
      ["GET", base, undefined],
      ["GET", `${base}/${preview.id}`, undefined],
      ["GET", `${base}/${preview.id}/rows`, undefined],
      ["PUT", `${base}/${preview.id}/mapping`, { email: 0 }],
      ["POST", `${base}/${preview.id}/start`, { consent: true }],
    ] as const) {
      expect((await call(method, path, { json })).status, `${method} ${path}`).toBe(401);
    }
  });

  it("another site's owner gets 404 for the site, its imports and its uploaded files", async () => {
    const mine = await makeKitchen();
    const theirs = await makeKitchen();
    const preview = await previewImport(mine.site.slug, mine.token, CSV);
    const base = `/manage/${mine.site.slug}/subscriber-imports`;
    for (const [method, path, json] of [
      ["POST", `${base}/upload-urls`, undefined],
      ["GET", base, undefined],
      ["GET", `${base}/${preview.id}`, undefined],
      ["GET", `${base}/${preview.id}/rows`, undefined],
      ["PUT", `${base}/${preview.id}/mapping`, { email: 0 }],
      ["POST", `${base}/${preview.id}/start`, { consent: true }],
    ] as const) {
      const res = await call(method, path, { token: theirs.token, json });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain("secret-reader");
    }
    // Their own site's slug with this site's import or this site's uploaded file: 404 too.
    const theirBase = `/manage/${theirs.site.slug}/subscriber-imports`;
    const cross = await call("GET", `${theirBase}/${preview.id}`, { token: theirs.token });
    expect(cross.status).toBe(404);
    const key = await uploadCsv(mine.site.slug, mine.token, CSV);
    const stolen = await call("POST", theirBase, { token: theirs.token, json: { key } });
    expect(stolen.status).toBe(404);
    const started = await call("POST", `${theirBase}/${preview.id}/start`, {
      token: theirs.token,
      json: { consent: true },
    });
    expect(started.status).toBe(404);
    const [row] = await (await siteDb(mine.site.id))
      .select()
      .from(subscriberImports)
      .where(eq(subscriberImports.id, preview.id));
    expect(row?.status).toBe("ready");
  });

  it("a reader of the site (a subscriber, not a manager) gets 404", async () => {
    const { site, token } = await makeKitchen();
    const preview = await previewImport(site.slug, token, CSV);
    const reader = await makeUser();
    const res = await call("GET", `/manage/${site.slug}/subscriber-imports/${preview.id}`, {
      token: await signedIn(reader.id),
    });
    expect(res.status).toBe(404);
  });

  it("the uploaded file is never served by /media, and its upload URL takes only that file", async () => {
    const { site, token } = await makeKitchen();
    const issued = await call("POST", `/manage/${site.slug}/subscriber-imports/upload-urls`, {
      token,
    });
    expect(issued.body.key).toMatch(
      new RegExp(`^sites/${site.id}/subscriber-imports/[0-9a-f-]{36}\\.csv$`),
    );
    expect((await putCsv(issued.body.uploadUrl, CSV)).status).toBe(200);
    expect(await env.MEDIA.head(issued.body.key)).not.toBeNull();
    const served = await call("GET", `/media/${issued.body.key}`);
    expect(served.status).toBe(404);
    // The signature covers the key: another key with the same signature is refused.
    const forged = issued.body.uploadUrl.replace(
      /subscriber-imports\/[0-9a-f-]{36}/,
      `subscriber-imports/${crypto.randomUUID()}`,
    );
    expect((await putCsv(forged, CSV)).status).toBe(403);
  });
});
