import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
} from "@remix-run/cloudflare";
import { type MetaFunction, useActionData, useLoaderData } from "@remix-run/react";
import type { CurrentUser } from "@schema/api/identity";
import { sessionParam } from "@schema/api/sessions";
import type { RichText } from "@schema/content/rich-text";
import { AccountPage } from "../components/AccountPage";
import { AvatarField } from "../components/account/AvatarField";
import { ProfileForm, type ProfileResult } from "../components/account/ProfileForm";
import {
  SignedInBrowsers,
  type SignOutBrowserResult,
} from "../components/account/SignedInBrowsers";
import {
  SignOutElsewhere,
  type SignOutElsewhereResult,
} from "../components/account/SignOutElsewhere";
import { fieldErrorsFromIssues } from "../lib/account/field-errors";
import { formText } from "../lib/account/form-data";
import {
  bioText,
  HANDLE_TAKEN_MESSAGE,
  PROFILE_FIELDS,
  type ProfileValues,
  profileRequest,
} from "../lib/account/profile";
import {
  SIGN_OUT_ELSEWHERE_INTENT,
  signedOutElsewhereMessage,
} from "../lib/account/sign-out-elsewhere";
import {
  BROWSER_NOT_FOUND_MESSAGE,
  SIGN_OUT_BROWSER_INTENT,
  SIGNED_OUT_BROWSER_MESSAGE,
} from "../lib/account/signed-in-browsers";
import {
  accountSignInRedirect,
  isSignedOutAnswer,
  requireAccountAction,
  requireAccountViewer,
} from "../lib/account-page.server";
import { callApi, segment } from "../lib/api.server";
import { GENERIC_ERROR } from "../lib/auth-forms.server";
import { readForm } from "../lib/read-form.server";
import { pageTitle } from "../lib/root-data";
import accountStyles from "../styles/account.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Profile");

/**
 * The form's starting values. The current-user answer has no bio today; when it carries
 * one, it shows here as lines of text without further changes.
 */
function savedValues(user: CurrentUser & { bio?: RichText | null }): ProfileValues {
  return {
    displayName: user.displayName ?? "",
    handle: user.handle ?? "",
    bio: bioText(user.bio),
  };
}

const SAVED_MESSAGE = "Your profile is saved.";

export async function loader(args: LoaderFunctionArgs) {
  const { user, token } = await requireAccountViewer(args, "profile");
  const sessions = await callApi(args, (api) => api.manage.sessions.$get(), { token });
  if (isSignedOutAnswer(sessions)) throw accountSignInRedirect("profile");
  // The list is one section of the page: if it cannot be read, the profile still can be.
  if (!sessions.ok)
    console.error(`Reading where the person is signed in failed: ${sessions.status}`);
  return {
    email: user.email,
    displayName: user.displayName,
    avatar: user.avatar,
    saved: savedValues(user),
    sessions: sessions.ok ? sessions.body.sessions : null,
    now: new Date().toISOString(),
  };
}

/**
 * Three forms post here: the profile (PUT manage/current-user with what changed, checked
 * with the shared profile shape first), "Sign out" on one of the places the person is signed
 * in, and "Sign out everywhere else" (each with its intent).
 */
export async function action(args: ActionFunctionArgs) {
  const { user, token } = await requireAccountAction(args, "profile");
  const form = await readForm(args.request);
  const intent = formText(form, "intent");
  if (intent === SIGN_OUT_ELSEWHERE_INTENT) return signOutElsewhere(args, token);
  if (intent === SIGN_OUT_BROWSER_INTENT) return signOutBrowser(args, token, form);
  const values: ProfileValues = {
    displayName: formText(form, "displayName"),
    handle: formText(form, "handle"),
    bio: formText(form, "bio"),
  };
  const at = Date.now();
  const checked = profileRequest(values, savedValues(user));
  if (!checked.ok) {
    return data<ProfileResult>({ ok: false, values, fieldErrors: checked.fieldErrors, at }, 400);
  }

  // Nothing changed: nothing to send (the API answers an empty PUT with a 500 today).
  if (Object.keys(checked.body).length === 0) {
    return data<ProfileResult>({ ok: true, message: SAVED_MESSAGE, at });
  }
  const result = await callApi(
    args,
    (api) => api.manage["current-user"].$put({ json: checked.body }),
    { token },
  );
  if (result.ok) return data<ProfileResult>({ ok: true, message: SAVED_MESSAGE, at });
  if (isSignedOutAnswer(result)) throw accountSignInRedirect("profile");
  if (result.status === 409) {
    return data<ProfileResult>(
      { ok: false, values, fieldErrors: { handle: HANDLE_TAKEN_MESSAGE }, at },
      409,
    );
  }
  if (result.status === 400 && result.body?.issues?.length) {
    const { fieldErrors, otherErrors } = fieldErrorsFromIssues(result.body.issues, PROFILE_FIELDS);
    return data<ProfileResult>(
      { ok: false, values, fieldErrors, formError: otherErrors[0], at },
      400,
    );
  }
  console.error(`Saving the profile failed: ${result.status}`);
  return data<ProfileResult>(
    { ok: false, values, fieldErrors: {}, formError: GENERIC_ERROR, at },
    result.status >= 400 ? result.status : 502,
  );
}

/** POST manage/sign-out-everywhere-else: this browser's session stays, the others end. */
async function signOutElsewhere(args: ActionFunctionArgs, token: string) {
  const at = Date.now();
  const result = await callApi(args, (api) => api.manage["sign-out-everywhere-else"].$post(), {
    token,
  });
  if (isSignedOutAnswer(result)) throw accountSignInRedirect("profile");
  if (result.ok) {
    const message = signedOutElsewhereMessage(result.body.signedOut);
    return data<SignOutElsewhereResult>({
      intent: SIGN_OUT_ELSEWHERE_INTENT,
      ok: true,
      message,
      at,
    });
  }
  console.error(`Signing out everywhere else failed: ${result.status}`);
  return data<SignOutElsewhereResult>(
    { intent: SIGN_OUT_ELSEWHERE_INTENT, ok: false, message: GENERIC_ERROR, at },
    502,
  );
}

/** DELETE manage/sessions/{sessionId}: one other device or browser is signed out everywhere. */
async function signOutBrowser(args: ActionFunctionArgs, token: string, form: FormData) {
  const at = Date.now();
  const answer = (ok: boolean, message: string, status = 200) =>
    data<SignOutBrowserResult>({ intent: SIGN_OUT_BROWSER_INTENT, ok, message, at }, status);
  const parsed = sessionParam.safeParse({ sessionId: formText(form, "sessionId") });
  if (!parsed.success) return answer(false, BROWSER_NOT_FOUND_MESSAGE, 404);
  const result = await callApi(
    args,
    (api) =>
      api.manage.sessions[":sessionId"].$delete({
        param: { sessionId: segment(parsed.data.sessionId) },
      }),
    { token },
  );
  if (isSignedOutAnswer(result)) throw accountSignInRedirect("profile");
  if (result.ok) return answer(true, SIGNED_OUT_BROWSER_MESSAGE);
  if (result.status === 404) return answer(false, BROWSER_NOT_FOUND_MESSAGE, 404);
  // 409: the browser in hand, which the account menu's Sign Out ends; the API says so.
  if (result.status === 409) return answer(false, result.body?.message ?? GENERIC_ERROR, 409);
  console.error(`Signing out one browser failed: ${result.status}`);
  return answer(false, GENERIC_ERROR, 502);
}

export default function ProfilePage() {
  const { email, displayName, avatar, saved, sessions, now } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const withIntent = answer && "intent" in answer ? answer : undefined;
  const signOutResult = withIntent?.intent === SIGN_OUT_ELSEWHERE_INTENT ? withIntent : undefined;
  const browserResult = withIntent?.intent === SIGN_OUT_BROWSER_INTENT ? withIntent : undefined;
  const result = answer && !("intent" in answer) ? answer : undefined;
  return (
    <AccountPage
      title="Profile"
      email={email}
      displayName={displayName}
      intro={<p className="subdued">How you appear to others on every site.</p>}
    >
      <AvatarField avatar={avatar} displayName={displayName} email={email} />
      <ProfileForm email={email} saved={saved} result={result} />
      <SignedInBrowsers sessions={sessions} now={now} result={browserResult} />
      <SignOutElsewhere result={signOutResult} />
      <section className="stack" aria-labelledby="delete-account-heading">
        <h2 id="delete-account-heading">Delete your account</h2>
        <p className="subdued">Signing in again within 30 days undoes it.</p>
        <p>
          <a href="/delete-account">Delete your account…</a>
        </p>
      </section>
    </AccountPage>
  );
}
