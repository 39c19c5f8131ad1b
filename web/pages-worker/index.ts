/**
 * The web app's worker in Pages' advanced mode (build.ts puts it at
 * build/client/_worker.js/index.js). Everything the app does per request stays in
 * functions/[[path]].ts; this only adapts: it answers the static files _routes.json keeps
 * from the function through env.ASSETS and hands every other request to [[path]].ts's
 * handler with the EventContext Pages Functions would have built.
 */
import { onRequest } from "../functions/[[path]]";
import type { WebEnv } from "../app/load-context";
import routes from "../public/_routes.json";
import { pagesEventContext } from "./event-context";
import { functionServes } from "./routes";

type Env = WebEnv & { ASSETS: Fetcher };

export default {
  async fetch(request, env, ctx) {
    if (!functionServes(new URL(request.url).pathname, routes)) return env.ASSETS.fetch(request);
    return onRequest(pagesEventContext(request, env, ctx));
  },
} satisfies ExportedHandler<Env>;
