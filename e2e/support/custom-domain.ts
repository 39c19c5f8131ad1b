import { expect } from "@playwright/test";
import { api } from "./creator";
import { E2E } from "./ports";

/** Adds the domain, publishes its TXT record, has the local Cloudflare report it active, checks it. */
export async function activateDomain(slug: string, hostname: string, token: string) {
  const added = await api(`/manage/${slug}/custom-domains`, {
    method: "POST",
    token,
    json: { hostname },
  });
  expect(added.status).toBe(201);
  const { domain } = (await added.json()) as {
    domain: { id: string; dns: { txt: { name: string; value: string } } };
  };
  const txt = await api("/dev/dns-txt", { method: "PUT", json: domain.dns.txt });
  expect(txt.status).toBe(204);
  const listed = await fetch(
    `${E2E.cloudflareUrl}/client/v4/zones/local-zone/custom_hostnames?hostname=${hostname}`,
    { headers: { Authorization: "Bearer e2e" } },
  );
  const [cf] = ((await listed.json()) as { result: { id: string }[] }).result;
  const pinned = await fetch(`${E2E.cloudflareUrl}/_local/custom_hostnames/${cf?.id}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ status: "active", ssl_status: "active" }),
  });
  expect(pinned.ok).toBe(true);
  const checked = await api(`/manage/${slug}/custom-domains/${domain.id}/verify`, {
    method: "POST",
    token,
  });
  expect(checked.status).toBe(200);
  expect(((await checked.json()) as { domain: { status: string } }).domain.status).toBe("active");
}
