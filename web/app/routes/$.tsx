import { data } from "@remix-run/cloudflare";

/**
 * Any path no route claims. Throwing from a route (rather than letting Remix miss) keeps the
 * root loader running, so the 404 page gets the site's header, footer and theme.
 */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
