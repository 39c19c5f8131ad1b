import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, type MetaFunction, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorBox } from "../components/ErrorBox";
import { confirmEarlySignup, requirePlatformHost } from "../lib/platform/early-signups.server";
import { readForm } from "../lib/read-form.server";
import { pageTitle } from "../lib/root-data";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Confirm your sign-up");

/**
 * /early-signups/confirm?token=…, the link in the confirmation e-mail (not nested in
 * early-signups.tsx, whose loader sends visits home). The page asks for
 * one click (a POST): mail scanners open links, and their GET must not confirm anybody.
 */
export async function loader(args: LoaderFunctionArgs) {
  await requirePlatformHost(args);
  return { token: new URL(args.request.url).searchParams.get("token") ?? "" };
}

export async function action(args: ActionFunctionArgs) {
  await requirePlatformHost(args);
  const token = String((await readForm(args.request)).get("token") ?? "");
  return { outcome: await confirmEarlySignup(args, token) };
}

export default function ConfirmEarlySignup() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="container page page--narrow stack">
      <h1>Confirm your sign-up</h1>
      {result?.outcome === "confirmed" ? (
        <p role="status">Confirmed. We'll write to you when your site can open.</p>
      ) : result?.outcome === "unknown" || !token ? (
        <ErrorBox>This link is not valid any more. Sign up again on the home page.</ErrorBox>
      ) : (
        <Form method="post" className="stack">
          <input type="hidden" name="token" value={token} />
          <p>One click confirms your address for the early list.</p>
          <button type="submit" className="button button--primary">
            Confirm my sign-up
          </button>
        </Form>
      )}
      <Link to="/">Back to the home page</Link>
    </div>
  );
}
