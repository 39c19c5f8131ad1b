import { Link } from "@remix-run/react";
import type { ManageRecipe } from "@schema/api/manage-recipes";
import type { NewsletterRecipients } from "@schema/api/newsletter-recipients";
import { type MouseEvent, useId, useState } from "react";
import { Moment } from "../../components/Moment";
import { PublishNewsletterOption } from "../newsletters/PublishNewsletterOption";
import type { NewsletterPanel } from "../newsletters/use-newsletter-panel";
import { OFFLINE_FAILURE } from "../shared/action-result";
import { Dialog } from "../shared/Dialog";
import { siteViewHref } from "../shared/kitchen-sections";
import { SaveStatus } from "../shared/SaveStatus";
import { useJsonAction } from "../shared/use-json-action";
import { recipePreviewPath } from "./PreviewButton";
import type { RecipeActionResult } from "./recipe-action-types";
import { recipeName } from "./recipe-name";
import { StatusBadge } from "./StatusBadge";
import type { useRecipeSave } from "./use-recipe-save";

/** The id of the preview form, which sits outside the editor's own form (forms don't nest). */
export const PREVIEW_FORM_ID = "recipe-preview-form";

type Props = {
  recipe: ManageRecipe;
  siteSlug: string;
  /** The recipe's newsletter: the publish dialog offers to e-mail it. */
  newsletter: NewsletterPanel;
  title: string;
  siteUrl: string;
  actionPath: string;
  save: ReturnType<typeof useRecipeSave>;
  onSaveNow(): Promise<boolean>;
  /** The recipe after publish or unpublish; `emailed` when the publish e-mailed it too. */
  onStatusChange(recipe: ManageRecipe, emailed: boolean): void;
  /** True while deleting: the page is about to be left on purpose. */
  onLeaving(leaving: boolean): void;
};

type Open = "publish" | "unpublish" | "delete" | null;

/**
 * The editor's sticky bar: the recipe's name and status, whether it is saved, and what to do
 * with it (Preview, Publish / Update / Unpublish, Delete). On a phone only the save line and
 * the actions stay on screen, in one row: the name scrolls away with the page, and the
 * actions besides Publish or Update sit behind "More" (kitchen.css, .recipe-editor__bar).
 */
export function EditorBar({
  recipe,
  siteSlug,
  newsletter,
  title,
  siteUrl,
  actionPath,
  save,
  onSaveNow,
  onStatusChange,
  onLeaving,
}: Props) {
  const published = recipe.status === "published";
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState(recipe.newsletterNote ?? "");
  const [sendNewsletter, setSendNewsletter] = useState(false);
  const [recipients, setRecipients] = useState<NewsletterRecipients>("everyone");
  // One key per publish dialog: a retried publish makes one send, a later one its own.
  const [publishKey, setPublishKey] = useState(() => crypto.randomUUID());
  const status = useJsonAction<RecipeActionResult>();
  const name = recipeName(title);
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  // The Scheduled page: this draft chosen in its form, or its place in the list once scheduled.
  const scheduledPage = `/kitchen/${encodeURIComponent(siteSlug)}/scheduled`;

  const close = () => {
    setOpen(null);
    setError(null);
  };

  const publish = async () => {
    setBusy(true);
    setError(null);
    // Only a ticked box e-mails anyone: the API sends when the newsletter object is there.
    const result = await save.send("publish", {
      newsletter: sendNewsletter ? { note: note.trim() || null, recipients } : null,
      ...(sendNewsletter ? { idempotencyKey: publishKey } : {}),
    });
    setBusy(false);
    if (result.ok) {
      onStatusChange(result.recipe, sendNewsletter);
      if (sendNewsletter) {
        setSendNewsletter(false);
        setPublishKey(crypto.randomUUID());
        void newsletter.refresh();
      }
      close();
    } else if (result.reason === "conflict") {
      // The notice under the bar asks which version to keep; publishing waits for that.
      close();
    } else {
      setError(
        result.reason === "invalid"
          ? "It could not be published: the fields that need attention are listed above the form."
          : result.message,
      );
    }
  };

  const unpublish = async () => {
    setBusy(true);
    setError(null);
    const result =
      (await status.call(actionPath, { intent: "unpublish" }, { timeoutMs: 30_000 })) ??
      OFFLINE_FAILURE;
    setBusy(false);
    if (result.ok) {
      onStatusChange(result.recipe, false);
      close();
    } else setError(result.message);
  };

  const remove = async () => {
    setBusy(true);
    setError(null);
    onLeaving(true);
    // Success redirects to the recipe list; only a failure comes back here.
    const result =
      (await status.call(actionPath, { intent: "delete", title: name }, { timeoutMs: 30_000 })) ??
      OFFLINE_FAILURE;
    onLeaving(false);
    setBusy(false);
    if (!result.ok) setError(result.message);
  };

  /**
   * The preview shows what is saved: unsaved draft edits are saved first. The new tab is
   * opened at once (a tab opened after an await would be taken for a pop-up) and the
   * preview form is then sent into it.
   */
  const preview = async (event: MouseEvent<HTMLButtonElement>) => {
    const form = document.getElementById(PREVIEW_FORM_ID) as HTMLFormElement | null;
    const path = form?.elements.namedItem("path") as HTMLInputElement | null;
    if (!form || !path) return;
    path.value = recipePreviewPath(recipe.slug);
    form.target = "_blank";
    if (published || !save.dirty) return; // the button submits the form itself
    event.preventDefault();
    const tab = `preview-${recipe.id}`;
    const opened = window.open("about:blank", tab);
    const result = await save.send("save");
    if (!result.ok) {
      opened?.close();
      return;
    }
    path.value = recipePreviewPath(result.recipe.slug);
    form.target = tab;
    form.submit();
  };

  return (
    <div className="recipe-editor__bar">
      <div className="recipe-editor__heading">
        <h1 id="recipe-editor-title">{name}</h1>
        <StatusBadge status={recipe.status} scheduled={recipe.schedule !== null} />
        {recipe.privacySetting === "subscribers_only" ? (
          <span className="status-badge status-badge--subscribers">Subscribers</span>
        ) : null}
      </div>
      <div className="kpage-header__actions recipe-editor__actions">
        <SaveStatus
          state={save.state}
          autosave={!published}
          detail={save.general}
          onRetry={() => void onSaveNow()}
        />
        <div className="recipe-editor__more" id={moreId} data-open={moreOpen || undefined}>
          <button
            type="submit"
            form={PREVIEW_FORM_ID}
            className="button button--secondary"
            onClick={preview}
          >
            Preview<span className="visually-hidden"> (opens in a new tab)</span>
          </button>
          {published ? (
            <>
              <a
                className="button button--secondary"
                href={siteViewHref(siteSlug, `/recipes/${encodeURIComponent(recipe.slug)}`)}
                target="_blank"
                rel="noreferrer"
              >
                View on site<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setOpen("unpublish")}
              >
                Unpublish
              </button>
            </>
          ) : null}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setOpen("delete")}
          >
            Delete
          </button>
        </div>
        {published ? (
          <button
            type="button"
            className="button button--primary"
            aria-disabled={!save.dirty}
            onClick={() => {
              if (save.dirty) void onSaveNow();
            }}
          >
            Update
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setOpen("publish")}
          >
            Publish
          </button>
        )}
        {/* Shown on a phone only; elsewhere the actions it holds are always in view. */}
        <button
          type="button"
          className="button button--secondary recipe-editor__more-toggle"
          aria-expanded={moreOpen}
          aria-controls={moreId}
          onClick={() => setMoreOpen((shown) => !shown)}
        >
          More<span className="visually-hidden"> actions</span>
        </button>
      </div>

      {open === "publish" ? (
        <Dialog
          title={`Publish “${name}”?`}
          confirmLabel={sendNewsletter ? "Publish and e-mail" : "Publish"}
          busy={busy}
          busyLabel="Publishing…"
          // Room for the e-mail's preview.
          wide={sendNewsletter}
          initialFocus="confirm"
          error={error}
          onConfirm={publish}
          onClose={close}
        >
          <p>
            It will appear on your site at {siteUrl.replace(/^https?:\/\//, "")}/recipes/
            {recipe.slug}
            {recipe.privacySetting === "subscribers_only"
              ? ", in full for paid subscribers only"
              : ""}
            .
          </p>
          {recipe.schedule ? (
            <p>
              It is scheduled to publish on <Moment iso={recipe.schedule.publishAt} />.{" "}
              <Link to={`${scheduledPage}#scheduled-${recipe.id}`}>Change the schedule</Link>
            </p>
          ) : (
            <p>
              <Link to={`${scheduledPage}?recipe=${recipe.id}`}>Schedule it for later instead</Link>
            </p>
          )}
          <PublishNewsletterOption
            panel={newsletter}
            siteSlug={siteSlug}
            subscribersOnly={recipe.privacySetting === "subscribers_only"}
            send={sendNewsletter}
            onSendChange={setSendNewsletter}
            note={note}
            onNoteChange={setNote}
            recipients={recipients}
            onRecipientsChange={setRecipients}
            saveFirst={async () => !save.dirty || (await onSaveNow())}
          />
        </Dialog>
      ) : null}
      {open === "unpublish" ? (
        <Dialog
          title={`Unpublish “${name}”?`}
          confirmLabel="Unpublish"
          busy={busy}
          busyLabel="Unpublishing…"
          error={error}
          onConfirm={unpublish}
          onClose={close}
        >
          <p>
            It goes back to being a draft: visitors can no longer see it. You can publish it again.
          </p>
        </Dialog>
      ) : null}
      {open === "delete" ? (
        <Dialog
          title={`Delete “${name}”?`}
          confirmLabel="Delete recipe"
          tone="danger"
          busy={busy}
          busyLabel="Deleting…"
          error={error}
          onConfirm={remove}
          onClose={close}
        >
          <p>
            “{name}” will be deleted for good{published ? " and removed from your site" : ""}. This
            can't be undone.
          </p>
        </Dialog>
      ) : null}
    </div>
  );
}
