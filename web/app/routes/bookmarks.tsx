import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
} from "@remix-run/cloudflare";
import { type MetaFunction, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { AccountPage } from "../components/AccountPage";
import { BookmarkGroups } from "../components/account/BookmarkGroups";
import { ActionFeedback } from "../components/account/StatusMessage";
import { groupBookmarksBySite } from "../lib/account/bookmarks";
import { formText } from "../lib/account/form-data";
import {
  accountSignInRedirect,
  isSignedOutAnswer,
  requireAccountAction,
  requireAccountViewer,
} from "../lib/account-page.server";
import { callApi, segment, unexpectedApiResult } from "../lib/api.server";
import { readForm } from "../lib/read-form.server";
import { pageTitle } from "../lib/root-data";
import accountStyles from "../styles/account.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Bookmarks");

export async function loader(args: LoaderFunctionArgs) {
  const { user, token } = await requireAccountViewer(args, "bookmarks");
  const result = await callApi(args, (api) => api.manage.bookmarks.$get(), { token });
  if (isSignedOutAnswer(result)) throw accountSignInRedirect("bookmarks");
  if (!result.ok) throw unexpectedApiResult(result, "account bookmarks");
  return {
    email: user.email,
    displayName: user.displayName,
    groups: groupBookmarksBySite(result.body.bookmarks),
  };
}

type RemoveResult = { ok: boolean; message: string };

/**
 * Remove: DELETE site/{slug}/bookmarks/{recipeId}, which takes a platform session, on an
 * open site's recipe or a closed site's (the API lets the reader remove their own there).
 */
export async function action(args: ActionFunctionArgs) {
  const { token } = await requireAccountAction(args, "bookmarks");
  const form = await readForm(args.request);
  const siteSlug = formText(form, "siteSlug");
  const recipeId = formText(form, "recipeId");
  const title = formText(form, "title").trim() || "The recipe";
  const result = await callApi(
    args,
    (api) =>
      api.site[":siteSlug"].bookmarks[":recipeId"].$delete({
        param: { siteSlug: segment(siteSlug), recipeId: segment(recipeId) },
      }),
    { token },
  );
  if (isSignedOutAnswer(result)) throw accountSignInRedirect("bookmarks");
  // 404: the recipe (or its site) is gone, so it is not saved any more either.
  if (result.ok || result.status === 404) {
    return data<RemoveResult>({ ok: true, message: `Removed “${title}” from your bookmarks.` });
  }
  console.error(`Removing a bookmark failed: ${result.status}`);
  return data<RemoveResult>(
    { ok: false, message: `“${title}” could not be removed. Please try again.` },
    result.status >= 400 ? result.status : 502,
  );
}

export default function BookmarksPage() {
  const { email, displayName, groups } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const status = useRef<HTMLDivElement>(null);
  const removingId =
    navigation.state !== "idle" && navigation.formAction === "/bookmarks"
      ? formTextOrNull(navigation.formData, "recipeId")
      : null;

  // The Remove button that had focus has gone with its card: keep focus on the news.
  useEffect(() => {
    if (result) status.current?.focus();
  }, [result]);

  return (
    <AccountPage
      title="Bookmarks"
      email={email}
      displayName={displayName}
      intro={<p className="subdued">Recipes you saved on any site, newest first.</p>}
    >
      <ActionFeedback ref={status} result={result} />
      {groups.length === 0 ? (
        <div className="account-empty panel">
          <h2>No saved recipes yet</h2>
          <p>
            To save a recipe, open it on any site and press <strong>Save</strong> (the bookmark
            button by the recipe's title). Saved recipes from every site gather here, grouped by
            site, so you can find them again.
          </p>
        </div>
      ) : (
        <BookmarkGroups groups={groups} removingId={removingId} />
      )}
    </AccountPage>
  );
}

function formTextOrNull(form: FormData | undefined, name: string) {
  const value = form?.get(name);
  return typeof value === "string" ? value : null;
}
