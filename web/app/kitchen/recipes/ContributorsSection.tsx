import { memo } from "react";
import { FormSection } from "../shared/Fields";
import { ReorderableList } from "../shared/ReorderableList";
import type { SetForm } from "./form-update";

type Props = {
  contributorIds: string[];
  /** Names of the recipe's contributors (loaded with the recipe). */
  names: ReadonlyMap<string, string>;
  setForm: SetForm;
};

/**
 * The people credited on the recipe. Only shown when the recipe has some: the site's
 * contributor list is not among the globals yet, so new ones can't be picked here.
 */
export const ContributorsSection = memo(function ContributorsSection({
  contributorIds,
  names,
  setForm,
}: Props) {
  const nameOf = (id: string, index: number) => names.get(id) ?? `Contributor ${index + 1}`;
  const set = (ids: string[]) => setForm((form) => ({ ...form, contributorIds: ids }));
  return (
    <FormSection
      legend="Contributors"
      id="section-contributors"
      description="Credited on the recipe page, in this order."
    >
      {contributorIds.length ? (
        <ReorderableList
          label="Contributors"
          items={contributorIds}
          keyOf={(id) => id}
          itemLabel={nameOf}
          onReorder={set}
          renderItem={(id, { handle, index }) => (
            <div className="kitem__header">
              <span>{nameOf(id, index)}</span>
              <span className="kitem__tools">
                {handle}
                <button
                  type="button"
                  className="icon-button icon-button--danger"
                  aria-label={`Remove ${nameOf(id, index)}`}
                  onClick={() => set(contributorIds.filter((entry) => entry !== id))}
                >
                  ×
                </button>
              </span>
            </div>
          )}
        />
      ) : (
        <p className="subdued">No contributors credited.</p>
      )}
    </FormSection>
  );
});
