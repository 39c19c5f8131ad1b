import path from "node:path";
import { root, startServers } from "./lib/platform";
import { load, ms } from "./bench/measure";
process.env.NODE_ENV = "production";
const stateDir = path.join(root, ".bench/state");
const p = await startServers({
  stateDir,
  registryDir: path.join(root, ".bench/registry"),
  apiPort: 8841,
  webPort: 8842,
  quiet: true,
});
try {
  const cases: [string, () => string][] = [
    ["api health", () => `${p.apiUrl}/api/v1/health`],
    ["api host", () => `${p.apiUrl}/api/v1/hosts/demo.localhost:8842`],
  ];
  for (let round = 0; round < 2; round++)
    for (const [name, url] of cases) {
      await load(url, 30, 1);
      const r = await load(url, 300, 1);
      console.log(name, "p50", ms(r.p50), "p90", ms(r.p95));
    }
} finally {
  await p.stop();
}
