import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, type MetaFunction, useActionData, useLoaderData } from "@remix-run/react";
import { AuthEmailForm } from "../components/AuthEmailForm";
import { ConfirmStage } from "../components/ConfirmStage";
import { authFormAction } from "../lib/auth-forms.server";
import { authPageLoader } from "../lib/auth-page.server";
import { signInHref } from "../lib/next-path";
import { pageTitle, useRootData } from "../lib/root-data";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Create account");

export const loader = (args: LoaderFunctionArgs) => authPageLoader(args, "sign-up");

export const action = (args: ActionFunctionArgs) => authFormAction(args, "sign-up");

export default function SignUp() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // The posted form's next wins: the page may have been posted to without its query string.
  const next = result?.next ?? loaded.next;
  const site = useRootData()?.site ?? null;
  const subscribeLabel = site?.newslettersEnabled ? `Subscribe to ${site.title} newsletter` : null;

  return (
    <div className="container page page--narrow">
      <div className="auth-card">
        {result?.stage === "confirm" ? (
          <ConfirmStage
            email={result.email}
            next={next}
            codeError={result.codeError}
            restartHref={signInHref("/sign-up", next)}
          />
        ) : (
          <div className="stack">
            <h1>Create account</h1>
            <p className="subdued">
              {site
                ? `Join ${site.title} to save recipes and get new ones by email.`
                : "Start with your email address. No password needed."}
            </p>
            <AuthEmailForm
              mode="sign-up"
              next={next}
              defaultEmail={result?.email}
              fieldError={result?.fieldError}
              formError={result?.formError}
              subscribeLabel={subscribeLabel}
            />
            <p className="subdued small">
              By signing up, you agree to the <Link to="/terms">Terms of Service</Link>.
            </p>
            <p>
              Already have an account? <Link to={signInHref("/sign-in", next)}>Sign in</Link>
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
