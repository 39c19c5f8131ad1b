/**
 * The web app's worker in Pages' advanced mode (build.ts puts it at
 * build/client/_worker.js/index.js). Everything the app does per request stays in
 * functions/[[path]].ts; this only adapts: it answers the static files _routes.json keeps
 * from the function through env.ASSETS and hands every other request to [[path]].ts's
 * handler with the EventContext Pages Functions would have built. Its env.ASSETS, as on
 * Pages, has none of Pages' own files (own-files.ts): not this worker's code, wherever it runs.
 */

import type { WebEnv } from "../app/load-context";
import { onRequest } from "../functions/[[path]]";
import routes from "../public/_routes.json";
import { pagesEventContext } from "./event-context";
import { withoutPagesOwnFiles } from "./own-files";
import { functionServes } from "./routes";

type Env = WebEnv & { ASSETS: Fetcher };

export default {
  async fetch(request, env, ctx) {
    const pagesEnv = { ...env, ASSETS: withoutPagesOwnFiles(env.ASSETS) };
    if (!functionServes(new URL(request.url).pathname, routes)) {
      return pagesEnv.ASSETS.fetch(request);
    }
    return onRequest(pagesEventContext(request, pagesEnv, ctx));
  },
} satisfies ExportedHandler<Env>;
