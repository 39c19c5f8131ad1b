import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

/**
 * /media/{key}: uploaded images and files, streamed from the API (R2 behind it) with its
 * caching headers. The query (width, height, fit, quality, crop) and Accept go along, so
 * the API answers the size and format the page asked for.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const key = params["*"] ?? "";
  const headers = new Headers();
  // Range too: an audio player reads its file in parts.
  for (const name of ["Accept", "If-None-Match", "If-Modified-Since", "Range"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const path = key.split("/").map(encodeURIComponent).join("/");
  const { search } = new URL(request.url);
  const upstream = await context.cloudflare.env.API.fetch(
    `https://api.internal/api/v1/media/${path}${search}`,
    { headers },
  );
  if (upstream.status === 404) throw new Response("Not found", { status: 404 });
  if (upstream.status === 400) throw new Response("Bad image parameters", { status: 400 });
  return new Response(upstream.body, { status: upstream.status, headers: upstream.headers });
}
