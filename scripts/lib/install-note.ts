/**
 * What `npm install` should say last when npm itself ran on a Node older than the project's:
 * its EBADENGINE lines name packages that need a newer Node, which here run on the project's
 * own (the `node` devDependency, first on PATH in every npm script), so nothing failed. Null
 * when npm ran on a Node as new as the project's (it printed no such lines), or when its user
 * agent names no Node at all.
 *
 * `userAgent` is npm's, as it hands it to scripts: "npm/11.19.1 node/v20.20.2 linux x64 …".
 */
export function installNote(userAgent: string, projectNode: string): string | null {
  const npmNode = /\bnode\/v(\d+)\.(\d+)\.(\d+)/.exec(userAgent);
  if (!npmNode || Number(npmNode[1]) >= Number(projectNode.split(".")[0])) return null;
  const version = npmNode.slice(1).join(".");
  return [
    "",
    `Installed. npm ran on this machine's Node ${version}, so the EBADENGINE lines above`,
    "name packages that need a newer Node: expected, and nothing failed. npm start, npm test",
    `and every other script run on the project's own Node ${projectNode} (node_modules/.bin/node).`,
    "To install without those lines, run npm itself on that Node:",
    `  npx --yes --package=node@${projectNode} npm install`,
    "",
  ].join("\n");
}
