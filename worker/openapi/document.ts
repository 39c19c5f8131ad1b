import type { Hono } from "hono";
import { generateSpecs } from "hono-openapi";
import type { OpenAPIV3_1 } from "openapi-types";
import { z } from "zod";
import { errorBody } from "./error-schema";

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;
type Security = OpenAPIV3_1.SecurityRequirementObject[];

export const API_PREFIX = "/api/v1";
const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

const errorRef = (description: string): OpenAPIV3_1.ResponseObject => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

/** Who may call: the manage API takes a session or an API token; site calls a session, optionally. */
const SESSION_OR_TOKEN: Security = [{ session: [] }, { apiToken: [] }];
const OPTIONAL_SESSION: Security = [{}, { session: [] }];
const NONE: Security = [];

function defaultSecurity(path: string): Security {
  if (path.startsWith(`${API_PREFIX}/manage/`)) return SESSION_OR_TOKEN;
  if (path.startsWith(`${API_PREFIX}/site/`)) return OPTIONAL_SESSION;
  return NONE;
}

/**
 * One tag per resource: the area (manage, site, …) and the first fixed segment after it,
 * e.g. /manage/{siteSlug}/recipes/{recipeId} → "manage: recipes".
 */
export function tagFor(path: string): string {
  const [area = "api", ...rest] = path.slice(API_PREFIX.length + 1).split("/");
  const resource = rest.find((segment) => segment !== "" && !segment.startsWith("{"));
  return resource && (area === "manage" || area === "site") ? `${area}: ${resource}` : area;
}

/**
 * Completes what the generator leaves open on every operation: its tag, who may call it,
 * and the error answers, all in the one error shape.
 */
function finishOperation(path: string, operation: Operation) {
  operation.tags = operation.tags?.length ? operation.tags : [tagFor(path)];
  operation.security ??= defaultSecurity(path);
  const responses = (operation.responses ?? {}) as Record<string, OpenAPIV3_1.ResponseObject>;
  const successes = Object.keys(responses).filter((status) => status.startsWith("2"));
  // The generator's placeholder for an undescribed answer is `200: {}`.
  if (successes.length > 1 && Object.keys(responses["200"] ?? {}).length === 0) {
    delete responses["200"];
  }
  for (const [status, response] of Object.entries(responses)) {
    if (status.startsWith("2") && !response.description) response.description = "Success";
  }
  if (responses["400"])
    responses["400"] = errorRef("Some fields are not valid (issues lists them)");
  const secured = operation.security.some((requirement) => Object.keys(requirement).length > 0);
  const required = secured && operation.security.every((r) => Object.keys(r).length > 0);
  if (required)
    responses["401"] ??= errorRef("Signed out, or the token is unknown, expired or revoked");
  if (operation.security.some((requirement) => "apiToken" in requirement)) {
    responses["403"] ??= errorRef("An API token that may not do this (read-only on a write)");
  }
  if (path.includes("{")) responses["404"] ??= errorRef("Not found, or not yours");
  responses.default = errorRef(
    "Any other failure (409, 412 edited_elsewhere, 413, 415 for a body that is not JSON, 429 with Retry-After, 503 site_moving with Retry-After, …)",
  );
  operation.responses = responses;
}

const info: OpenAPIV3_1.InfoObject = {
  title: "Recipe Platform API",
  version: "1",
  description: [
    "Every read and write of the platform's data. Bodies are JSON.",
    "",
    "Errors always answer `{ error, message, issues? }` (the `Error` schema): 400 with field",
    "issues for bad input, 401 signed out, 403 refused to an API token, 404 for unknown or",
    "foreign resources (a malformed id too), 409, 413 past 16 MB, 415 for a body sent as anything",
    "but `application/json`, 429 with `Retry-After`; a site's writes",
    "answer 503 `site_moving` with `Retry-After` for the minutes its rows move to another database.",
    "",
    "A recipe, a collection, an event, a contributor, a site page and a site's settings answer",
    "with an `ETag` when read, created or saved. Send it back as `If-Match` on a save, and the",
    "save answers 412 `edited_elsewhere` instead of writing over a change made since.",
    "",
    "Third-party clients authenticate with a personal API token (`Authorization: Bearer rcp_…`),",
    "made on the platform's API tokens page (`/api-tokens` on the platform host): scoped to some",
    "or all of the sites its owner manages and to read-only or read-write. Tokens act on the",
    "manage API only.",
  ].join("\n"),
};

const securitySchemes: Record<string, OpenAPIV3_1.SecuritySchemeObject> = {
  session: {
    type: "http",
    scheme: "bearer",
    description:
      "A session token from sign-in (POST /manage/sign-in/{token} or a site's). The web app keeps " +
      "it in an HttpOnly, SameSite=Lax cookie on the host the person signed in on and forwards it " +
      "as this bearer token; a site's session acts on that site only.",
  },
  apiToken: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "rcp_…",
    description:
      "A personal API token, made on the platform's API tokens page (`/api-tokens` on the " +
      "platform host). Works from any client on /manage calls for the sites it is scoped to; " +
      "read-only tokens are refused (403) on anything but GET; rate limited per token and per " +
      "IP (429 with Retry-After).",
  },
};

/**
 * A route's path as the document names it: OpenAPI writes {param} where Hono writes :param
 * (or :param{regex}), and a trailing wildcard (media and upload keys, which hold slashes)
 * becomes {key}.
 */
export const openApiPath = (honoPath: string) =>
  honoPath.replace(/\/\*$/, "/{key}").replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, "{$1}");

/** The OpenAPI 3.1 document of `app`: every route, from the schemas its validators hold. */
export async function buildOpenApiDocument(app: Hono<never, never, never>): Promise<Document> {
  // The generator drops wildcard paths; named, they are documented like any other.
  const routes = app.routes.map((route) =>
    route.method === "ALL" ? route : { ...route, path: route.path.replace(/\/\*$/, "/:key") },
  );
  const generated = (await generateSpecs({ routes } as unknown as Hono, {
    documentation: {
      info,
      components: {
        securitySchemes,
        schemas: { Error: z.toJSONSchema(errorBody) as OpenAPIV3_1.SchemaObject },
      },
    },
    // Routes without a validator or description are listed too: the document is complete.
    includeEmptyPaths: true,
    excludeStaticFile: false,
  })) as Document;
  for (const [path, item] of Object.entries(generated.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (operation) finishOperation(path, operation);
    }
  }
  return generated;
}
