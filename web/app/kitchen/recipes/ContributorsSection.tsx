import { Link } from "@remix-run/react";
import { memo, useMemo, useState } from "react";
import { Combobox } from "../shared/Combobox";
import { FormSection } from "../shared/Fields";
import { kitchenPath } from "../shared/kitchen-sections";
import { ReorderableList } from "../shared/ReorderableList";
import { useRecipeEditor } from "./editor-context";
import type { SetForm } from "./form-update";
import { NewContributorDialog } from "./NewContributorDialog";

type Props = {
  contributorIds: string[];
  /** The site's contributors (globals), the people a recipe may credit. */
  contributors: { id: string; name: string }[];
  setForm: SetForm;
};

/**
 * The people credited on the recipe, in order, picked from the site's contributors, or
 * added to the site right here (a dialog) and credited at once. An id that has since left
 * the site's list still shows, by position, so it can be removed.
 */
export const ContributorsSection = memo(function ContributorsSection({
  contributorIds,
  contributors: siteContributors,
  setForm,
}: Props) {
  const { siteSlug } = useRecipeEditor();
  const [adding, setAdding] = useState(false);
  // People added from this editor since it loaded (the page does not reload for them).
  const [added, setAdded] = useState<{ id: string; name: string }[]>([]);
  const contributors = useMemo(() => [...siteContributors, ...added], [siteContributors, added]);
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
      <p className="kitem__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setAdding(true)}
        >
          Add a new contributor
        </button>{" "}
        <Link to={kitchenPath(siteSlug, "contributors")} className="small">
          Manage contributors
        </Link>
      </p>
      {adding ? (
        <NewContributorDialog
          siteSlug={siteSlug}
          onClose={() => setAdding(false)}
          onAdded={(person) => {
            setAdded((list) => [...list, person]);
            set([...contributorIds, person.id]);
            setAdding(false);
          }}
        />
      ) : null}
    </FormSection>
  );
});
