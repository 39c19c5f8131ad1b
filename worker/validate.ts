import type { ValidationTargets } from "hono";
import { validator } from "hono-openapi";
import type { z } from "zod";
import { ApiError, type FieldIssue } from "./errors";

/**
 * The one request validator of the API, with its error model: a client mistake is a 400 with
 * field issues. Route parameters that fail (a malformed id) answer 404 instead: from the
 * outside a malformed id and an unknown id are the same missing resource.
 *
 * hono-openapi's validator is zValidator's standard-schema twin that also remembers the schema,
 * so every route that validates here is described in GET /api/v1/openapi.json (parameters,
 * query and request body) without a second declaration.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, schema, (result) => {
    if (result.success) return;
    if (target === "param") throw new ApiError("not_found", "Not found");
    throw new ApiError("bad_request", "Some fields are not valid", fieldIssues(result.error));
  });
}

/** Standard Schema issues (zod's own, as zod implements the standard) as the API's field issues. */
type StandardIssue = {
  message: string;
  path?: readonly (PropertyKey | { key: PropertyKey })[];
};

function fieldIssues(issues: readonly StandardIssue[]): FieldIssue[] {
  return issues.map((issue) => ({
    path: (issue.path ?? [])
      .map((segment) => String(typeof segment === "object" ? segment.key : segment))
      .join("."),
    message: issue.message,
  }));
}
