import { useLoaderData } from "@remix-run/react";
import { sitePageBody } from "../../../../schema/api/site-pages";
import { FormSection } from "../shared/Fields";
import { RichTextField } from "./RichTextField";
import { SectionForm } from "./SectionForm";
import { bodyIssues } from "./section-bodies";
import type { sitePageLoader } from "./site-page-editor.server";
import { sitePageFormBody } from "./site-page-form";

type Props = {
  kind: "terms" | "contact";
  title: string;
  description: string;
  placeholder: string;
};

/** The kitchen's editor of a site's /terms or /contact text (Lexical, as the About page). */
export function SitePageEditor({ kind, title, description, placeholder }: Props) {
  const { siteUrl, page, units } = useLoaderData<typeof sitePageLoader>();
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
        submitLabel={`Save ${title}`}
        fieldLabel={() => `${title} text`}
        check={(form) => bodyIssues(sitePageFormBody(form), sitePageBody)}
      >
        <FormSection legend={`${title} text`} description={description}>
          {page.isDefault && kind === "terms" ? (
            <p className="field__hint">
              Your site shows the platform's standard terms below until you save your own.
            </p>
          ) : null}
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
