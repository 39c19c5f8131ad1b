import { describe, expect, it } from "vitest";
import { app } from "../app";
import { openApiPath } from "../openapi/document";
import { call } from "../test/factories";

describe("GET /api/v1/openapi.json", () => {
  it("lists every route the app serves, by method and path", async () => {
    const { status, body } = await call("GET", "/openapi.json");
    expect(status).toBe(200);
    expect(body.openapi).toBe("3.1.0");
    const documented = new Set<string>();
    for (const [path, item] of Object.entries(body.paths as Record<string, object>)) {
      for (const method of Object.keys(item)) documented.add(`${method.toUpperCase()} ${path}`);
    }
    // Middleware (`use`) registers under ALL; every other entry is an endpoint someone can call.
    const served = new Set(
      app.routes
        .filter((route) => route.method !== "ALL")
        .map((route) => `${route.method} ${openApiPath(route.path)}`),
    );
    const missing = [...served].filter((route) => !documented.has(route)).sort();
    expect(missing, `routes missing from openapi.json:\n${missing.join("\n")}`).toEqual([]);
    expect(served.size).toBeGreaterThan(100);
  });

  it("documents parameters, bodies and the one error shape", async () => {
    const { body } = await call("GET", "/openapi.json");
    const post = body.paths["/api/v1/site/{siteSlug}/bookmarks"].post;
    expect(post.requestBody.content["application/json"].schema.properties).toHaveProperty(
      "recipeId",
    );
    expect(post.responses["400"].content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/Error",
    });
    const del = body.paths["/api/v1/site/{siteSlug}/bookmarks/{recipeId}"].delete;
    expect(del.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      "recipeId",
      "siteSlug",
    ]);
    expect(body.components.schemas.Error.required).toEqual(["error", "message"]);
    expect(Object.keys(body.components.securitySchemes).sort()).toEqual(["apiToken", "session"]);
    // Who may call: the manage API takes a session or a token, sign-in anyone, sign-out a session.
    const manage = body.paths["/api/v1/manage/{siteSlug}/recipes"].get;
    expect(manage.security).toEqual([{ session: [] }, { apiToken: [] }]);
    expect(body.paths["/api/v1/manage/sign-in"].post.security).toEqual([]);
    expect(body.paths["/api/v1/manage/sign-out"].post.security).toEqual([{ session: [] }]);
    expect(body.paths["/api/v1/manage/sign-out-everywhere-else"].post.security).toEqual([
      { session: [] },
    ]);
    expect(body.paths["/api/v1/manage/sessions"].get.security).toEqual([{ session: [] }]);
    const endSession = body.paths["/api/v1/manage/sessions/{sessionId}"].delete;
    expect(endSession.security).toEqual([{ session: [] }]);
    expect(endSession.parameters.map((p: { name: string }) => p.name)).toEqual(["sessionId"]);
  });

  it("documents conditional saves: the ETag answered and If-Match taken", async () => {
    const { body } = await call("GET", "/openapi.json");
    for (const path of [
      "/api/v1/manage/{siteSlug}/recipes/{recipeId}",
      "/api/v1/manage/{siteSlug}/collections/{collectionId}",
    ]) {
      expect(body.paths[path].get.responses["200"].headers).toHaveProperty("ETag");
      const put = body.paths[path].put;
      const ifMatch = put.parameters.find((p: { name: string }) => p.name === "if-match");
      expect(ifMatch).toMatchObject({ in: "header", schema: { type: "string" } });
      expect(ifMatch.required ?? false).toBe(false);
      expect(put.responses["200"].headers).toHaveProperty("ETag");
    }
    // A create answers the tag too: the first save needs no read before it.
    for (const path of [
      "/api/v1/manage/{siteSlug}/recipes",
      "/api/v1/manage/{siteSlug}/collections",
      "/api/v1/manage/{siteSlug}/events",
      "/api/v1/manage/{siteSlug}/contributors",
    ]) {
      expect(body.paths[path].post.responses["201"].headers, path).toHaveProperty("ETag");
    }
    const settings = body.paths["/api/v1/manage/{siteSlug}/sites"].put;
    expect(settings.parameters).toContainEqual(
      expect.objectContaining({ name: "if-match", in: "header" }),
    );
    expect(body.components.schemas.Error.properties.error.enum).toContain("edited_elsewhere");
  });
});
