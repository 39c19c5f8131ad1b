import type { Hono } from "hono";
import type { AppEnv } from "../env";
import { buildOpenApiDocument } from "../openapi/document";

/**
 * GET /api/v1/openapi.json: the API's OpenAPI 3.1 document. It is built from the app's own
 * routes, so it is registered on the finished app; built once per isolate, as the routes
 * cannot change while it runs.
 */
export function serveOpenApi<App extends Hono<AppEnv, never, "/api/v1">>(app: App) {
  let document: ReturnType<typeof buildOpenApiDocument> | null = null;
  app.get("/openapi.json", async (c) => {
    document ??= buildOpenApiDocument(app as never);
    c.header("Cache-Control", "public, max-age=300");
    return c.json(await document);
  });
}
