/**
 * npm's postinstall: when npm itself ran on a Node older than the project's, it printed
 * EBADENGINE warnings for the packages that need Node 22 or later (and for the project's own
 * `engines`). Nothing failed: every npm script runs on the project's own Node (the `node`
 * devDependency, first on PATH in scripts). Say so last, where a newcomer reads, rather than
 * silence npm. The Node npm ran on is in its user agent ("npm/11.19.1 node/v20.20.2 …"):
 * this script's own `node` is already the project's.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const npmNode = /\bnode\/v(\d+)\.(\d+)\.(\d+)/.exec(process.env.npm_config_user_agent ?? "");
const projectNode = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "../package.json"), "utf8"),
).devDependencies.node as string;
const projectMajor = Number(projectNode.split(".")[0]);

if (npmNode && Number(npmNode[1]) < projectMajor) {
  const version = npmNode.slice(1).join(".");
  console.log(
    [
      "",
      `Installed. npm ran on this machine's Node ${version}, so the EBADENGINE lines above`,
      `name packages that need a newer Node: expected, and nothing failed. npm start, npm test`,
      `and every other script run on the project's own Node ${projectNode} (node_modules/.bin/node).`,
      `To install without those lines, run npm itself on that Node:`,
      `  npx --yes --package=node@${projectNode} npm install`,
      "",
    ].join("\n"),
  );
}
