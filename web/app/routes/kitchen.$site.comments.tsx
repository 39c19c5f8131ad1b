import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  Form,
  Link,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from "@remix-run/react";
import type { ModerationComment } from "@schema/api/manage-comment-list";
import type { ManageSite } from "@schema/api/manage-sites";
import { useEffect, useRef } from "react";
import { z } from "zod";
import { Moment } from "../components/Moment";
import { RichText } from "../components/rich-text/RichText";
import { SubmitButton } from "../components/SubmitButton";
import { CommentReply } from "../kitchen/sections/CommentReply";
import { ConfirmButton } from "../kitchen/sections/ConfirmButton";
import {
  type CommentFocus,
  type CommentStatusFilter,
  commentFocus,
  commentStatusFilter,
  focusQuery,
  hideConfirmation,
} from "../kitchen/sections/comment-moderation";
import { EmailSwitches, timeZoneOf } from "../kitchen/sections/EmailSwitches";
import { kitchenTitle } from "../kitchen/sections/kitchen-title";
import { pageInfo } from "../kitchen/sections/paging";
import {
  sectionFailed,
  sectionRequest,
  sectionSaved,
  unknownIntent,
} from "../kitchen/sections/section-action.server";
import { resultFor, type SectionResult } from "../kitchen/sections/section-result";
import sectionStyles from "../kitchen/sections.css?url";
import { kitchenPath } from "../kitchen/shared/kitchen-sections";
import { callManage, requireKitchenSite } from "../kitchen/shared/manager.server";
import { callApi, unexpectedApiResult } from "../lib/api.server";
import { siteParam } from "../lib/host.server";
import { LINKED_COMMENT_PARAMETER } from "../lib/interactions/linked-comment";
import { readSessionToken } from "../lib/session.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sectionStyles }];
export const meta: MetaFunction = ({ matches }) => kitchenTitle(matches, "Comments");

const PAGE_SIZE = 30;
const FILTERS: { value: CommentStatusFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "visible", label: "Visible" },
  { value: "hidden", label: "Hidden" },
];

/**
 * /kitchen/{site}/comments: every comment on the site's recipes, newest first, to hide or
 * show, and to answer.
 */
export async function loader(args: LoaderFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  const url = new URL(args.request.url);
  const status = commentStatusFilter(url.searchParams.get("status"));
  const focus = commentFocus(url.searchParams);
  const offset = Math.max(
    0,
    Math.min(1_000_000, Math.floor(Number(url.searchParams.get("offset")) || 0)),
  );
  const query = {
    status,
    limit: String(PAGE_SIZE),
    offset: String(offset),
    ...focusQuery(focus),
  };
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"].comments.$get({ param: siteParam(site), query }),
  );
  if (!result.ok) throw unexpectedApiResult(result, "comments");
  return {
    siteUrl: site.url,
    siteSlug: site.slug,
    commentsEnabled: site.settings.commentsEnabled,
    status,
    focus,
    ...result.body,
  };
}

/** The intent the page's action saves the e-mail switch under. */
const COMMENT_EMAILS_INTENT = "comment-emails";

export async function action(args: ActionFunctionArgs) {
  const { site, form, intent } = await sectionRequest(args);
  if (intent === COMMENT_EMAILS_INTENT) return saveCommentEmails(args, site, form);
  if (intent !== "hide" && intent !== "unhide" && intent !== "reply") return unknownIntent(intent);
  const commentId = z.uuid().safeParse(form.get("commentId"));
  if (!commentId.success) return unknownIntent(intent);
  if (intent === "reply") return postReply(args, site, commentId.data, form);
  const param = { ...siteParam(site), commentId: commentId.data };
  const result = await callManage(args, (manage) =>
    intent === "hide"
      ? manage[":siteSlug"].comments[":commentId"].hide.$post({ param })
      : manage[":siteSlug"].comments[":commentId"].unhide.$post({ param }),
  );
  if (!result.ok) return sectionFailed(intent, result, commentId.data);
  return sectionSaved(
    intent,
    intent === "hide" ? "Comment hidden. Visitors no longer see it." : "Comment shown again.",
    commentId.data,
  );
}

/**
 * The creator's reply, posted as their own comment under the reader's through the site's
 * comment call (the API checks the text, the recipe and that the comment takes replies).
 */
async function postReply(
  args: ActionFunctionArgs,
  site: ManageSite,
  commentId: string,
  form: FormData,
) {
  const json = {
    recipeId: String(form.get("recipeId") ?? ""),
    parentId: commentId,
    text: String(form.get("text") ?? ""),
  };
  const result = await callApi(
    args,
    (api) => api.site[":siteSlug"].comments.$post({ param: siteParam(site), json }),
    { token: readSessionToken(args.request) },
  );
  if (!result.ok) return sectionFailed("reply", result, commentId);
  return sectionSaved("reply", "Reply posted under the comment.", commentId);
}

/** The switch for e-mails about readers' comments: a checked box posts "on". */
async function saveCommentEmails(args: ActionFunctionArgs, site: ManageSite, form: FormData) {
  const commentEmails = form.get("commentEmails") === "on";
  const commentEmailsDaily = form.get("commentEmailsDaily") === "on";
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"]["comment-emails"].$put({
      param: siteParam(site),
      json: { commentEmails, commentEmailsDaily, ...timeZoneOf(form) },
    }),
  );
  if (!result.ok) return sectionFailed(COMMENT_EMAILS_INTENT, result);
  return sectionSaved(
    COMMENT_EMAILS_INTENT,
    !commentEmails
      ? "You won't get e-mails about readers' comments."
      : commentEmailsDaily
        ? "You'll get readers' comments in one e-mail a day."
        : "You'll get an e-mail for each reader's comment.",
  );
}

function filterHref(status: CommentStatusFilter, offset = 0, focus: CommentFocus | null = null) {
  const params = new URLSearchParams(focusQuery(focus));
  if (status !== "all") params.set("status", status);
  if (offset) params.set("offset", String(offset));
  const search = params.toString();
  return search ? `?${search}` : ".";
}

export default function CommentModeration() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<SectionResult>();
  const paging = pageInfo(data.total, data.limit, data.offset);

  return (
    <div className="section-page">
      <header className="kpage-header">
        <h1>Comments</h1>
        <EmailSwitches
          intent={COMMENT_EMAILS_INTENT}
          switches={[
            {
              name: "commentEmails",
              label: "E-mail me each reader's comment",
              on: data.commentEmails,
            },
          ]}
          daily={{ name: "commentEmailsDaily", on: data.commentEmailsDaily }}
          digestTimeZone={data.digestTimeZone}
        />
      </header>
      {!data.commentsEnabled ? (
        <p className="notice" role="note">
          Comments are turned off in your settings: visitors can't read or write comments on your
          site now.
        </p>
      ) : null}

      <nav aria-label="Show comments" className="segmented">
        {FILTERS.map((filter) => (
          <Link
            key={filter.value}
            to={filterHref(filter.value)}
            aria-current={data.status === filter.value && !data.focus ? "page" : undefined}
            className="segmented__option"
          >
            {filter.label} <span className="segmented__count">({data.counts[filter.value]})</span>
          </Link>
        ))}
        <Link
          to={filterHref("all", 0, "awaiting-reply")}
          aria-current={data.focus === "awaiting-reply" ? "page" : undefined}
          className="segmented__option"
        >
          Waiting for a reply{" "}
          <span className="segmented__count">({data.counts.awaitingReply})</span>
        </Link>
        <Link
          to={filterHref("all", 0, "low-reviews")}
          aria-current={data.focus === "low-reviews" ? "page" : undefined}
          className="segmented__option"
        >
          Reviews with 1–2 stars{" "}
          <span className="segmented__count">({data.counts.lowReviews})</span>
        </Link>
      </nav>

      <p role="status" className="list-summary">
        {result?.ok ? result.message : ""}
      </p>

      {data.comments.length === 0 ? (
        <p className="empty-state">
          {data.focus === "low-reviews"
            ? "No reviews with 1 or 2 stars."
            : data.focus === "awaiting-reply"
              ? "Every reader's comment has a reply."
              : data.status === "hidden"
                ? "No hidden comments."
                : data.status === "visible"
                  ? "No visible comments."
                  : "No comments yet"}
        </p>
      ) : (
        <ol className="comment-rows">
          {data.comments.map((comment) => (
            <CommentRow
              key={comment.id}
              comment={comment}
              siteUrl={data.siteUrl}
              siteSlug={data.siteSlug}
              result={result}
            />
          ))}
        </ol>
      )}

      {paging.pages > 1 ? (
        <nav className="pager" aria-label="Comment pages">
          {paging.previousOffset !== null ? (
            <Link to={filterHref(data.status, paging.previousOffset, data.focus)}>← Newer</Link>
          ) : (
            <span />
          )}
          <span>
            Page {paging.page} of {paging.pages}
          </span>
          {paging.nextOffset !== null ? (
            <Link to={filterHref(data.status, paging.nextOffset, data.focus)}>Older →</Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

function CommentRow({
  comment,
  siteUrl,
  siteSlug,
  result,
}: {
  comment: ModerationComment;
  siteUrl: string;
  siteSlug: string;
  result: SectionResult | undefined;
}) {
  const navigation = useNavigation();
  const author =
    comment.user.displayName ?? (comment.user.siteTeam ? "The site's team" : "A reader");
  const failure = [
    resultFor(result, "hide", comment.id),
    resultFor(result, "unhide", comment.id),
  ].find((answer) => answer && !answer.ok);
  // Hide and Unhide swap places when answered: focus goes to the one now shown, not the
  // page's start where the pressed one's leaving dropped it. The answer comes before the
  // list's new state, so the swap waits for the comment to show it.
  const switched = [resultFor(result, "hide", comment.id), resultFor(result, "unhide", comment.id)]
    .filter((answer) => answer?.ok)
    .at(0);
  const swapped = switched && (switched.intent === "hide") === (comment.hiddenVia === "itself");
  const visibility = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (swapped) visibility.current?.querySelector("button")?.focus();
  }, [swapped, switched]);
  const replyAnswer = resultFor(result, "reply", comment.id);
  const replyError =
    replyAnswer && !replyAnswer.ok
      ? (replyAnswer.issues.find((issue) => issue.path === "text")?.message ?? replyAnswer.message)
      : null;
  // Replies go on top-level comments that readers see, on a recipe that has a page.
  const repliable = comment.level === 1 && comment.hiddenVia === null && comment.recipe.published;
  const busy = navigation.state !== "idle" && navigation.formData?.get("commentId") === comment.id;
  const confirm = hideConfirmation(comment.replyCount);
  const headingId = `comment-${comment.id}`;

  return (
    <li className="comment-row" data-hidden={comment.hidden ? "" : undefined}>
      <div className="comment-row__meta">
        <h2 id={headingId} className="comment-row__title">
          {author} on{" "}
          {comment.recipe.published ? (
            // Opens the recipe at this comment (lib/interactions/linked-comment.ts).
            <a
              href={`${siteUrl}/recipes/${comment.recipe.slug}?${LINKED_COMMENT_PARAMETER}=${comment.id}#comments`}
              target="_blank"
              rel="noreferrer"
            >
              {comment.recipe.title}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            // A draft has no public page: its comments lead to the recipe's editor.
            <a href={kitchenPath(siteSlug, "recipes", `/${comment.recipe.id}`)}>
              {comment.recipe.title}
            </a>
          )}
        </h2>
        {comment.stars ? (
          <p className="comment-row__stars">
            <span className="star-meter" aria-hidden="true">
              <span
                className="star-meter__fill"
                style={{ width: `${(comment.stars / 5) * 100}%` }}
              />
            </span>{" "}
            {comment.stars} of 5 stars
          </p>
        ) : null}
        <p className="subdued">
          <Moment iso={comment.createdAt} />
          {/* Its author changed the words since it came (and since any e-mail about it): when,
              in words, as its own time is. */}
          {comment.editedAt ? (
            <>
              {" · Edited "}
              <Moment iso={comment.editedAt} />
            </>
          ) : null}
          {comment.replyTo ? ` · a reply to ${comment.replyTo.displayName ?? "a reader"}` : ""}
          {comment.replyCount
            ? ` · ${comment.replyCount} ${comment.replyCount === 1 ? "reply" : "replies"}`
            : ""}
        </p>
        {comment.hidden ? (
          <span className="status-badge status-badge--hidden">
            {comment.hiddenVia === "parent" ? "Hidden with the comment it replies to" : "Hidden"}
          </span>
        ) : null}
      </div>
      <div className="comment-row__text">
        <RichText doc={comment.content} />
      </div>
      <div className="comment-row__actions">
        {repliable ? (
          <CommentReply
            // A posted reply raises the count: the form comes back closed and empty.
            key={comment.replyCount}
            commentId={comment.id}
            recipeId={comment.recipe.id}
            author={author}
            error={replyError}
          />
        ) : null}
        <span ref={visibility} className="comment-row__visibility">
          {comment.hiddenVia === "itself" ? (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="unhide" />
              <input type="hidden" name="commentId" value={comment.id} />
              <SubmitButton className="button button--secondary button--small" busy={busy}>
                {busy ? "Showing…" : "Unhide"}
                <span className="visually-hidden"> the comment by {author}</span>
              </SubmitButton>
            </Form>
          ) : comment.hiddenVia === null ? (
            <ConfirmButton
              small
              intent="hide"
              label={
                <>
                  Hide<span className="visually-hidden"> the comment by {author}</span>
                </>
              }
              title={confirm.title}
              confirmLabel="Hide comment"
              fields={{ commentId: comment.id }}
            >
              {confirm.note ? <p>{confirm.note}</p> : null}
            </ConfirmButton>
          ) : null}
        </span>
        {failure && !failure.ok ? (
          <p className="field__error" role="alert">
            {failure.message}
          </p>
        ) : null}
      </div>
    </li>
  );
}
