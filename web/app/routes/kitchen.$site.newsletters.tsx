import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, type MetaFunction, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { isSendInProgress } from "../kitchen/newsletters/newsletter-panel";
import { subscriberCount } from "../kitchen/newsletters/newsletter-text";
import newsletterStyles from "../kitchen/newsletters/newsletters.css?url";
import { SendItem } from "../kitchen/newsletters/SendList";
import { recipeNewsletterPath, SendRecipePicker } from "../kitchen/newsletters/SendRecipePicker";
import { SEND_POLL_MS } from "../kitchen/newsletters/use-newsletter-panel";
import { kitchenTitle } from "../kitchen/sections/kitchen-title";
import sectionStyles from "../kitchen/sections.css?url";
import { kitchenPath } from "../kitchen/shared/kitchen-sections";
import { callManage, requireKitchenSite } from "../kitchen/shared/manager.server";
import { unexpectedApiResult } from "../lib/api.server";
import { siteParam } from "../lib/host.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: sectionStyles },
  { rel: "stylesheet", href: newsletterStyles },
];
export const meta: MetaFunction = ({ matches }) => kitchenTitle(matches, "Newsletters");

/**
 * /kitchen/{site}/newsletters: every recipe e-mail the site sent, newest first, with how
 * many it reached, opened and clicked, so the creator can compare them; each opens its
 * recipe's Newsletter section, where a recipe is e-mailed. Above them, the way to write the
 * next one: pick a published recipe, which opens its Newsletter section. A send still going out is followed
 * as the recipe's section follows it: the page asks again every few seconds until it is done.
 */
export async function loader(args: LoaderFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  const param = siteParam(site);
  const [sends, audience, published] = await Promise.all([
    callManage(args, (manage) =>
      manage[":siteSlug"]["newsletter-sends"].$get({ param, query: {} }),
    ),
    callManage(args, (manage) => manage[":siteSlug"]["newsletter-audience"].$get({ param })),
    callManage(args, (manage) => manage[":siteSlug"]["published-recipes"].$get({ param })),
  ]);
  if (!sends.ok) throw unexpectedApiResult(sends, "newsletter sends");
  if (!audience.ok) throw unexpectedApiResult(audience, "newsletter audience");
  if (!published.ok) throw unexpectedApiResult(published, "published recipes");
  return {
    siteSlug: site.slug,
    sends: sends.body.sends,
    recipes: published.body.recipes.map(({ id, title }) => ({ id, title })),
    audience: audience.body.count,
    mailingAddressSet: audience.body.mailingAddress !== null,
    counting: site.settings.newsletterAnalytics,
  };
}

export default function Newsletters() {
  const { siteSlug, sends, recipes, audience, mailingAddressSet, counting } =
    useLoaderData<typeof loader>();
  const settings = kitchenPath(siteSlug, "settings", "#newsletter");
  const revalidator = useRevalidator();
  const inProgress = sends.some(isSendInProgress);
  useEffect(() => {
    if (!inProgress) return;
    // Each answer is new `sends`, which sets the next timer: one request at a time. (Not
    // keyed on `revalidator`, a new object each render, which would ask at every render.)
    const timer = setTimeout(() => revalidator.revalidate(), SEND_POLL_MS);
    return () => clearTimeout(timer);
  }, [inProgress, sends]);
  return (
    <div className="section-page">
      <header className="kpage-header">
        <h1>Newsletters</h1>
      </header>
      <div className="stack">
        <p>
          A recipe is e-mailed to your {subscriberCount(audience)} when you publish it with "E-mail
          this recipe" ticked, or later from its Newsletter section in the editor.
        </p>
        {mailingAddressSet ? null : (
          <p className="newsletter-notice">
            Add your mailing address in <Link to={settings}>Settings</Link> before your first send:
            every newsletter's footer carries it.
          </p>
        )}
        {counting ? null : (
          <p className="subdued">
            Opens and clicks are not counted. <Link to={settings}>Turn counting on</Link> for the
            newsletters you send next.
          </p>
        )}
      </div>
      <SendRecipePicker siteSlug={siteSlug} recipes={recipes} />
      <h2 className="newsletters-page__sent">Sent</h2>
      {sends.length === 0 ? (
        <p className="empty-state">No recipe has been e-mailed yet.</p>
      ) : (
        <ol
          className="newsletter-sends__list newsletters-page__list"
          aria-live="polite"
          aria-relevant="text additions"
        >
          {sends.map((send) => (
            <SendItem
              key={send.id}
              send={send}
              heading={
                <h3 className="newsletter-send__recipe">
                  {send.recipeId ? (
                    <Link to={recipeNewsletterPath(siteSlug, send.recipeId)}>
                      {send.recipeTitle ?? "Untitled recipe"}
                    </Link>
                  ) : (
                    "A deleted recipe"
                  )}
                </h3>
              }
            />
          ))}
        </ol>
      )}
    </div>
  );
}
