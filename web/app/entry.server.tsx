import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { KeptMarkupContext } from "./components/kept/KeptMarkup";
import { NonceProvider } from "./lib/csp-nonce";
import { DocumentMarkupContext } from "./lib/document-markup";
import { createKeptMarkup } from "./lib/kept-markup.server";
import { fillPagePolicy } from "./lib/page-policy";

const ABORT_DELAY_MS = 5_000;

/** Markup of the parts every viewer shares (a recipe's lists), made once in this isolate. */
const keptMarkup = createKeptMarkup();

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (loadContext.renderTiming) loadContext.renderTiming.loadersDone = Date.now();
  // The Pages function made the nonce and sets the CSP from this once the document is ready.
  const policy = loadContext.pagePolicy;
  if (policy) fillPagePolicy(policy, remixContext.staticHandlerContext.loaderData);
  const nonce = policy?.nonce;
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY_MS);
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce ?? ""}>
      <KeptMarkupContext.Provider value={keptMarkup}>
        <DocumentMarkupContext.Provider value={loadContext.documentMarkup ?? null}>
          <RemixServer
            context={remixContext}
            url={request.url}
            abortDelay={ABORT_DELAY_MS}
            nonce={nonce}
          />
        </DocumentMarkupContext.Provider>
      </KeptMarkupContext.Provider>
    </NonceProvider>,
    {
      // React's own inline scripts (completing streamed Suspense boundaries) carry it too.
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        status = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeout));
  // Crawlers and the edge cache get the whole document at once, not a stream.
  if (isbot(request.headers.get("user-agent") ?? "")) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status });
}
