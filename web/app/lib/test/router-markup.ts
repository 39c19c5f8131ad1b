import type { ReactElement } from "react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
// Remix's own router underneath @remix-run/react: links, forms and their hooks need one.
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom/server";

/**
 * For a component test: the markup the server renders for `element` as the one route of a
 * static router, at `url`, so Remix's <Link>, <Form> and navigation hooks work in it.
 */
export async function routerMarkup(element: ReactElement, url = "https://example.com/") {
  const handler = createStaticHandler([{ id: "root", path: "/", element }]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error("Unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(
    createElement(StaticRouterProvider, { router, context, hydrate: false }),
  );
}
