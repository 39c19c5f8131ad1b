import type { ActionFunctionArgs } from "@remix-run/cloudflare";

/**
 * PUT /uploads/{key}?expires=…&signature=…: the kitchen's image uploads. The browser PUTs
 * the file to the signed URL the API issued (POST manage/image-upload-urls); this forwards
 * the body as a stream, with its type and length, to the API, which checks the signature,
 * expiry, type and size and writes the bytes to R2. No cookie is involved: the signed URL
 * is the permission.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "PUT") {
    return new Response("Method not allowed", { status: 405, headers: { Allow: "PUT" } });
  }
  const key = params["*"] ?? "";
  const path = key.split("/").map(encodeURIComponent).join("/");
  const headers = new Headers();
  for (const name of ["Content-Type", "Content-Length"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const upstream = await context.cloudflare.env.API.fetch(
    `https://api.internal/api/v1/uploads/${path}${new URL(request.url).search}`,
    { method: "PUT", headers, body: request.body },
  );
  return new Response(upstream.body, {
    status: upstream.status,
    headers: {
      "Content-Type": upstream.headers.get("Content-Type") ?? "application/json",
      "Cache-Control": "no-store",
    },
  });
}

/** Nothing to GET here: uploaded files are served from /media/{key}. */
export const loader = () => new Response("Not found", { status: 404 });
