import { images } from "@schema/db/images";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeApiToken } from "../test/api-token-factories";
import { call, makeSite, siteDb } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";
import { png, putBytes } from "../test/upload-helpers";

const askUrl = (secret: string, key: string, contentType = "image/png") =>
  call("POST", "/manage/image-upload-urls", { token: secret, json: { key, contentType } });

describe("image uploads with a personal API token", () => {
  it("a read-write token gets an upload URL for its site, uploads and registers the image", async () => {
    const { site, owner, secret } = await makeApiToken({ access: "write" });
    const issued = await askUrl(secret, `sites/${site.id}/`);
    expect(issued.status).toBe(200);
    const { uploadUrl, key } = issued.body as { uploadUrl: string; key: string };
    expect(key).toMatch(new RegExp(`^sites/${site.id}/images/[0-9a-f-]{36}\\.png$`));

    const put = await putBytes(uploadUrl, png(512), "image/png");
    expect(put).toEqual({ status: 200, body: { key, bytes: 512 } });

    const registered = await call("POST", "/manage/images", {
      token: secret,
      json: { key, width: 800, height: 600 },
    });
    expect(registered.status).toBe(201);
    const [row] = await (await siteDb(site.id)).select().from(images).where(eq(images.key, key));
    expect(row).toMatchObject({ siteId: site.id, uploaderId: owner.id, bytes: 512 });
  });

  it("a read-only token is refused (403), on the URL and on registering", async () => {
    const { site, secret } = await makeApiToken({ access: "read" });
    const issued = await askUrl(secret, `sites/${site.id}/`);
    expect(issued.status).toBe(403);
    expect(issued.body).toEqual({ error: "forbidden", message: "This API token is read-only" });
    const registered = await call("POST", "/manage/images", {
      token: secret,
      json: { key: `sites/${site.id}/images/${crypto.randomUUID()}.png`, width: 1, height: 1 },
    });
    expect(registered.status).toBe(403);
  });

  it("a site outside the token's scope or another person's is 404", async () => {
    const { owner, secret } = await makeApiToken({ access: "write" });
    const ownOther = await makeSite({ ownerId: owner.id });
    const stranger = await makeKitchen();
    for (const siteId of [ownOther.id, stranger.site.id]) {
      const issued = await askUrl(secret, `sites/${siteId}/`);
      expect(issued.status).toBe(404);
      expect(issued.body).toMatchObject({ error: "not_found" });
    }
  });

  it("a token cannot upload its person's avatar (403: account-area only)", async () => {
    const { owner, secret } = await makeApiToken({ access: "write", siteIds: null });
    const issued = await askUrl(secret, `users/${owner.id}/`, "image/jpeg");
    expect(issued.status).toBe(403);
    expect(issued.body).toMatchObject({ error: "forbidden" });
  });
});
