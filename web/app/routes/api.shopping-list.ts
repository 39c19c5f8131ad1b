import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { readWrite, reply, replyFailure } from "../lib/interactions/api-route.server";
import { type ListOp, runListOp } from "../lib/shopping/list-calls.server";

const OPS = new Set([
  "get",
  "add-recipe",
  "add-line",
  "read-typed",
  "edit",
  "remove",
  "clear-checked",
  "merge",
]);

/**
 * The shopping list's client calls, on every host (a creator site or the platform):
 * POST /api/shopping-list { op, … } answers { lines, stored }, stored saying whether the list
 * is the account's or the one the browser keeps (signed out), and `at` the server's time of
 * the answer, which the browser keeps with its copy of the list (lib/shopping/browser-store.ts).
 */
export async function action(args: ActionFunctionArgs) {
  const body = await readWrite(args);
  if (typeof body.op !== "string" || !OPS.has(body.op)) {
    return reply({ error: "bad_request", message: "Unknown operation" }, 400);
  }
  const result = await runListOp(args, body as ListOp);
  return result.ok
    ? reply({ lines: result.body.lines, stored: result.stored, at: Date.now() })
    : replyFailure(result);
}
