import { CONTRIBUTOR_LIMITS } from "@schema/api/manage-contributors";
import { useState } from "react";
import type { InlineContributorResult } from "../contributors/contributor-form";
import { Dialog } from "../shared/Dialog";
import { TextAreaField, TextField } from "../shared/Fields";
import { kitchenPath } from "../shared/kitchen-sections";
import { useJsonAction } from "../shared/use-json-action";

type Props = {
  siteSlug: string;
  onAdded(person: { id: string; name: string }): void;
  onClose(): void;
};

/**
 * Adds a contributor to the site without leaving the recipe (name and a short bio; the
 * photo and links are on the Contributors page). Posts to that page's action.
 */
export function NewContributorDialog({ siteSlug, onAdded, onClose }: Props) {
  const create = useJsonAction<InlineContributorResult>();
  const [name, setName] = useState("");
  const [bio, setBio] = useState("");
  const [error, setError] = useState<string | null>(null);
  const busy = create.state !== "idle";

  const confirm = async () => {
    if (!name.trim()) {
      setError("Give their name");
      return;
    }
    setError(null);
    const result = await create.call(`${kitchenPath(siteSlug, "contributors")}?index`, {
      name,
      bio,
    });
    if (!result) return;
    if (!result.ok) {
      setError(result.message);
      return;
    }
    onAdded(result.contributor);
  };

  return (
    <Dialog
      title="New contributor"
      confirmLabel="Add and credit"
      busy={busy}
      busyLabel="Adding…"
      error={error}
      onConfirm={confirm}
      onClose={onClose}
    >
      <TextField
        label="Name"
        value={name}
        onChange={setName}
        maxLength={CONTRIBUTOR_LIMITS.name}
        required
        autoFocus
      />
      <TextAreaField
        label="Short bio"
        hint="Optional. Add a photo and links on the Contributors page."
        value={bio}
        onChange={setBio}
        maxLength={CONTRIBUTOR_LIMITS.bio}
        rows={3}
      />
    </Dialog>
  );
}
