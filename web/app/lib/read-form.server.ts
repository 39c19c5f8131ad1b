import { data } from "@remix-run/cloudflare";

/**
 * The posted form. A body that is not one (JSON, plain text, a multipart body cut short or
 * without its boundary) makes request.formData() throw, which Remix would answer with a 500;
 * it is the sender's mistake, so the answer is a 400 that says so.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ error: "The form could not be read. Please try again." }, { status: 400 });
  }
}
