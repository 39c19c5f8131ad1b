import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { resolveHost } from "../lib/host.server";

/**
 * /exports/{id}/download?expires=&signature=: the e-mailed link of an export, on the platform
 * host. The API checks the signature and streams the archive from R2; it passes through as
 * it arrives, never whole in memory. Anything the API refuses is this host's 404 page.
 */
export async function loader(args: LoaderFunctionArgs) {
  const host = await resolveHost(args);
  if (host.kind !== "platform") throw new Response("Not found", { status: 404 });
  const id = encodeURIComponent(args.params.exportId ?? "");
  const { search } = new URL(args.request.url);
  const upstream = await args.context.cloudflare.env.API.fetch(
    `https://api.internal/api/v1/exports/${id}/download${search}`,
    {
      headers: { "CF-Connecting-IP": args.request.headers.get("CF-Connecting-IP") ?? "127.0.0.1" },
    },
  );
  if (!upstream.ok) {
    throw new Response("This download link is not valid or has expired.", { status: 404 });
  }
  const headers = new Headers();
  for (const name of [
    "Content-Type",
    "Content-Length",
    "Content-Disposition",
    "Cache-Control",
    "X-Content-Type-Options",
  ]) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
