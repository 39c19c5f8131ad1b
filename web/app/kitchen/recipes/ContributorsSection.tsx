import { memo, useMemo } from "react";
import { Combobox } from "../shared/Combobox";
import { FormSection } from "../shared/Fields";
import { ReorderableList } from "../shared/ReorderableList";
import type { SetForm } from "./form-update";

type Props = {
  contributorIds: string[];
  /** The site's contributors (globals), the people a recipe may credit. */
  contributors: { id: string; name: string }[];
  setForm: SetForm;
};

/**
 * The people credited on the recipe, in order, picked from the site's contributors. The
 * platform has no call that creates a contributor (spec §7), so the list is the site's as
 * it stands; an id that has since left it still shows, by position, so it can be removed.
 */
export const ContributorsSection = memo(function ContributorsSection({
  contributorIds,
  contributors,
  setForm,
}: Props) {
  const names = useMemo(
    () => new Map(contributors.map((person) => [person.id, person.name])),
    [contributors],
  );
  const nameOf = (id: string, index: number) => names.get(id) ?? `Contributor ${index + 1}`;
  const set = (ids: string[]) => setForm((form) => ({ ...form, contributorIds: ids }));
  const available = contributors
    .filter((person) => !contributorIds.includes(person.id))
    .map((person) => ({ value: person.id, label: person.name }));

  return (
    <FormSection
      legend="Contributors"
      id="section-contributors"
      description="The people credited under the recipe's title (and to search engines), in this order."
    >
      {contributorIds.length ? (
        <ReorderableList
          label="Credited contributors"
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
      {available.length ? (
        <Combobox
          label="Credit a contributor"
          placeholder="Search your contributors…"
          options={available}
          display=""
          clearOnChoose
          onChoose={(choice) => {
            if (choice?.kind === "option") set([...contributorIds, choice.value]);
          }}
        />
      ) : null}
    </FormSection>
  );
});
