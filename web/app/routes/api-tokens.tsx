import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
} from "@remix-run/cloudflare";
import { type MetaFunction, useActionData, useLoaderData } from "@remix-run/react";
import { apiTokenParam } from "@schema/api/api-tokens";
import { useEffect, useRef } from "react";
import { AccountPage } from "../components/AccountPage";
import { ApiTokenForm, type CreateTokenResult } from "../components/account/ApiTokenForm";
import { ApiTokenList } from "../components/account/ApiTokenList";
import { ApiTokenSecret } from "../components/account/ApiTokenSecret";
import { ActionFeedback } from "../components/account/StatusMessage";
import { API_TOKEN_FIELDS, apiTokenRequest } from "../lib/account/api-tokens";
import { fieldErrorsFromIssues } from "../lib/account/field-errors";
import { formText } from "../lib/account/form-data";
import {
  accountSignInRedirect,
  isSignedOutAnswer,
  requireAccountAction,
  requireAccountViewer,
} from "../lib/account-page.server";
import { callApi, segment, unexpectedApiResult } from "../lib/api.server";
import { GENERIC_ERROR } from "../lib/auth-forms.server";
import { readForm } from "../lib/read-form.server";
import { pageTitle } from "../lib/root-data";
import accountStyles from "../styles/account.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "API tokens");

export async function loader(args: LoaderFunctionArgs) {
  const { user, token } = await requireAccountViewer(args, "api-tokens");
  const [tokens, sites] = await Promise.all([
    callApi(args, (api) => api.manage["api-tokens"].$get(), { token }),
    callApi(args, (api) => api.manage.sites.$get(), { token }),
  ]);
  if (isSignedOutAnswer(tokens) || isSignedOutAnswer(sites)) {
    throw accountSignInRedirect("api-tokens");
  }
  if (!tokens.ok) throw unexpectedApiResult(tokens, "api tokens");
  if (!sites.ok) throw unexpectedApiResult(sites, "managed sites");
  return {
    email: user.email,
    displayName: user.displayName,
    tokens: tokens.body.tokens,
    sites: sites.body.sites.map(({ id, slug, title }) => ({ id, slug, title })),
  };
}

type RevokeResult = { intent: "revoke"; ok: boolean; message: string };

/** Two forms post here: a new token (intent=create) and Revoke on a listed one. */
export async function action(args: ActionFunctionArgs) {
  const { token } = await requireAccountAction(args, "api-tokens");
  const form = await readForm(args.request);
  if (formText(form, "intent") === "revoke") return revoke(args, token, form);

  const values = {
    name: formText(form, "name"),
    access: formText(form, "access"),
    scope: formText(form, "scope"),
    siteIds: form.getAll("siteIds").filter((value) => typeof value === "string"),
  };
  const at = Date.now();
  const checked = apiTokenRequest(values);
  if (!checked.ok) {
    return data<CreateTokenResult>(
      { kind: "invalid", values, fieldErrors: checked.fieldErrors, at },
      400,
    );
  }
  const result = await callApi(
    args,
    (api) => api.manage["api-tokens"].$post({ json: checked.body }),
    { token },
  );
  if (isSignedOutAnswer(result)) throw accountSignInRedirect("api-tokens");
  if (result.ok) {
    // The one place the secret ever reaches a page: this answer, not the loader's data.
    return data<CreateTokenResult>({
      kind: "created",
      name: result.body.token.name,
      secret: result.body.secret,
      at,
    });
  }
  const { fieldErrors, otherErrors } = fieldErrorsFromIssues(
    result.body?.issues ?? [],
    API_TOKEN_FIELDS,
  );
  // 404: a site that is no longer theirs; 409: too many tokens. The API's message says which.
  const formError = otherErrors[0] ?? result.body?.message ?? GENERIC_ERROR;
  return data<CreateTokenResult>(
    { kind: "invalid", values, fieldErrors, formError, at },
    result.status >= 400 ? result.status : 502,
  );
}

async function revoke(args: ActionFunctionArgs, token: string, form: FormData) {
  const parsed = apiTokenParam.safeParse({ tokenId: formText(form, "tokenId") });
  const notFound = { intent: "revoke", ok: false, message: "That token was not found." } as const;
  if (!parsed.success) return data<RevokeResult>(notFound, 404);
  const result = await callApi(
    args,
    (api) =>
      api.manage["api-tokens"][":tokenId"].$delete({
        param: { tokenId: segment(parsed.data.tokenId) },
      }),
    { token },
  );
  if (isSignedOutAnswer(result)) throw accountSignInRedirect("api-tokens");
  if (result.ok) {
    return data<RevokeResult>({
      intent: "revoke",
      ok: true,
      message: "Token revoked. Anything still using it is now refused.",
    });
  }
  if (result.status === 404) return data<RevokeResult>(notFound, 404);
  console.error(`Revoking an API token failed: ${result.status}`);
  return data<RevokeResult>({ intent: "revoke", ok: false, message: GENERIC_ERROR }, 502);
}

export default function ApiTokensPage() {
  const { email, displayName, tokens, sites } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const created = result && "kind" in result ? result : undefined;
  const revoked = result && "intent" in result ? result : undefined;
  // The revoked token's button has left the list with its row: focus goes to the news.
  const feedback = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (revoked) feedback.current?.focus();
  }, [revoked]);
  return (
    <AccountPage
      title="API tokens"
      email={email}
      displayName={displayName}
      intro={
        <p className="subdued">
          Tokens let your own scripts and tools use the <a href="/developers/api">platform's API</a>{" "}
          for the sites you manage. Treat each one like a password.
        </p>
      }
    >
      {created?.kind === "created" ? (
        <ApiTokenSecret name={created.name} secret={created.secret} />
      ) : null}
      <section className="stack" aria-labelledby="tokens-heading">
        <h2 id="tokens-heading">Your tokens</h2>
        <ActionFeedback ref={feedback} result={revoked} />
        <ApiTokenList tokens={tokens} />
      </section>
      <section className="stack" aria-labelledby="new-token-heading">
        <h2 id="new-token-heading">New token</h2>
        <ApiTokenForm sites={sites} result={created} />
      </section>
    </AccountPage>
  );
}
