import type { HeadersFunction, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type MetaFunction, useLoaderData } from "@remix-run/react";
import { apiFetch, unexpectedApiResult } from "../lib/api.server";
import { apiReference, type ReferenceOperation } from "../lib/developers/api-reference";
import { inlineCode } from "../lib/developers/inline-code";
import { requirePlatformHost } from "../lib/platform/early-signups.server";
import { pageTitle } from "../lib/root-data";
import developerStyles from "../styles/developers.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: developerStyles }];

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "API reference");

/** The same for everyone, and it changes only with a release. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "public, max-age=300" });

/**
 * /developers/api on the platform host: the API reference, rendered on the server from the
 * OpenAPI document (GET /api/v1/openapi.json). No script of its own and nothing from a CDN.
 */
export async function loader(args: LoaderFunctionArgs) {
  await requirePlatformHost(args);
  // Not through the typed client: the document is served beside the app's routes
  // (serveOpenApi in worker/app.ts), outside ApiApp, and its shape is read, not assumed.
  const result = await apiFetch<unknown>(args, "/openapi.json");
  if (!result.ok) throw unexpectedApiResult(result, "openapi.json");
  return apiReference(result.body);
}

export default function ApiReferencePage() {
  const reference = useLoaderData<typeof loader>();
  return (
    <div className="container page developers stack">
      <h1>{reference.title}</h1>
      <div className="developers__intro">
        {reference.description.split("\n\n").map((paragraph) => (
          <p key={paragraph}>
            <Described text={paragraph} />
          </p>
        ))}
        <p>
          The machine-readable document: <a href="/developers/openapi.json">openapi.json</a>{" "}
          (OpenAPI 3.1; the API host serves the same at <code>/api/v1/openapi.json</code>). Make a
          token in your account under <a href="/api-tokens">API tokens</a>.
        </p>
      </div>
      <section aria-labelledby="auth-heading" className="stack">
        <h2 id="auth-heading">Authentication</h2>
        <dl className="developers__schemes">
          {reference.securitySchemes.map((scheme) => (
            <div key={scheme.name}>
              <dt>
                <code>{scheme.name}</code>
              </dt>
              <dd>
                <Described text={scheme.description} />
              </dd>
            </div>
          ))}
        </dl>
        {reference.errorSchema ? (
          <details>
            <summary>The error shape (every failure)</summary>
            <pre>{reference.errorSchema}</pre>
          </details>
        ) : null}
      </section>
      <nav aria-labelledby="contents-heading" className="developers__contents">
        <h2 id="contents-heading">Resources</h2>
        <ul>
          {reference.groups.map((group) => (
            <li key={group.tag}>
              <a href={`#${tagId(group.tag)}`}>{group.tag}</a>
            </li>
          ))}
        </ul>
      </nav>
      {reference.groups.map((group) => (
        <section key={group.tag} aria-labelledby={tagId(group.tag)} className="stack">
          <h2 id={tagId(group.tag)}>{group.tag}</h2>
          {group.operations.map((operation) => (
            <Operation key={operation.id} operation={operation} />
          ))}
        </section>
      ))}
    </div>
  );
}

/** A description from the document, its `code` spans as <code> (lib/developers/inline-code.ts). */
function Described({ text }: { text: string }) {
  return inlineCode(text).map((part, index) =>
    part.code ? <code key={index}>{part.text}</code> : part.text,
  );
}

const tagId = (tag: string) => `tag-${tag.replace(/[^A-Za-z0-9]+/g, "-")}`;

function Operation({ operation }: { operation: ReferenceOperation }) {
  return (
    <article className="developers__operation panel" aria-labelledby={operation.id}>
      <h3 id={operation.id}>
        <span
          className={`developers__method developers__method--${operation.method.toLowerCase()}`}
        >
          {operation.method}
        </span>{" "}
        <code>{operation.path}</code>
      </h3>
      {operation.summary ? (
        <p>
          <Described text={operation.summary} />
        </p>
      ) : null}
      <p className="subdued">Who may call: {operation.access}</p>
      {operation.parameters.length ? (
        <div className="table-scroll">
          <table className="data-table">
            <caption>Parameters</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">In</th>
                <th scope="col">Type</th>
                <th scope="col">Required</th>
              </tr>
            </thead>
            <tbody>
              {operation.parameters.map((parameter) => (
                <tr key={`${parameter.in}-${parameter.name}`}>
                  <td>
                    <code>{parameter.name}</code>
                  </td>
                  <td>{parameter.in}</td>
                  <td>{parameter.type}</td>
                  <td>{parameter.required ? "yes" : "no"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {operation.body ? (
        <details>
          <summary>Request body (JSON)</summary>
          <pre>{operation.body}</pre>
        </details>
      ) : null}
      <div className="table-scroll">
        <table className="data-table">
          <caption>Answers</caption>
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col">Meaning</th>
              <th scope="col">Body</th>
            </tr>
          </thead>
          <tbody>
            {operation.responses.map((response) => (
              <tr key={response.status}>
                <td>{response.status}</td>
                <td>
                  <Described text={response.description} />
                </td>
                <td>
                  {response.schema === null ? (
                    "—"
                  ) : response.schema.startsWith("{") ? (
                    <details>
                      <summary>JSON</summary>
                      <pre>{response.schema}</pre>
                    </details>
                  ) : (
                    <code>{response.schema}</code>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}
