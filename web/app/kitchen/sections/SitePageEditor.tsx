import { useLoaderData } from "@remix-run/react";
import type { SitePageKind } from "@schema/api/site-page-constants";
import { sitePageBody } from "@schema/api/site-pages";
import { FormSection } from "../shared/Fields";
import { RichTextField } from "./RichTextField";
import { SectionForm } from "./SectionForm";
import { bodyIssues } from "./section-bodies";
import type { sitePageLoader } from "./site-page-editor.server";
import { sitePageFormBody } from "./site-page-form";

type Props = {
  kind: SitePageKind;
  title: string;
  description: string;
  placeholder: string;
  /** Pages with a platform default (terms, privacy): what the site shows until saved. */
  defaultNotice?: string;
};

/** The kitchen's editor of a site's /terms, /privacy or /contact text (Lexical, as the About page). */
export function SitePageEditor({ kind, title, description, placeholder, defaultNotice }: Props) {
  const { siteUrl, page, tag, units } = useLoaderData<typeof sitePageLoader>();
  return (
    <div className="section-page">
      <header className="kpage-header">
        <h1>{title}</h1>
        <a href={`${siteUrl}/${kind}`} target="_blank" rel="noreferrer">
          View the {title}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </header>
      <SectionForm
        intent={`save-${kind}`}
        basedOn={tag}
        submitLabel={`Save ${title}`}
        fieldLabel={() => `${title} text`}
        check={(form) => bodyIssues(sitePageFormBody(form), sitePageBody)}
      >
        <FormSection legend={`${title} text`} description={description}>
          {page.isDefault && defaultNotice ? <p className="field__hint">{defaultNotice}</p> : null}
          <RichTextField
            name="body"
            label={`${title} text`}
            value={page.body}
            units={units}
            allowHeadings
            placeholder={placeholder}
          />
        </FormSection>
      </SectionForm>
    </div>
  );
}
