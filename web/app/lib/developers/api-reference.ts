/**
 * The OpenAPI document (GET /api/v1/openapi.json) as the reference page shows it: operations
 * grouped by tag, each with who may call it, its parameters, its body and its answers. Only
 * what the page prints, so the loader's data stays small and the browser parses no document.
 */

type Json = Record<string, unknown>;

export type ReferenceParameter = {
  name: string;
  in: string;
  required: boolean;
  type: string;
  description: string | null;
};

export type ReferenceResponse = { status: string; description: string; schema: string | null };

export type ReferenceOperation = {
  id: string;
  method: string;
  path: string;
  summary: string | null;
  access: string;
  parameters: ReferenceParameter[];
  body: string | null;
  responses: ReferenceResponse[];
};

export type ReferenceGroup = { tag: string; operations: ReferenceOperation[] };

export type ApiReference = {
  title: string;
  description: string;
  securitySchemes: { name: string; description: string }[];
  errorSchema: string | null;
  groups: ReferenceGroup[];
};

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

const asObject = (value: unknown): Json =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {};
const asText = (value: unknown) => (typeof value === "string" ? value : null);

/** A schema's one-word type for a parameter: "string", "integer", "a | b" for enums. */
function typeOf(schema: Json): string {
  if (Array.isArray(schema.enum)) return schema.enum.map(String).join(" | ");
  if (typeof schema.type === "string") return schema.type;
  if (Array.isArray(schema.type)) return schema.type.join(" | ");
  return "any";
}

const schemaText = (schema: unknown) => {
  const object = asObject(schema);
  return Object.keys(object).length ? JSON.stringify(object, null, 2) : null;
};

/** Who may call an operation, in words, from its security requirements. */
export function accessText(security: unknown): string {
  const requirements = Array.isArray(security) ? security.map(asObject) : [];
  if (requirements.length === 0) return "No sign-in needed";
  const names = requirements.flatMap((requirement) => Object.keys(requirement));
  const optional = requirements.some((requirement) => Object.keys(requirement).length === 0);
  const who =
    names.includes("session") && names.includes("apiToken")
      ? "A session or an API token"
      : names.includes("apiToken")
        ? "An API token"
        : "A signed-in session";
  return optional ? `${who} (optional)` : who;
}

function operation(path: string, method: string, raw: Json): ReferenceOperation {
  const parameters = (Array.isArray(raw.parameters) ? raw.parameters : []).map((value) => {
    const parameter = asObject(value);
    return {
      name: asText(parameter.name) ?? "",
      in: asText(parameter.in) ?? "",
      required: parameter.required === true,
      type: typeOf(asObject(parameter.schema)),
      description: asText(parameter.description),
    };
  });
  const content = asObject(asObject(raw.requestBody).content);
  const body = schemaText(asObject(content["application/json"]).schema);
  const responses = Object.entries(asObject(raw.responses)).map(([status, value]) => {
    const response = asObject(value);
    const json = asObject(asObject(response.content)["application/json"]);
    const ref = asText(asObject(json.schema).$ref);
    return {
      status,
      description: asText(response.description) ?? "",
      schema: ref ? ref.replace("#/components/schemas/", "") : schemaText(json.schema),
    };
  });
  return {
    id: `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, "-").replace(/-$/, ""),
    method: method.toUpperCase(),
    path,
    summary: asText(raw.summary) ?? asText(raw.description),
    access: accessText(raw.security),
    parameters,
    body,
    responses,
  };
}

export function apiReference(document: unknown): ApiReference {
  const root = asObject(document);
  const info = asObject(root.info);
  const components = asObject(root.components);
  const groups = new Map<string, ReferenceOperation[]>();
  for (const [path, item] of Object.entries(asObject(root.paths))) {
    for (const method of METHODS) {
      const raw = asObject(asObject(item)[method]);
      if (Object.keys(raw).length === 0) continue;
      const [tag = "other"] = Array.isArray(raw.tags) ? raw.tags.map(String) : [];
      groups.set(tag, [...(groups.get(tag) ?? []), operation(path, method, raw)]);
    }
  }
  return {
    title: asText(info.title) ?? "API",
    description: asText(info.description) ?? "",
    securitySchemes: Object.entries(asObject(components.securitySchemes)).map(([name, scheme]) => ({
      name,
      description: asText(asObject(scheme).description) ?? "",
    })),
    errorSchema: schemaText(asObject(components.schemas).Error),
    groups: [...groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([tag, operations]) => ({ tag, operations })),
  };
}
