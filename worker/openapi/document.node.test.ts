import { existsSync } from "node:fs";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { app } from "../app";
import { buildOpenApiDocument } from "./document";

/**
 * The document against the OpenAPI 3.1 schema. Runs in Node (the unit project): the
 * validator compiles JSON Schemas with ajv, which generates code, and workerd forbids that.
 */
describe("openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const document = await buildOpenApiDocument(app as never);
    const validator = new Validator();
    const result = await validator.validate(document as never);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("would fail on a broken document (the check above can fail)", async () => {
    const document = await buildOpenApiDocument(app as never);
    const [first] = Object.values(document.paths ?? {});
    const operation = first?.get ?? first?.post;
    if (!operation?.responses) throw new Error("no operation to break");
    // A response object must have a description.
    operation.responses["200"] = {} as never;
    const result = await new Validator().validate(document as never);
    expect(result.valid).toBe(false);
  });

  it("sends people for a token to the platform's page that makes them", async () => {
    const document = await buildOpenApiDocument(app as never);
    const scheme = document.components?.securitySchemes?.apiToken as { description?: string };
    expect(scheme.description).toContain("`/api-tokens` on the platform host");
    expect(document.info.description).toContain("`/api-tokens` on the platform host");
    // The web app's page at that address (routes/api-tokens.tsx), and no other address for it.
    expect(existsSync(path.join(import.meta.dirname, "../../web/app/routes/api-tokens.tsx"))).toBe(
      true,
    );
    expect(JSON.stringify(document)).not.toContain("/account/api-tokens");
  });

  it("lists recipe-parse's three sources, and says a token names its site", async () => {
    const document = await buildOpenApiDocument(app as never);
    const body = document.paths?.["/api/v1/manage/recipe-parse"]?.post?.requestBody as {
      content: Record<string, { schema: { anyOf: { required: string[]; properties: object }[] } }>;
    };
    const sources = body.content["application/json"]?.schema.anyOf ?? [];
    expect(sources.map((source) => source.required)).toEqual([["url"], ["html"], ["text"]]);
    expect(JSON.stringify(sources[0]?.properties)).toContain("An API token must name one");
  });
});
