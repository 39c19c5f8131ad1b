import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { NEWSLETTER_LINKS } from "@schema/api/newsletter-links";
import { callApi, segment } from "../api.server";
import { resolveHost } from "../host.server";
import { NO_STORE } from "../interactions/api-route.server";

/**
 * A newsletter's open image and counted links on a creator site (the API's
 * site/{slug}/newsletter-sends/{send}/opens and /clicks count them; worker/services/
 * newsletters/engagement.ts). The reader always gets the image, and always goes on: to where
 * the link leads, or the site's home if the API cannot say. Nothing here is cached.
 */

/** A transparent 1×1 GIF: the smallest image every mail program shows. */
const PIXEL = Uint8Array.from(
  atob("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"),
  (char) => char.charCodeAt(0),
);

async function siteParams(args: LoaderFunctionArgs) {
  const host = await resolveHost(args);
  if (host.kind !== "site") return null;
  return { siteSlug: segment(host.site.slug), sendId: segment(args.params.sendId ?? "") };
}

/** GET /newsletter/{send}/open/{token}: counts the open, answers the image either way. */
export async function openImageLoader(args: LoaderFunctionArgs) {
  const param = await siteParams(args);
  if (!param) throw new Response(null, { status: 404, headers: NO_STORE });
  const token = args.params.token ?? "";
  await callApi(args, (api) =>
    api.site[":siteSlug"]["newsletter-sends"][":sendId"].opens.$post({ param, json: { token } }),
  );
  return new Response(PIXEL, { headers: { ...NO_STORE, "Content-Type": "image/gif" } });
}

/** GET /newsletter/{send}/link/{name}/{token}: counts the click and sends the reader on. */
export async function countedLinkLoader(args: LoaderFunctionArgs) {
  const param = await siteParams(args);
  if (!param) throw new Response(null, { status: 404, headers: NO_STORE });
  const link = NEWSLETTER_LINKS.find((name) => name === args.params.link);
  if (!link) return redirect("/", { headers: NO_STORE });
  const token = args.params.token ?? "";
  const result = await callApi(args, (api) =>
    api.site[":siteSlug"]["newsletter-sends"][":sendId"].clicks.$post({
      param,
      json: { token, link },
    }),
  );
  return redirect(result.ok ? result.body.location : "/", { headers: NO_STORE });
}
