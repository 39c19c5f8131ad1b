import { expect } from "@playwright/test";
import { api } from "./creator";
import { E2E } from "./ports";

/**
 * Pins the local Cloudflare's state of a hostname: it no longer moves by itself when the
 * platform's cron (every minute) asks about it.
 */
export async function pinHostname(hostname: string, state: { status: string; ssl_status: string }) {
  const listed = await fetch(
    `${E2E.cloudflareUrl}/client/v4/zones/local-zone/custom_hostnames?hostname=${hostname}`,
    { headers: { Authorization: "Bearer e2e" } },
  );
  const [cf] = ((await listed.json()) as { result: { id: string }[] }).result;
  expect(cf, `the local Cloudflare has no hostname ${hostname}`).toBeDefined();
  const pinned = await fetch(`${E2E.cloudflareUrl}/_local/custom_hostnames/${cf?.id}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(state),
  });
  expect(pinned.ok).toBe(true);
}

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
  await pinHostname(hostname, { status: "active", ssl_status: "active" });
  const checked = await api(`/manage/${slug}/custom-domains/${domain.id}/verify`, {
    method: "POST",
    token,
  });
  expect(checked.status).toBe(200);
  expect(((await checked.json()) as { domain: { status: string } }).domain.status).toBe("active");
}
