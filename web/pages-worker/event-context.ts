/**
 * The EventContext Pages Functions hand a `functions/[[path]].ts` handler, built from what an
 * advanced-mode `_worker.js` receives (request, env, execution context), so that handler runs
 * unchanged in advanced mode. `next()` serves the static files (env.ASSETS), as a Functions
 * route's `next()` does when no other function matches.
 */
type AssetsEnv = { ASSETS: Fetcher };

export function pagesEventContext<Env extends AssetsEnv>(
  request: Request,
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">,
): EventContext<Env, "path", Record<string, unknown>> {
  // A `[[path]]` route's parameter: the path's segments (none for "/").
  const segments = new URL(request.url).pathname.split("/").filter(Boolean);
  return {
    // A copy, as Pages makes: the incoming request's headers are immutable, and Remix's
    // handler deletes If-None-Match before it serves.
    request: new Request(request) as EventContext<Env, "path", Record<string, unknown>>["request"],
    env,
    params: { path: segments },
    data: {},
    functionPath: "/[[path]]",
    waitUntil: (promise) => ctx.waitUntil(promise),
    passThroughOnException: () => ctx.passThroughOnException(),
    next: (input, init) =>
      env.ASSETS.fetch(input === undefined ? request : new Request(input, init)),
  };
}
