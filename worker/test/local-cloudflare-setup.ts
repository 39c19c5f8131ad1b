import type { TestProject } from "vitest/node";
import { startLocalCloudflare } from "../../local-cloudflare/server";

/**
 * Vitest global setup (Node side): the local Cloudflare API a worker project's custom
 * hostnames go to, on the port vitest.config.ts chose for that project
 * (CLOUDFLARE_API_BASE_URL). New hostnames turn active on their first check unless a test
 * pins them (cloudflare-helpers.ts).
 */
export default async function setup(project: TestProject) {
  const cloudflare = await startLocalCloudflare({
    port: Number(project.config.env.LOCAL_CLOUDFLARE_PORT),
    quiet: true,
  });
  return () => cloudflare.stop();
}
