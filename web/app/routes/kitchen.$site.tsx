import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  type MetaFunction,
  Outlet,
  type ShouldRevalidateFunction,
  useLoaderData,
} from "@remix-run/react";
import { GeneralErrorBoundary } from "../components/GeneralErrorBoundary";
import kitchenStyles from "../kitchen/kitchen.css?url";
import { networkTolerantAction } from "../kitchen/shared/action-result";
import { KitchenNav } from "../kitchen/shared/KitchenNav";
import { kitchenLayoutAction } from "../kitchen/shared/kitchen-actions.server";
import { requireKitchenSite } from "../kitchen/shared/manager.server";
import { UnsavedChangesProvider } from "../kitchen/shared/unsaved-changes";
import { JoinedTeamNotice } from "../kitchen/team/JoinedTeamNotice";
import { pageTitle } from "../lib/root-data";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: kitchenStyles }];

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageTitle(matches, data ? `Kitchen: ${data.site.title}` : "Kitchen");

/**
 * The kitchen of one site (/kitchen/{site}/…), on the platform host only. The loader is the
 * manager check: signed out → sign in and come back; not a manager of this site → 404.
 * Every section is a child route rendered beside the side navigation; they read the site
 * with `useKitchenSite()` (kitchen/shared/use-kitchen-site.ts).
 */
export async function loader(args: LoaderFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  return { site };
}

/** Shared calls of every kitchen page: image uploads and previews (see kitchen-actions.server). */
export const action = (args: ActionFunctionArgs) => kitchenLayoutAction(args, args.params.site);
export const clientAction = networkTolerantAction;

/**
 * The site rarely changes while an author works; uploads and autosaves must not re-ask the
 * API for it. Saving the site's settings (a child route's action) or navigating does.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formAction,
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}) => {
  if (currentParams.site !== nextParams.site) return true;
  if (formAction && /\/(recipes|collections|contributors|events)(\/|$)/.test(formAction))
    return false;
  if (formAction && formAction.replace(/\/$/, "") === `/kitchen/${currentParams.site}`)
    return false;
  return defaultShouldRevalidate;
};

export default function KitchenLayout() {
  const { site } = useLoaderData<typeof loader>();
  return (
    <div className="kitchen">
      <a className="skip-link" href="#kitchen-content">
        Skip to kitchen content
      </a>
      <KitchenNav siteSlug={site.slug} siteTitle={site.title} />
      <div id="kitchen-content" className="kitchen__content" tabIndex={-1}>
        {/* Above whichever page an accepted invitation opens (the recipe list). */}
        <JoinedTeamNotice siteTitle={site.title} />
        <UnsavedChangesProvider>
          <Outlet />
        </UnsavedChangesProvider>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
