import { describe, expect, it } from "vitest";
import { call } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";
import { importQueue, previewImport, putCsv } from "../test/subscriber-import-helpers";

describe("subscriber imports: bad input", () => {
  it("400 for a missing key, a key with nothing uploaded, and a file with no header", async () => {
    const { site, token } = await makeKitchen();
    const base = `/manage/${site.slug}/subscriber-imports`;
    const missing = await call("POST", base, { token, json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.issues[0].path).toBe("key");

    const issued = await call("POST", `${base}/upload-urls`, { token });
    const notUploaded = await call("POST", base, { token, json: { key: issued.body.key } });
    expect(notUploaded.status).toBe(400);
    expect(notUploaded.body.message).toBe("Upload the file first");

    const blank = await call("POST", `${base}/upload-urls`, { token });
    expect((await putCsv(blank.body.uploadUrl, "\n\n")).status).toBe(200);
    const noHeader = await call("POST", base, { token, json: { key: blank.body.key } });
    expect(noHeader.status).toBe(400);
  });

  it("the upload refuses another type and an empty file", async () => {
    const { site, token } = await makeKitchen();
    const issued = await call("POST", `/manage/${site.slug}/subscriber-imports/upload-urls`, {
      token,
    });
    expect((await putCsv(issued.body.uploadUrl, "email\na@b.co\n", "image/png")).status).toBe(400);
    expect((await putCsv(issued.body.uploadUrl, "")).status).toBe(400);
  });

  it("starting needs the consent box and a read file; the mapping needs real columns", async () => {
    const { site, token } = await makeKitchen();
    const queue = importQueue();
    const preview = await previewImport(
      site.slug,
      token,
      "Who,When\nann@example.net,2024\n",
      queue,
    );
    expect(preview.status).toBe("needs_mapping");
    const base = `/manage/${site.slug}/subscriber-imports/${preview.id}`;

    const noConsent = await call("POST", `${base}/start`, { token, json: { consent: false } });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.issues[0].path).toBe("consent");
    const unmapped = await call("POST", `${base}/start`, { token, json: { consent: true } });
    expect(unmapped.status).toBe(409);

    const beyond = await call("PUT", `${base}/mapping`, { token, json: { email: 2 } });
    expect(beyond.status).toBe(400);
    expect(beyond.body.issues[0].path).toBe("email");
    const notNumber = await call("PUT", `${base}/mapping`, { token, json: { email: "Who" } });
    expect(notNumber.status).toBe(400);

    // While the file is being read, neither the columns nor the start may change.
    const mapped = await call("PUT", `${base}/mapping`, { token, json: { email: 0 } }, queue.env);
    expect(mapped.status).toBe(200);
    expect((await call("PUT", `${base}/mapping`, { token, json: { email: 1 } })).status).toBe(409);
    expect((await call("POST", `${base}/start`, { token, json: { consent: true } })).status).toBe(
      409,
    );
  });

  it("404 for an unknown or malformed import id, 400 for a bad report query", async () => {
    const { site, token } = await makeKitchen();
    const base = `/manage/${site.slug}/subscriber-imports`;
    expect((await call("GET", `${base}/${crypto.randomUUID()}`, { token })).status).toBe(404);
    expect((await call("GET", `${base}/not-an-id`, { token })).status).toBe(404);
    const preview = await previewImport(site.slug, token, "email\na@b.co\n");
    const bad = await call("GET", `${base}/${preview.id}/rows?outcome=everything`, { token });
    expect(bad.status).toBe(400);
  });
});
