import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  redirect,
} from "@remix-run/cloudflare";
import { type MetaFunction, useLoaderData } from "@remix-run/react";
import { AccountNav } from "../components/account/AccountNav";
import { ShoppingListView } from "../components/shopping/ShoppingListView";
import { formText } from "../lib/account/form-data";
import { parseCookies } from "../lib/cookie";
import { platformHost, resolveHost } from "../lib/host.server";
import { NO_STORE } from "../lib/interactions/api-route.server";
import { readForm } from "../lib/read-form.server";
import { PREFERENCES_COOKIE, parsePreferences } from "../lib/recipe-page/preferences";
import { pageTitle } from "../lib/root-data";
import { clearSessionCookie, readSessionToken } from "../lib/session.server";
import { runListOp } from "../lib/shopping/list-calls.server";
import type { RecipeAddresses } from "../lib/shopping/list-ops";
import accountStyles from "../styles/account.css?url";
import listStyles from "../styles/shopping-list.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: listStyles },
];

export const meta: MetaFunction = ({ matches }) => [
  ...pageTitle(matches, "Shopping list"),
  { name: "robots", content: "noindex" },
];

/**
 * /shopping-list on every host: the account's one list (the same on every site), or signed
 * out, the list this browser keeps (the page reads it from storage). Signed in with a list
 * still kept in the browser, the page merges it into the account's.
 */
export async function loader(args: LoaderFunctionArgs) {
  const host = await resolveHost(args);
  const addresses: RecipeAddresses = {
    protocol: new URL(args.request.url).protocol,
    platformHost: platformHost(args),
    siteSlug: host.kind === "site" ? host.site.slug : null,
  };
  const signedOut = { signedIn: false, accountArea: false, lines: null, at: 0, addresses };
  if (!readSessionToken(args.request)) return data(signedOut, { headers: NO_STORE });
  const result = await runListOp(args, { op: "get" });
  if (result.ok) {
    const page = {
      addresses,
      signedIn: true,
      // On the platform host the list is one of the account area's pages, with its tabs.
      accountArea: host.kind === "platform",
      lines: result.body.lines,
      // When: a copy of this page the service worker kept may be older than the browser's list.
      at: Date.now(),
    };
    return data(page, { headers: NO_STORE });
  }
  // A session that ended reads as signed out: the browser's list is still there. Its cookie
  // goes with this answer, which the site's service worker then reads as signed out and
  // drops the reader's kept copies (a client-side visit does not run the root loader).
  if (result.status === 401) {
    return data(signedOut, {
      headers: { ...NO_STORE, "Set-Cookie": clearSessionCookie(args.request) },
    });
  }
  // Too many reads in a minute: the error page's "try again in a moment", with the API's wait.
  if (result.status === 429) {
    const wait = result.headers.get("Retry-After") ?? "60";
    throw new Response("Too many requests", { status: 429, headers: { "Retry-After": wait } });
  }
  throw new Response("The shopping list could not be loaded", { status: 503 });
}

/**
 * The recipe page's form without script (and the bookmarks' buttons): signed in, the recipe
 * goes on the list and the reader lands on it; signed out, the page adds it to the browser's
 * list when it loads (?add=…).
 */
export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request);
  const recipe = {
    siteSlug: formText(form, "siteSlug") || undefined,
    recipeSlug: formText(form, "recipeSlug"),
    scale: Number(formText(form, "scale") || 1),
    // The bookmarks' buttons send no units: the reader's chosen ones, else US units.
    system:
      formText(form, "system") ||
      parsePreferences(parseCookies(args.request.headers.get("Cookie"))[PREFERENCES_COOKIE])
        .measurementSystem ||
      "imperial",
  };
  if (!readSessionToken(args.request)) {
    const query = new URLSearchParams({
      add: recipe.recipeSlug,
      scale: String(recipe.scale),
      system: recipe.system,
    });
    return redirect(`/shopping-list?${query}`, { headers: NO_STORE });
  }
  const result = await runListOp(args, {
    op: "add-recipe",
    requestId: crypto.randomUUID().replaceAll("-", ""),
    ...recipe,
  });
  if (!result.ok) {
    return data(
      { message: result.body?.message ?? "The recipe could not be added. Please try again." },
      { status: result.status >= 400 ? result.status : 502, headers: NO_STORE },
    );
  }
  return redirect("/shopping-list", { headers: NO_STORE });
}

export default function ShoppingListPage() {
  const { signedIn, accountArea, lines, at, addresses } = useLoaderData<typeof loader>();
  return (
    <div className="container page shopping-list-page">
      <ShoppingListView
        signedIn={signedIn}
        initialLines={lines}
        loadedAt={at}
        addresses={addresses}
        nav={accountArea ? <AccountNav /> : null}
      />
    </div>
  );
}
