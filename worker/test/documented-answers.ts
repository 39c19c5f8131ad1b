import { uniqueSymbol } from "hono-openapi";
import { expect } from "vitest";
import { app } from "../app";
import { API_PREFIX } from "../openapi/document";

/**
 * Checks a real answer against the schema its route documents (`answers(…)` of
 * worker/openapi/describe.ts, the same object the OpenAPI document is built from): a missing
 * or mistyped field fails, and so does a field the API sends that the schema does not name.
 */

type StandardResult = {
  value?: unknown;
  issues?: readonly { message: string; path?: readonly PropertyKey[] | readonly unknown[] }[];
};
type Resolved = { validate: (value: unknown) => StandardResult | Promise<StandardResult> };
type Spec = {
  responses?: Record<string, { content?: Record<string, { schema?: Resolved }> }>;
};

/** The JSON schema a route documents for a status, found on its describeRoute middleware. */
function documentedSchema(method: string, honoPath: string, status: number): Resolved {
  const path = `${API_PREFIX}${honoPath}`;
  const schemas = app.routes
    .filter((route) => route.method === method && route.path === path)
    .map((route) => {
      const spec = (route.handler as unknown as Record<symbol, { spec?: Spec } | undefined>)[
        uniqueSymbol
      ]?.spec;
      return spec?.responses?.[String(status)]?.content?.["application/json"]?.schema;
    })
    .filter((schema): schema is Resolved => schema !== undefined);
  if (schemas.length !== 1) {
    throw new Error(`${method} ${path} documents ${schemas.length} JSON answers for ${status}`);
  }
  return schemas[0] as Resolved;
}

/** Paths in `sent` that are not in `kept` (what the schema let through), e.g. "recipe.extra". */
function undocumentedPaths(sent: unknown, kept: unknown, at = ""): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    return sent.flatMap((item, index) => undocumentedPaths(item, kept[index], `${at}[${index}]`));
  }
  if (sent && typeof sent === "object" && kept && typeof kept === "object") {
    return Object.entries(sent).flatMap(([key, value]) =>
      key in kept
        ? undocumentedPaths(value, (kept as Record<string, unknown>)[key], `${at}.${key}`)
        : [`${at}.${key}`],
    );
  }
  return [];
}

/**
 * Expects `response` (from `call`) to be an answer its route documents: the status is one
 * the route names and the body parses with that status's schema, leaving nothing out.
 * `honoPath` is the route as registered, without /api/v1 (e.g. "/site/:siteSlug/recipes").
 */
export async function expectDocumented(
  method: string,
  honoPath: string,
  response: { status: number; body: unknown },
) {
  const schema = documentedSchema(method, honoPath, response.status);
  const result = await schema.validate(response.body);
  const issues = (result.issues ?? []).map(
    (issue) => `${(issue.path ?? []).map(String).join(".")}: ${issue.message}`,
  );
  expect(issues, `${method} ${honoPath} answers what it documents`).toEqual([]);
  expect(
    undocumentedPaths(response.body, result.value),
    `${method} ${honoPath} sends only documented fields`,
  ).toEqual([]);
}
