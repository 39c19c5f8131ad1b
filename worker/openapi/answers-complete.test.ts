import { describe, expect, it } from "vitest";
import { call } from "../test/factories";

type Response = { description?: string; content?: Record<string, { schema?: object }> };
type Operation = { responses?: Record<string, Response> };

const METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options"]);

const isJson = (mediaType: string) => /^application\/(?:[\w.-]+\+)?json$/.test(mediaType);

/**
 * Why an operation's success answers are not fully documented, or null when they are: it
 * needs at least one success (2xx or 3xx), every success with a body (all but 204 and
 * redirects) names its media type, and a JSON body has a schema. Bytes (a ZIP, an image) may
 * go without one: OpenAPI 3.1 describes them by their media type alone.
 */
function gap(operation: Operation): string | null {
  const successes = Object.entries(operation.responses ?? {}).filter(([status]) =>
    /^[23]/.test(status),
  );
  if (successes.length === 0) return "no success answer";
  const bodiless = successes
    .filter(([status]) => status !== "204" && !status.startsWith("3"))
    .filter(([, response]) => {
      const media = Object.entries(response.content ?? {});
      return media.length === 0 || media.some(([type, body]) => isJson(type) && !body.schema);
    })
    .map(([status]) => status);
  return bodiless.length ? `no body schema for ${bodiless.join(", ")}` : null;
}

describe("GET /api/v1/openapi.json: answers", () => {
  it("documents every route's success answer, with a body schema unless it is 204 or a redirect", async () => {
    const { status, body } = await call("GET", "/openapi.json");
    expect(status).toBe(200);
    const offenders: string[] = [];
    for (const [path, item] of Object.entries(body.paths as Record<string, object>)) {
      for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
        if (!METHODS.has(method)) continue;
        const why = gap(operation);
        if (why) offenders.push(`${method.toUpperCase()} ${path} (${why})`);
      }
    }
    offenders.sort();
    expect(offenders, `answers missing from openapi.json:\n${offenders.join("\n")}`).toEqual([]);
  });

  it("would flag an undocumented answer (the check above can fail)", () => {
    const json = (schema?: object) => ({
      content: { "application/json": schema ? { schema } : {} },
    });
    expect(gap({})).toBe("no success answer");
    expect(gap({ responses: { 404: json({}) } })).toBe("no success answer");
    expect(gap({ responses: { 200: { description: "Success" } } })).toBe("no body schema for 200");
    expect(gap({ responses: { 200: json() } })).toBe("no body schema for 200");
    expect(gap({ responses: { 200: json({ type: "object" }) } })).toBeNull();
    expect(gap({ responses: { 204: { description: "Gone" } } })).toBeNull();
    expect(gap({ responses: { 302: { description: "Elsewhere" } } })).toBeNull();
    expect(gap({ responses: { 200: { content: { "application/zip": {} } } } })).toBeNull();
  });
});
