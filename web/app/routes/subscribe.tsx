import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
} from "@remix-run/cloudflare";
import { type MetaFunction, useActionData, useLoaderData } from "@remix-run/react";
import { ContinueLink } from "../components/subscribe/ContinueLink";
import { SubscribeForm } from "../components/subscribe/SubscribeForm";
import { currentPlan, planOptions, showsPlanChooser } from "../lib/interactions/plans";
import { subscribeAction, subscribePageLoader } from "../lib/interactions/subscribe.server";
import { pageTitle, useRootData } from "../lib/root-data";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Subscribe");

export const loader = (args: LoaderFunctionArgs) => subscribePageLoader(args);

export const action = (args: ActionFunctionArgs) => subscribeAction(args);

/** A page with someone's address in it (or seen signed in) is kept out of shared caches. */
export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const cacheControl = actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
};

/**
 * /subscribe (docs/spec/visitor-experience.md §2): the free plan's single e-mail form, or 'Choose
 * your subscription' where monthly and yearly plans exist. ?email= fills the address in.
 */
export default function Subscribe() {
  const { email, next } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const root = useRootData();
  const site = root?.site;
  if (!site) return null;
  const user = root.user;
  const options = planOptions(site);
  const chooser = showsPlanChooser(options);
  // A free subscriber of a site with nothing more to offer has nothing to do here.
  const alreadySubscribed = !chooser && currentPlan(user) === "free";
  // What a paid plan gives: every recipe where some are for subscribers only, else the
  // creator's thanks (lib/interactions/subscribe-box.ts upgradePitch says the same).
  const unlocks = site.hasSubscriberOnlyRecipes;
  const paidOffer = unlocks ? "unlock every recipe" : `support ${site.title} with a paid plan`;

  return (
    <div className={`container page ${chooser ? "page--subscribe" : "page--narrow"}`}>
      <div className="stack">
        <h1>Subscribe to {site.title}</h1>
        {alreadySubscribed ? (
          <>
            <p>You're subscribed to {site.title}: new recipes arrive in your inbox.</p>
            <ContinueLink next={next} />
          </>
        ) : (
          <>
            <p className="subdued">
              {chooser
                ? `Get new recipes from ${site.title} by e-mail for free, or ${paidOffer}.`
                : `Get new recipes from ${site.title} delivered to your inbox.`}
            </p>
            <SubscribeForm
              options={options}
              user={user}
              defaultEmail={result?.email ?? email}
              submittedPlan={result?.plan}
              error={result?.error}
              next={next}
              paidNote={unlocks ? "Every recipe, in full" : `Supports ${site.title}`}
            />
          </>
        )}
      </div>
    </div>
  );
}
