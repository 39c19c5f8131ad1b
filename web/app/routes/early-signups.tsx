import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { Link, type MetaFunction, redirect, useActionData } from "@remix-run/react";
import { ErrorBox } from "../components/ErrorBox";
import { earlySignupAction } from "../lib/platform/early-signups.server";
import { pageTitle } from "../lib/root-data";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Early sign-up");

/** Only the home page's form posts here; a visit goes back to it. */
export const loader = () => redirect("/");

export const action = (args: ActionFunctionArgs) => earlySignupAction(args);

/** The answer to the home page's form when it was posted without script. */
export default function EarlySignupAnswer() {
  const result = useActionData<typeof action>();
  return (
    <div className="container page page--narrow stack">
      <h1>Early sign-up</h1>
      {result?.ok ? (
        <p role="status">Thanks! Check {result.email} for a link to confirm your sign-up.</p>
      ) : (
        <ErrorBox>{result?.fieldError ?? result?.formError ?? "Please try again."}</ErrorBox>
      )}
      <Link to="/">Back to the home page</Link>
    </div>
  );
}
