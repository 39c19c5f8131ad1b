import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, type MetaFunction, useActionData, useLoaderData } from "@remix-run/react";
import { AuthEmailForm } from "../components/AuthEmailForm";
import { ConfirmStage } from "../components/ConfirmStage";
import { authFormAction } from "../lib/auth-forms.server";
import { authPageLoader } from "../lib/auth-page.server";
import { signInHref } from "../lib/next-path";
import { pageTitle } from "../lib/root-data";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Sign in");

export const loader = (args: LoaderFunctionArgs) => authPageLoader(args, "sign-in");

export const action = (args: ActionFunctionArgs) => authFormAction(args, "sign-in");

export default function SignIn() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // The posted form's next wins: the page may have been posted to without its query string.
  const next = result?.next ?? loaded.next;

  return (
    <div className="container page page--narrow">
      <div className="auth-card">
        {result?.stage === "confirm" ? (
          <ConfirmStage
            email={result.email}
            next={next}
            codeError={result.codeError}
            restartHref={signInHref("/sign-in", next)}
          />
        ) : (
          <div className="stack">
            <h1>Sign in</h1>
            <p className="subdued">We'll email you a link to sign in. No password needed.</p>
            <AuthEmailForm
              mode="sign-in"
              next={next}
              defaultEmail={result?.email}
              fieldError={result?.fieldError}
              formError={result?.formError}
            />
            <p>
              Don't have an account? <Link to={signInHref("/sign-up", next)}>Create one</Link>
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
