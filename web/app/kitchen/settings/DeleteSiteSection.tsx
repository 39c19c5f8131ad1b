import { Form, useActionData, useNavigation } from "@remix-run/react";
import { DELETION_UNDO_DAYS } from "@schema/api/deletion";
import { HOST_MEMO_SECONDS } from "../../lib/host-memo";
import { resultFor, type SectionResult } from "../sections/section-result";
import { settingsPath } from "./settings-paths";

export const DELETE_SITE_INTENT = "delete-site";

/**
 * The settings page's danger zone: the owner deletes the site by typing its address (the
 * slug), which is the confirmation, so it works the same with or without script; the
 * settings' delete route answers it (settings-paths.ts). Managers
 * see who can instead of a form that would refuse them.
 */
export function DeleteSiteSection({ slug, isOwner }: { slug: string; isOwner: boolean }) {
  const result = resultFor(useActionData<SectionResult>(), DELETE_SITE_INTENT);
  const navigation = useNavigation();
  const deleting =
    navigation.state !== "idle" && navigation.formData?.get("intent") === DELETE_SITE_INTENT;
  const error = result && !result.ok ? (result.issues[0]?.message ?? result.message) : null;

  return (
    <section className="ksection danger-zone" aria-labelledby="delete-site-heading" id="delete">
      <h2 id="delete-site-heading" className="ksection__legend">
        Delete this site
      </h2>
      <p className="ksection__description">
        Its pages go offline within {HOST_MEMO_SECONDS} seconds at every address (its subdomain and
        its custom domains), readers' paid subscriptions are cancelled (they are told by e-mail) and
        its custom domains are removed. A Pro plan you pay for ends with its paid period. For{" "}
        {DELETION_UNDO_DAYS} days you can restore it from your kitchen, recipes and pictures
        included, and a plan still in its period renews again; after that it is gone for good.
      </p>
      {isOwner ? (
        <Form method="post" action={settingsPath(slug, "delete")} className="stack">
          <input type="hidden" name="intent" value={DELETE_SITE_INTENT} />
          <div className="field kfield">
            <label htmlFor="delete-site-confirm">Type {slug} to confirm</label>
            <input
              id="delete-site-confirm"
              name="confirmSlug"
              autoComplete="off"
              spellCheck={false}
              required
              maxLength={120}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "delete-site-error" : undefined}
            />
            {error ? (
              <p className="field__error" id="delete-site-error">
                {error}
              </p>
            ) : null}
          </div>
          <div>
            <button type="submit" className="button button--danger" disabled={deleting}>
              {deleting ? "Deleting…" : "Delete this site"}
            </button>
          </div>
        </Form>
      ) : (
        <p>Only the site's owner can delete it.</p>
      )}
    </section>
  );
}
