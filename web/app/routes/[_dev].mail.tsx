import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, type MetaFunction, useLoaderData } from "@remix-run/react";
import type { DevMailResponse } from "../../../schema/api/dev-mail";
import { apiFetch, unexpectedApiResult } from "../lib/api.server";

export const meta: MetaFunction = () => [
  { title: "Dev mailbox" },
  { name: "robots", content: "noindex" },
];

/** /_dev/mail: the local mailbox (development only; a 404 everywhere else). */
export async function loader(args: LoaderFunctionArgs) {
  if (args.context.cloudflare.env.ENVIRONMENT !== "development") throw data(null, { status: 404 });
  const to = new URL(args.request.url).searchParams.get("to")?.trim() ?? "";
  const query = to ? `?${new URLSearchParams({ to })}` : "";
  const result = await apiFetch<DevMailResponse>(args, `/dev/mail${query}`);
  if (!result.ok) throw unexpectedApiResult(result, "dev mail");
  return { to, messages: result.body.messages };
}

// Rendered on the server and again in the browser: one fixed format, no time zone guesswork.
const formatTime = (iso: string) => `${iso.slice(0, 19).replace("T", " ")} UTC`;

export default function DevMail() {
  const { to, messages } = useLoaderData<typeof loader>();
  return (
    <div className="container page dev-mail">
      <h1>Dev mailbox</h1>
      <Form method="get" className="dev-mail__filter">
        <div className="field">
          <label htmlFor="dev-mail-to">Recipient</label>
          <input
            id="dev-mail-to"
            name="to"
            type="email"
            defaultValue={to}
            placeholder="All recipients"
          />
        </div>
        <button type="submit" className="button button--primary">
          Filter
        </button>
        {to ? (
          <a className="button button--secondary" href="/_dev/mail">
            Show all
          </a>
        ) : null}
      </Form>

      {messages.length === 0 ? (
        <p>No messages{to ? ` for ${to}` : ""}.</p>
      ) : (
        <ol className="dev-mail__list">
          {messages.map((message) => (
            <li key={message.id} className="dev-mail__message">
              <h2>{message.subject}</h2>
              <dl className="dev-mail__meta">
                <dt>To</dt>
                <dd>{message.to}</dd>
                <dt>Sent</dt>
                <dd>
                  <time dateTime={message.sentAt}>{formatTime(message.sentAt)}</time>
                </dd>
                {message.link ? (
                  <>
                    <dt>Link</dt>
                    <dd>
                      <a href={message.link}>{message.link}</a>
                    </dd>
                  </>
                ) : null}
                {message.code ? (
                  <>
                    <dt>Code</dt>
                    <dd>
                      <code>{message.code}</code>
                    </dd>
                  </>
                ) : null}
              </dl>
              <details>
                <summary>Show message</summary>
                {/* sandbox="" : the stored HTML can neither run script nor navigate this page. */}
                <iframe
                  className="dev-mail__frame"
                  title={`Message: ${message.subject}`}
                  sandbox=""
                  srcDoc={message.html}
                />
              </details>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
