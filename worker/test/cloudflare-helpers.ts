import { env } from "cloudflare:test";

/**
 * The local Cloudflare API as the tests see it: its custom hostnames (through the same API
 * the worker calls) and its control endpoint, which pins a hostname's state.
 */
type LocalHostname = { id: string; hostname: string; status: string; ssl: { status: string } };

export async function cloudflareHostnames(hostname: string): Promise<LocalHostname[]> {
  const url = `${env.CLOUDFLARE_API_BASE_URL}/zones/${env.CLOUDFLARE_ZONE_ID}/custom_hostnames?hostname=${hostname}`;
  const res = await fetch(url, { headers: { Authorization: "Bearer test" } });
  if (!res.ok) throw new Error(`local Cloudflare list: ${res.status}`);
  return ((await res.json()) as { result: LocalHostname[] }).result;
}

export async function pinHostname(
  id: string,
  state: { status?: string; ssl_status?: string; ssl_errors?: string[] },
) {
  const res = await fetch(`${env.TEST_CLOUDFLARE_URL}/_local/custom_hostnames/${id}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(state),
  });
  if (!res.ok) throw new Error(`local Cloudflare control: ${res.status}`);
}
