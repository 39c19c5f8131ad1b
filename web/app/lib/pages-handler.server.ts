import { type createPagesFunctionHandler, createRequestHandler } from "@remix-run/cloudflare-pages";

type PagesHandler = ReturnType<typeof createPagesFunctionHandler>;

/**
 * Remix's `createPagesFunctionHandler` without its first step. That handler asks
 * `env.ASSETS` for every request before rendering, in case the path is a static file; but
 * public/_routes.json excludes every file of the client build from this function (Pages
 * serves them itself; pages-handler.server.test.ts keeps the two in step), so for anything
 * that reaches here the answer is always a 404. Skipping it spares each page render a
 * subrequest through the asset service and a copy of the request: on npm run serve that
 * round trip cost more CPU than the page's own API call.
 */
export function createPagesHandler(options: Parameters<typeof createPagesFunctionHandler>[0]) {
  const handleRequest = createRequestHandler(options);
  const handler: PagesHandler = async (context) => {
    // As Remix's does: a conditional request is the edge layer's to answer (functions/[[path]].ts).
    context.request.headers.delete("if-none-match");
    try {
      return await handleRequest(context);
    } catch (error) {
      console.error(error);
      return new Response("Internal Error", { status: 500 });
    }
  };
  return handler;
}
