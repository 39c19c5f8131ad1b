import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, type MetaFunction, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { callApi, segment, unexpectedApiResult } from "../lib/api.server";
import { newerHref, olderHref, parseDevMailPaging } from "../lib/dev-mail-paging";

export const meta: MetaFunction = () => [
  { title: "Dev mailbox" },
  { name: "robots", content: "noindex" },
];

/** Messages per page: a newsletter's HTML is large, and a send may bring 100,000 of them. */
const PAGE_SIZE = 25;
/** Bulk sends summarised per page (a page of one send's messages names just that one). */
const MAX_SUMMARIES = 5;

/** /_dev/mail: the local mailbox (development only; a 404 everywhere else). */
export async function loader(args: LoaderFunctionArgs) {
  if (args.context.cloudflare.env.ENVIRONMENT !== "development") throw data(null, { status: 404 });
  const paging = parseDevMailPaging(new URL(args.request.url).searchParams);
  const query = {
    limit: String(PAGE_SIZE),
    ...(paging.to ? { to: paging.to } : {}),
    ...(paging.cursor ? { cursor: paging.cursor } : {}),
  };
  const result = await callApi(args, (api) => api.dev.mail.$get({ query }));
  if (!result.ok) throw unexpectedApiResult(result, "dev mail");
  const { messages, cursor } = result.body;

  // Newsletter messages name their send: say how many of it the mailbox kept and counted.
  const sendIds = [...new Set(messages.flatMap((m) => (m.tags?.send ? [m.tags.send] : [])))];
  const summaries = await Promise.all(
    sendIds.slice(0, MAX_SUMMARIES).map(async (sendId) => {
      const summary = await callApi(args, (api) =>
        api.dev.mail.sends[":sendId"].$get({ param: { sendId: segment(sendId) } }),
      );
      return summary.ok ? { sendId, ...summary.body } : null;
    }),
  );
  return {
    paging,
    messages,
    olderHref: cursor ? olderHref(paging, cursor) : null,
    newerHref: newerHref(paging),
    sends: summaries.filter((summary) => summary !== null),
  };
}

// Rendered on the server and again in the browser: one fixed format, no time zone guesswork.
const formatTime = (iso: string) => `${iso.slice(0, 19).replace("T", " ")} UTC`;

function Pager({ older, newer }: { older: string | null; newer: string | null }) {
  if (!older && !newer) return null;
  return (
    <nav className="pager dev-mail__pager" aria-label="Mailbox pages">
      {newer ? <Link to={newer}>← Newer</Link> : <span />}
      {older ? <Link to={older}>Older →</Link> : <span />}
    </nav>
  );
}

export default function DevMail() {
  const { paging, messages, sends, ...pages } = useLoaderData<typeof loader>();
  const { to } = paging;
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

      {sends.length ? (
        <section className="dev-mail__sends" aria-labelledby="dev-mail-sends">
          <h2 id="dev-mail-sends">Newsletter sends on this page</h2>
          <ul>
            {sends.map((send) => (
              <li key={send.sendId}>
                Send <code>{send.sendId}</code>: {send.kept + send.counted} messages, {send.kept}{" "}
                kept in full here
                {send.counted ? `, ${send.counted} more only counted` : ""}.
              </li>
            ))}
          </ul>
          <p className="field__hint">
            The mailbox keeps the first messages of each send in full and only counts the rest, so a
            send to 100,000 readers does not fill the disk.
          </p>
        </section>
      ) : null}

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
                {message.from ? (
                  <>
                    <dt>From</dt>
                    <dd>{message.from}</dd>
                  </>
                ) : null}
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
                {Object.entries(message.headers ?? {}).map(([name, value]) => (
                  <div key={name} className="dev-mail__header">
                    <dt>{name}</dt>
                    <dd>
                      <code>{value}</code>
                    </dd>
                  </div>
                ))}
              </dl>
              <MessageBody subject={message.subject} html={message.html} />
            </li>
          ))}
        </ol>
      )}
      <Pager older={pages.olderHref} newer={pages.newerHref} />
    </div>
  );
}

/**
 * A message's HTML, drawn only once its details are opened: a newsletter's open pixel then
 * counts an open only when someone reads that message here, not for every message listed
 * (a frame loads even inside closed details, lazy or not).
 */
function MessageBody({ subject, html }: { subject: string; html: string }) {
  const [shown, setShown] = useState(false);
  return (
    <details onToggle={(event) => setShown(event.currentTarget.open)}>
      <summary>Show message</summary>
      {shown ? (
        // The stored HTML can neither run script nor navigate this page; its links open in a
        // new tab, unsandboxed there, as a mail program opens them.
        <iframe
          className="dev-mail__frame"
          title={`Message: ${subject}`}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          srcDoc={html}
        />
      ) : null}
    </details>
  );
}
