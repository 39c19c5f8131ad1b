/**
 * npm's postinstall: patch Remix's router (scripts/lib/router-patch.ts), then, after an install
 * on an older Node, say what its EBADENGINE warnings mean (scripts/lib/install-note.ts), last,
 * where a newcomer reads, rather than silence npm. The Node npm ran on is in its user agent:
 * this script's own `node` is already the project's.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { installNote } from "./lib/install-note";
import { patchInstalledRouter } from "./lib/router-patch";

if (patchInstalledRouter()) console.log("Patched @remix-run/router (scripts/lib/router-patch.ts)");

const projectNode = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "../package.json"), "utf8"),
).devDependencies.node as string;
const note = installNote(process.env.npm_config_user_agent ?? "", projectNode);
if (note) console.log(note);
