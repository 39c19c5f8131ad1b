import type { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { answers } from "../openapi/describe";
import { buildOpenApiDocument } from "../openapi/document";

/** What the document's own description says of it: OpenAPI 3.1's top level, in brief. */
export const openApiDocument = z.looseObject({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  /** Every route of the API, keyed by path, then by method. */
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.looseObject({}).optional(),
});

/**
 * GET /api/v1/openapi.json: the API's OpenAPI 3.1 document. It is built from the app's own
 * routes, so it is registered on the finished app; built once per isolate, as the routes
 * cannot change while it runs.
 */
export function serveOpenApi<App extends Hono<AppEnv, never, "/api/v1">>(app: App) {
  let document: ReturnType<typeof buildOpenApiDocument> | null = null;
  app.get(
    "/openapi.json",
    answers(200, openApiDocument, "This document: OpenAPI 3.1, every route of the API"),
    async (c) => {
      document ??= buildOpenApiDocument(app as never);
      c.header("Cache-Control", "public, max-age=300");
      return c.json(await document);
    },
  );
}
