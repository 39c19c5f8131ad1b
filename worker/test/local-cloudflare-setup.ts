import { startLocalCloudflare } from "../../local-cloudflare/server";

/**
 * Vitest global setup (Node side): the local Cloudflare API the worker tests' custom
 * hostnames go to, on the port vitest.config.ts chose (CLOUDFLARE_API_BASE_URL). New
 * hostnames turn active on their first check unless a test pins them (cloudflare-helpers.ts).
 */
export default async function setup() {
  const cloudflare = await startLocalCloudflare({
    port: Number(process.env.TEST_CLOUDFLARE_PORT),
    quiet: true,
  });
  return () => cloudflare.stop();
}
