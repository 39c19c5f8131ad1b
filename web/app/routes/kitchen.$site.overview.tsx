import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, type MetaFunction, useLoaderData } from "@remix-run/react";
import type { ManageOverviewResponse } from "@schema/api/manage-overview";
import { percentOf } from "../kitchen/newsletters/newsletter-text";
import { formatDay } from "../kitchen/sections/dates";
import { kitchenTitle } from "../kitchen/sections/kitchen-title";
import { WeeklyChart } from "../kitchen/sections/WeeklyChart";
import sectionStyles from "../kitchen/sections.css?url";
import { kitchenPath, siteViewHref } from "../kitchen/shared/kitchen-sections";
import { callManage, requireKitchenSite } from "../kitchen/shared/manager.server";
import { unexpectedApiResult } from "../lib/api.server";
import { useDayOf } from "../lib/days";
import { siteParam } from "../lib/host.server";
import { LINKED_COMMENT_PARAMETER } from "../lib/interactions/linked-comment";
import { formatPriceCents } from "../lib/site/format";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sectionStyles }];
export const meta: MetaFunction = ({ matches }) => kitchenTitle(matches, "Overview");

const PLAN_LABELS = { free: "Free", monthly: "Monthly", yearly: "Yearly" } as const;

/** /kitchen/{site}/overview: the site at a glance, from one API call. */
export async function loader(args: LoaderFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"].overview.$get({ param: siteParam(site) }),
  );
  if (!result.ok) throw unexpectedApiResult(result, "overview");
  return {
    siteSlug: site.slug,
    siteUrl: site.url,
    commentsEnabled: site.settings.commentsEnabled,
    ...result.body,
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export default function Overview() {
  const dayOf = useDayOf();
  const data = useLoaderData<typeof loader>();
  const path = (section: Parameters<typeof kitchenPath>[1], rest = "") =>
    kitchenPath(data.siteSlug, section, rest);
  const commentsPath = path("comments");
  const { counts } = data.subscribers;

  return (
    <div className="section-page overview">
      <header className="kpage-header">
        <h1>Overview</h1>
        <a href={siteViewHref(data.siteSlug)} target="_blank" rel="noreferrer">
          View your site<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </header>

      <ul className="overview-cards">
        <li className="overview-card">
          <h2 className="overview-card__title">Recipes</h2>
          <p className="overview-card__value">{data.recipes.published}</p>
          <p>published, {plural(data.recipes.draft, "draft", "drafts")}</p>
          <Link to={path("recipes")}>All recipes</Link>
        </li>
        <li className="overview-card">
          <h2 className="overview-card__title">Subscribers</h2>
          <p className="overview-card__value">{counts.total}</p>
          <p>
            {counts.free} free, {counts.monthly} monthly, {counts.yearly} yearly
          </p>
          <Link to={path("subscribers")}>All subscribers</Link>
        </li>
        <li className="overview-card">
          <h2 className="overview-card__title">Comments</h2>
          <p className="overview-card__value">{data.comments.hidden}</p>
          <p>hidden, {data.comments.visible} visible</p>
          <Link to={`${commentsPath}?status=hidden`}>Review hidden comments</Link>
        </li>
        <li className="overview-card">
          <h2 className="overview-card__title">Ratings</h2>
          <p className="overview-card__value">{data.ratings.count}</p>
          <p>
            received in 12 weeks
            {data.ratings.average !== null
              ? `, ${data.ratings.average.toFixed(1)} stars on average, ${data.ratings.low} with 1–2 stars`
              : ""}
          </p>
          <Link to={`${commentsPath}?reviews=low`}>Reviews with 1–2 stars</Link>
        </li>
        <NewsletterCard latest={data.newsletter.latest} to={path("newsletters")} />
      </ul>

      <section className="ksection" aria-labelledby="overview-revenue">
        <h2 id="overview-revenue" className="ksection__legend">
          Revenue
        </h2>
        <dl className="stat-list">
          <div className="stat">
            <dt className="stat__label">Paying subscribers</dt>
            <dd className="stat__value">{data.revenue.payingSubscribers}</dd>
          </div>
          <div className="stat">
            <dt className="stat__label">Monthly recurring revenue</dt>
            <dd className="stat__value">{formatPriceCents(data.revenue.mrrCents)}</dd>
          </div>
          <div className="stat">
            <dt className="stat__label">New paid subscriptions</dt>
            <dd className="stat__value">{data.revenue.newPaid}</dd>
          </div>
          <div className="stat">
            <dt className="stat__label">Cancelled paid subscriptions</dt>
            <dd className="stat__value">{data.revenue.cancelledPaid}</dd>
          </div>
          <div className="stat">
            <dt className="stat__label">
              Platform fee ({data.revenue.platformFeePercent}%) per month
            </dt>
            <dd className="stat__value">{formatPriceCents(data.revenue.platformFeeCents)}</dd>
          </div>
        </dl>
        <p className="field__hint">
          Yearly plans count as a twelfth of their price a month. New and cancelled: from{" "}
          {formatDay(data.revenue.period.start)} to today.
        </p>
      </section>

      <section className="ksection" aria-labelledby="overview-gifts">
        <h2 id="overview-gifts" className="ksection__legend">
          Gift recipes
        </h2>
        <dl className="stat-list">
          <div className="stat">
            <dt className="stat__label">Gifts sent</dt>
            <dd className="stat__value">{data.gifts.sent}</dd>
          </div>
          <div className="stat">
            <dt className="stat__label">Opened by their friend</dt>
            <dd className="stat__value">{data.gifts.opened}</dd>
          </div>
          <div className="stat">
            <dt className="stat__label">Recipients who subscribed free</dt>
            <dd className="stat__value">{data.gifts.subscribedFree}</dd>
          </div>
          <div className="stat">
            <dt className="stat__label">Recipients who took a paid plan</dt>
            <dd className="stat__value">{data.gifts.subscribedPaid}</dd>
          </div>
        </dl>
        <p className="field__hint">
          Paying readers gift subscriber-only recipes to friends; the monthly number is in{" "}
          <Link to={path("settings")}>Settings</Link>. Subscribed: began a subscription after their
          gift.
        </p>
      </section>

      <section className="ksection" aria-labelledby="overview-growth">
        <h2 id="overview-growth" className="ksection__legend">
          New subscribers
        </h2>
        <WeeklyChart
          title="New subscribers per week, last 12 weeks"
          weeks={data.subscribers.weekly}
          noun={{ one: "new subscriber", many: "new subscribers" }}
        />
      </section>

      <div className="overview-columns">
        <section className="ksection" aria-labelledby="overview-comments">
          <h2 id="overview-comments" className="ksection__legend">
            Latest comments
          </h2>
          {!data.commentsEnabled ? (
            <p className="field__hint">Comments are turned off on your site.</p>
          ) : null}
          {data.comments.latest.length ? (
            <ul className="activity-list">
              {data.comments.latest.map((comment) => (
                <li key={comment.id}>
                  <p>
                    <strong>
                      {comment.author ?? (comment.siteTeam ? "The site's team" : "A reader")}
                    </strong>{" "}
                    on{" "}
                    {comment.recipe.published ? (
                      // The recipe at this comment (lib/interactions/linked-comment.ts).
                      <a
                        href={`${data.siteUrl}/recipes/${comment.recipe.slug}?${LINKED_COMMENT_PARAMETER}=${comment.id}#comments`}
                        target="_blank"
                        rel="noreferrer"
                      >
                        {comment.recipe.title}
                        <span className="visually-hidden"> (opens in a new tab)</span>
                      </a>
                    ) : (
                      // A draft has no public page: its comments lead to the recipe's editor.
                      <Link to={path("recipes", `/${comment.recipe.id}`)}>
                        {comment.recipe.title}
                      </Link>
                    )}
                    {comment.hidden ? (
                      <span className="status-badge status-badge--hidden">Hidden</span>
                    ) : null}
                  </p>
                  <p className="activity-list__excerpt">{comment.excerpt}</p>
                  <p className="subdued">
                    <time dateTime={comment.createdAt}>{dayOf(comment.createdAt)}</time>
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p>No comments yet</p>
          )}
          <p className="overview-links">
            <Link to={commentsPath}>Moderate comments</Link>
            <Link to={`${commentsPath}?awaiting=reply`}>Comments waiting for a reply</Link>
          </p>
        </section>

        <section className="ksection" aria-labelledby="overview-activity">
          <h2 id="overview-activity" className="ksection__legend">
            Recent activity
          </h2>
          <h3 className="overview-subheading">Recipes</h3>
          {data.activity.recipes.length ? (
            <ul className="activity-list">
              {data.activity.recipes.map((recipe) => (
                <li key={recipe.id}>
                  <Link to={path("recipes", `/${recipe.id}`)}>{recipe.title}</Link>{" "}
                  <span className={`status-badge status-badge--${recipe.status}`}>
                    {recipe.status === "published" ? "Published" : "Draft"}
                  </span>
                  <p className="subdued">
                    Updated <time dateTime={recipe.updatedAt}>{dayOf(recipe.updatedAt)}</time>
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p>
              No recipes yet. <Link to={path("recipes")}>Write your first recipe</Link>
            </p>
          )}
          <h3 className="overview-subheading">Subscribers</h3>
          {data.activity.subscribers.length ? (
            <ul className="activity-list">
              {data.activity.subscribers.map((subscriber) => (
                <li key={subscriber.id}>
                  <span className="activity-list__email">{subscriber.email}</span> ·{" "}
                  {PLAN_LABELS[subscriber.plan]}
                  {subscriber.status === "canceled" ? " (canceled)" : ""}
                  <p className="subdued">
                    Joined <time dateTime={subscriber.since}>{dayOf(subscriber.since)}</time>
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p>No subscribers yet.</p>
          )}
        </section>
      </div>
    </div>
  );
}

/**
 * The latest newsletter: the share of its readers who opened it, where it counted opens,
 * else how many it reached.
 */
function NewsletterCard({
  latest,
  to,
}: {
  latest: ManageOverviewResponse["newsletter"]["latest"];
  to: string;
}) {
  const title = latest?.recipeTitle ?? "a deleted recipe";
  return (
    <li className="overview-card">
      <h2 className="overview-card__title">Newsletter</h2>
      {latest === null ? (
        <>
          <p className="overview-card__value">0</p>
          <p>recipes e-mailed so far</p>
        </>
      ) : latest.tracked ? (
        <>
          <p className="overview-card__value">{percentOf(latest.openedCount, latest.sentCount)}%</p>
          <p>
            opened the latest, {title}, and {percentOf(latest.clickedCount, latest.sentCount)}%
            clicked
          </p>
        </>
      ) : (
        <>
          <p className="overview-card__value">{latest.sentCount}</p>
          <p>got the latest, {title}</p>
        </>
      )}
      <Link to={to}>All newsletters</Link>
    </li>
  );
}
