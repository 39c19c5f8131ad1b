import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  redirect,
} from "@remix-run/cloudflare";
import { type MetaFunction, useActionData, useLoaderData } from "@remix-run/react";
import { AccountPage } from "../components/AccountPage";
import { CreateSiteForm, type CreateSiteResult } from "../components/account/CreateSiteForm";
import { CREATE_SITE_FIELDS, createSiteRequest } from "../lib/account/create-site";
import { fieldErrorsFromIssues } from "../lib/account/field-errors";
import { formText } from "../lib/account/form-data";
import {
  accountSignInRedirect,
  isSignedOutAnswer,
  requireAccountAction,
  requireAccountViewer,
} from "../lib/account-page.server";
import { callApi, segment } from "../lib/api.server";
import { GENERIC_ERROR } from "../lib/auth-forms.server";
import { platformOrigin } from "../lib/host.server";
import { readForm } from "../lib/read-form.server";
import { pageTitle } from "../lib/root-data";
import accountStyles from "../styles/account.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Create");

/**
 * ?welcome=1 is where a platform sign-up lands (lib/next-path.ts): the first step of making
 * a site, unless this person already runs one, whose kitchen they are sent to instead.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { user, token } = await requireAccountViewer(args, "create");
  const welcome = new URL(args.request.url).searchParams.get("welcome") === "1";
  if (welcome) {
    const result = await callApi(args, (api) => api.manage.sites.$get(), { token });
    if (isSignedOutAnswer(result)) throw accountSignInRedirect("create");
    if (result.ok && result.body.sites.length > 0) throw redirect("/kitchen");
  }
  return {
    email: user.email,
    displayName: user.displayName,
    platformOrigin: platformOrigin(args),
    welcome,
  };
}

/** POST manage/sites; the new site opens in its kitchen. */
export async function action(args: ActionFunctionArgs) {
  const { token } = await requireAccountAction(args, "create");
  const form = await readForm(args.request);
  const values = { title: formText(form, "title"), slug: formText(form, "slug") };
  const at = Date.now();
  const checked = createSiteRequest(values);
  if (!checked.ok) {
    return data<CreateSiteResult>({ values, fieldErrors: checked.fieldErrors, at }, 400);
  }

  const result = await callApi(args, (api) => api.manage.sites.$post({ json: checked.body }), {
    token,
  });
  if (result.ok) throw redirect(`/kitchen/${segment(result.body.site.slug)}`);
  if (isSignedOutAnswer(result)) throw accountSignInRedirect("create");
  // 409 (taken) and 400 (reserved, malformed) name their field in the issues.
  if ((result.status === 409 || result.status === 400) && result.body) {
    const { fieldErrors, otherErrors } = fieldErrorsFromIssues(
      result.body.issues ?? [],
      CREATE_SITE_FIELDS,
    );
    if (result.status === 409 && !fieldErrors.slug) fieldErrors.slug = result.body.message;
    const formError = Object.keys(fieldErrors).length ? otherErrors[0] : result.body.message;
    return data<CreateSiteResult>(
      { values: { ...values, slug: checked.body.slug }, fieldErrors, formError, at },
      result.status,
    );
  }
  console.error(`Creating a site failed: ${result.status}`);
  return data<CreateSiteResult>(
    { values, fieldErrors: {}, formError: GENERIC_ERROR, at },
    result.status >= 400 ? result.status : 502,
  );
}

export default function CreatePage() {
  const { email, displayName, platformOrigin, welcome } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AccountPage
      title="Create a site"
      email={email}
      displayName={displayName}
      intro={
        <p className="subdued">
          {welcome ? "Welcome! Your account is ready. " : null}
          Start a new recipe site. You can write recipes and change its look in the kitchen right
          after.
        </p>
      }
    >
      <CreateSiteForm platformOrigin={platformOrigin} result={result} />
    </AccountPage>
  );
}
