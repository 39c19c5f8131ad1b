import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Cloudflare, { ConflictError, NotFoundError } from "cloudflare";
import { afterAll, describe, expect, it } from "vitest";
import { startLocalCloudflare } from "../server";

const dir = mkdtempSync(path.join(tmpdir(), "local-cloudflare-"));
const statePath = path.join(dir, "state.json");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("local Cloudflare API through the official client", () => {
  it("creates, checks (auto-activating), lists, refuses duplicates, deletes; state survives a restart", async () => {
    const server = await startLocalCloudflare({ port: 0, statePath, quiet: true });
    const client = new Cloudflare({ apiToken: "t", baseURL: server.baseURL, maxRetries: 0 });
    const zone_id = "zone-1";
    const created = await client.customHostnames.create({
      zone_id,
      hostname: "recipes.example.com",
      ssl: { method: "txt", type: "dv" },
    });
    expect(created).toMatchObject({ status: "pending", ssl: { status: "pending_validation" } });
    expect(created.ssl?.validation_records?.[0]?.txt_name).toBe(
      "_acme-challenge.recipes.example.com",
    );
    await expect(
      client.customHostnames.create({ zone_id, hostname: "recipes.example.com" }),
    ).rejects.toBeInstanceOf(ConflictError);
    await server.stop();

    const again = await startLocalCloudflare({ port: 0, statePath, quiet: true });
    const client2 = new Cloudflare({ apiToken: "t", baseURL: again.baseURL, maxRetries: 0 });
    const checked = await client2.customHostnames.get(created.id, { zone_id });
    expect(checked).toMatchObject({ status: "active", ssl: { status: "active" } });
    const page = await client2.customHostnames.list({
      zone_id,
      hostname: { exact: "recipes.example.com" },
    });
    expect(page.result.map((h) => h.id)).toEqual([created.id]);
    await client2.customHostnames.delete(created.id, { zone_id });
    await expect(client2.customHostnames.get(created.id, { zone_id })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await again.stop();
  });

  it("refuses calls without a token, like Cloudflare", async () => {
    const server = await startLocalCloudflare({ port: 0, quiet: true });
    const res = await fetch(`${server.baseURL}/zones/z/custom_hostnames`);
    expect(res.status).toBe(401);
    await server.stop();
  });
});
