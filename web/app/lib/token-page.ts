import type { HeadersFunction } from "@remix-run/cloudflare";
import type { MetaArgs, MetaDescriptor } from "@remix-run/react";
import { pageTitle } from "./root-data";

/**
 * The pages an e-mail's link opens with the reader's signed token in the address
 * (/unsubscribe/{token}, /reply-emails/{token}): they name an address, so they are never
 * cached, indexed, or named to other sites in a Referer.
 */

export const tokenPageMeta = (matches: MetaArgs["matches"], title: string): MetaDescriptor[] => [
  ...pageTitle(matches, title),
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];

export const tokenPageHeaders: HeadersFunction = ({
  loaderHeaders,
  actionHeaders,
  errorHeaders,
}) => {
  const headers = new Headers();
  const cacheControl =
    errorHeaders?.get("Cache-Control") ??
    actionHeaders.get("Cache-Control") ??
    loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  headers.set("X-Robots-Tag", "noindex");
  return headers;
};
