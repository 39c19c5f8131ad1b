import { describe, expect, it } from "vitest";
import { accessText, apiReference } from "./api-reference";

const document = {
  openapi: "3.1.0",
  info: { title: "Recipe Platform API", version: "1", description: "Every call." },
  components: {
    securitySchemes: { apiToken: { type: "http", scheme: "bearer", description: "rcp_…" } },
    schemas: { Error: { type: "object", required: ["error", "message"] } },
  },
  paths: {
    "/api/v1/manage/{siteSlug}/recipes": {
      get: {
        tags: ["manage: recipes"],
        security: [{ session: [] }, { apiToken: [] }],
        parameters: [
          { in: "path", name: "siteSlug", required: true, schema: { type: "string" } },
          { in: "query", name: "status", schema: { type: "string", enum: ["draft", "published"] } },
        ],
        responses: {
          200: { description: "Success" },
          404: {
            description: "Not found",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          },
        },
      },
      post: {
        tags: ["manage: recipes"],
        requestBody: {
          content: { "application/json": { schema: { type: "object", properties: {} } } },
        },
        responses: {},
      },
    },
    "/api/v1/health": { get: { tags: ["health"], security: [], responses: {} } },
  },
};

describe("apiReference", () => {
  it("groups operations by tag with parameters, bodies and answers", () => {
    const reference = apiReference(document);
    expect(reference.title).toBe("Recipe Platform API");
    expect(reference.groups.map((group) => group.tag)).toEqual(["health", "manage: recipes"]);
    const [list, create] = reference.groups[1]?.operations ?? [];
    expect(list).toMatchObject({
      method: "GET",
      path: "/api/v1/manage/{siteSlug}/recipes",
      access: "A session or an API token",
      parameters: [
        { name: "siteSlug", in: "path", required: true, type: "string" },
        { name: "status", in: "query", required: false, type: "draft | published" },
      ],
      body: null,
    });
    expect(list?.responses).toEqual([
      { status: "200", description: "Success", schema: null },
      { status: "404", description: "Not found", schema: "Error" },
    ]);
    expect(create?.body).toContain('"type": "object"');
    expect(reference.errorSchema).toContain('"required"');
    expect(reference.securitySchemes).toEqual([{ name: "apiToken", description: "rcp_…" }]);
  });

  it("says who may call", () => {
    expect(accessText([])).toBe("No sign-in needed");
    expect(accessText([{}, { session: [] }])).toBe("A signed-in session (optional)");
    expect(accessText([{ session: [] }])).toBe("A signed-in session");
  });
});
