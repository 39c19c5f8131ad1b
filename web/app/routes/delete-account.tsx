import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  redirect,
} from "@remix-run/cloudflare";
import {
  Form,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from "@remix-run/react";
import { DELETION_UNDO_DAYS } from "@schema/api/deletion";
import { AccountPage } from "../components/AccountPage";
import {
  accountSignInRedirect,
  isSignedOutAnswer,
  requireAccountAction,
  requireAccountViewer,
} from "../lib/account-page.server";
import { type Api, callApi } from "../lib/api.server";
import { GENERIC_ERROR } from "../lib/auth-forms.server";
import { readForm } from "../lib/read-form.server";
import { pageTitle } from "../lib/root-data";
import { clearSessionCookie } from "../lib/session.server";
import accountStyles from "../styles/account.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];
export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Delete your account");

type Result = { ok: false; error: string; field?: "confirm" | "comments" };

/** /delete-account: the account area's last page, reached from Profile. */
export async function loader(args: LoaderFunctionArgs) {
  const { user } = await requireAccountViewer(args, "profile");
  return { email: user.email, displayName: user.displayName };
}

type AccountDeletionBody = Parameters<Api["manage"]["account-deletion"]["$post"]>[0]["json"];

/** POST manage/account-deletion; on success the session cookie goes too. */
export async function action(args: ActionFunctionArgs) {
  const { token } = await requireAccountAction(args, "profile");
  const form = await readForm(args.request);
  const result = await callApi(
    args,
    (api) =>
      api.manage["account-deletion"].$post({
        // Passed on as posted: the API checks both fields, and its issue marks the field.
        json: {
          confirm: String(form.get("confirm") ?? ""),
          comments: String(form.get("comments") ?? ""),
        } as AccountDeletionBody,
      }),
    { token },
  );
  // Off to a page that needs no session: this one's loader would send the signed-out
  // visitor to sign in (with script, as it revalidates; without, as the page renders).
  if (result.ok) {
    const until = result.body.deletedAccount.purgeAt.slice(0, 10);
    return redirect(`/account-deleted?until=${until}`, {
      headers: { "Set-Cookie": clearSessionCookie(args.request) },
    });
  }
  if (isSignedOutAnswer(result)) throw accountSignInRedirect("profile");
  const issue = result.body?.issues?.[0];
  if (result.status === 400 && issue) {
    const field = issue.path === "comments" ? "comments" : "confirm";
    return data<Result>({ ok: false, error: issue.message, field }, 400);
  }
  if (result.status === 409)
    return data<Result>({ ok: false, error: result.body?.message ?? GENERIC_ERROR }, 409);
  console.error(`Deleting an account failed: ${result.status}`);
  return data<Result>({ ok: false, error: GENERIC_ERROR }, 502);
}

export default function DeleteAccountPage() {
  const { email, displayName } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();

  const error = result ?? null;
  return (
    <AccountPage
      title="Delete your account"
      email={email}
      displayName={displayName}
      intro={
        <p className="subdued">
          You are signed out everywhere at once, and your subscriptions are cancelled (paid ones
          without a refund for the rest of the period). For {DELETION_UNDO_DAYS} days, signing in
          again undoes it: your account, bookmarks, comments and free subscriptions come back, but
          paid subscriptions stay cancelled (subscribe again to rejoin). After that your account is
          gone for good.
        </p>
      }
    >
      <Form method="post" className="stack account-form">
        <fieldset className="stack">
          <legend>Your comments</legend>
          <label>
            <input type="radio" name="comments" value="keep" defaultChecked /> Keep them, shown as
            “Deleted user”
          </label>
          <label>
            <input type="radio" name="comments" value="remove" /> Remove them
          </label>
          {error?.field === "comments" ? <p className="field__error">{error.error}</p> : null}
        </fieldset>
        <div className="field account-field">
          <label htmlFor="delete-confirm">Type your e-mail address or “delete” to confirm</label>
          <input
            id="delete-confirm"
            name="confirm"
            autoComplete="off"
            spellCheck={false}
            required
            maxLength={254}
            aria-invalid={error?.field === "confirm" ? true : undefined}
            aria-describedby={error?.field === "confirm" ? "delete-confirm-error" : undefined}
          />
          {error?.field === "confirm" ? (
            <p className="field__error" id="delete-confirm-error">
              {error.error}
            </p>
          ) : null}
        </div>
        {error && !error.field ? (
          <p role="alert" className="field__error">
            {error.error}
          </p>
        ) : null}
        <div>
          <button
            type="submit"
            className="button button--danger"
            disabled={navigation.state !== "idle"}
          >
            Delete my account
          </button>
        </div>
      </Form>
    </AccountPage>
  );
}
