import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

/**
 * /media/{key}: uploaded images and files, streamed from the API (R2 behind it) with its
 * caching headers. In production Cloudflare image resizing sits in front of this path.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const key = params["*"] ?? "";
  const headers = new Headers();
  for (const name of ["If-None-Match", "If-Modified-Since"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const path = key.split("/").map(encodeURIComponent).join("/");
  const upstream = await context.cloudflare.env.API.fetch(
    `https://api.internal/api/v1/media/${path}`,
    {
      headers,
    },
  );
  if (upstream.status === 404) throw new Response("Not found", { status: 404 });
  return new Response(upstream.body, { status: upstream.status, headers: upstream.headers });
}
