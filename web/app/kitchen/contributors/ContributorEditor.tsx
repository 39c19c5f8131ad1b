import {
  CONTRIBUTOR_LIMITS,
  contributorBody,
  type ManageContributor,
} from "@schema/api/manage-contributors";
import { useState } from "react";
import { EditableRows, newRowKey } from "../sections/EditableRows";
import { ImageField } from "../sections/ImageField";
import { NamedText, NamedTextArea } from "../sections/NamedFields";
import { SectionForm } from "../sections/SectionForm";
import { bodyIssues } from "../sections/section-bodies";
import { FormSection } from "../shared/Fields";
import { contributorFieldLabel, contributorFormBody, SAVE_CONTRIBUTOR } from "./contributor-form";

type LinkRow = { key: string; href: string };
const check = (form: FormData) => bodyIssues(contributorFormBody(form), contributorBody);

/** One contributor's form: name, a short bio, a photo and links to their own pages. */
export function ContributorEditor({
  siteSlug,
  contributor,
  basedOn,
}: {
  siteSlug: string;
  contributor: ManageContributor | null;
  /** The contributor's ETag: a save is refused if they changed since (SectionForm). */
  basedOn?: string;
}) {
  const [name, setName] = useState(contributor?.name ?? "");
  const [bio, setBio] = useState(contributor?.bio ?? "");
  const [links, setLinks] = useState<LinkRow[]>(
    (contributor?.links ?? []).map((href, index) => ({ key: `k${index}`, href })),
  );

  return (
    <SectionForm
      intent={SAVE_CONTRIBUTOR}
      basedOn={basedOn}
      submitLabel={contributor ? "Save contributor" : "Add contributor"}
      fieldLabel={contributorFieldLabel}
      check={check}
      leavesPage
    >
      <FormSection legend="About them">
        <NamedText
          name="name"
          label="Name"
          value={name}
          onChange={setName}
          maxLength={CONTRIBUTOR_LIMITS.name}
          required
        />
        <NamedTextArea
          name="bio"
          label="Short bio"
          hint={`A sentence or two, up to ${CONTRIBUTOR_LIMITS.bio} characters.`}
          value={bio}
          onChange={setBio}
          maxLength={CONTRIBUTOR_LIMITS.bio}
          rows={3}
        />
        <ImageField
          name="imageId"
          label="Photo"
          siteSlug={siteSlug}
          image={contributor?.image ?? null}
        />
      </FormSection>
      <FormSection
        legend="Links"
        description="Their website or profiles; search engines connect them to the recipes they're credited on."
      >
        <EditableRows
          label="Links"
          rows={links}
          onChange={setLinks}
          max={CONTRIBUTOR_LIMITS.links}
          makeRow={() => ({ key: newRowKey(), href: "" })}
          itemLabel={(row, index) => `Link ${index + 1}${row.href ? `: ${row.href}` : ""}`}
          addLabel="Add a link"
          emptyText="No links yet."
          renderRow={(row, index) => (
            <NamedText
              name={`links.${index}`}
              label={`Link ${index + 1}`}
              hint="https://…"
              inputMode="url"
              value={row.href}
              onChange={(href) =>
                setLinks((rows) => rows.map((r) => (r.key === row.key ? { ...r, href } : r)))
              }
            />
          )}
        />
      </FormSection>
    </SectionForm>
  );
}
