import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { ApiError, issuesFromZod } from "./errors";

/**
 * zValidator with the API's error model: a client mistake is a 400 with field issues.
 * Route parameters that fail (a malformed id) answer 404 instead: from the outside a
 * malformed id and an unknown id are the same missing resource.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    if (target === "param") throw new ApiError("not_found", "Not found");
    throw new ApiError("bad_request", "Some fields are not valid", issuesFromZod(result.error));
  });
}
