import type { SiteSettings } from "@schema/api/manage-sites";
import { useState } from "react";
import { NamedText, NamedTextArea } from "../sections/NamedFields";
import { FormSection } from "../shared/Fields";

/** "Advanced": the Google Analytics id and the site's own CSS. */
export function AdvancedSection({ settings }: { settings: SiteSettings }) {
  const [analytics, setAnalytics] = useState(settings.googleAnalyticsId ?? "");
  const [css, setCss] = useState(settings.cssOverrides ?? "");
  return (
    <FormSection legend="Advanced">
      <NamedText
        name="googleAnalyticsId"
        label="Google Analytics id"
        hint="The measurement id, like G-XXXXXXX. Leave empty for no analytics."
        value={analytics}
        onChange={setAnalytics}
        maxLength={32}
        spellCheck={false}
      />
      <NamedTextArea
        name="cssOverrides"
        label="Custom CSS"
        hint="Added after your theme on every page of your site."
        value={css}
        onChange={setCss}
        rows={6}
        spellCheck={false}
        className="code-field"
      />
    </FormSection>
  );
}
