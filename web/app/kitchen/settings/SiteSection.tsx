import type { SiteSettings } from "@schema/api/manage-sites";
import { useState } from "react";
import { NamedChoice, NamedText } from "../sections/NamedFields";
import { FormSection } from "../shared/Fields";

const MEASUREMENTS = [
  { value: "imperial", label: "US (cups, ounces)" },
  { value: "metric", label: "Metric (grams, millilitres)" },
] as const;
const TEMPERATURES = [
  { value: "fahrenheit", label: "Fahrenheit (°F)" },
  { value: "celsius", label: "Celsius (°C)" },
] as const;

type Props = {
  settings: SiteSettings;
  /** Where sites live: a site's address is `{protocol}//{slug}.{host}`. */
  platformHost: string;
  platformProtocol: string;
  /** Whether a custom domain serves the site (it keeps working when the slug changes). */
  hasActiveDomain: boolean;
  /** The title is the page's: the look's preview shows it as it is typed. */
  title: string;
  onTitleChange(title: string): void;
};

/** "Your site": the title, the address (with what changing it does) and the default units. */
export function SiteSection({
  settings,
  platformHost,
  platformProtocol,
  hasActiveDomain,
  title,
  onTitleChange,
}: Props) {
  const [slug, setSlug] = useState(settings.slug);
  const [measurement, setMeasurement] = useState<string>(settings.defaultMeasurementSystem);
  const [temperature, setTemperature] = useState<string>(settings.defaultTemperatureSystem);
  const slugChanged = slug.trim() !== settings.slug;
  const newAddress = `${platformProtocol}//${slug.trim() || "…"}.${platformHost}`;

  return (
    <FormSection legend="Your site">
      <div className="kgrid kgrid--wide">
        <NamedText
          name="title"
          label="Site title"
          value={title}
          onChange={onTitleChange}
          maxLength={200}
          required
        />
        <NamedText
          name="slug"
          label="Site address"
          hint={`Lowercase letters, digits and dashes: ${settings.slug}.${platformHost}`}
          value={slug}
          onChange={setSlug}
          maxLength={63}
          required
          autoCapitalize="none"
          spellCheck={false}
        />
      </div>
      {slugChanged ? (
        <p className="notice notice--warning" role="note">
          Changing the address changes where your site lives: it moves to{" "}
          <strong>{newAddress}</strong>. Links to the old address will lead there, and no other site
          can take it.
          {hasActiveDomain ? " Your custom domains keep working." : ""}
        </p>
      ) : null}
      <div className="kgrid kgrid--wide">
        <NamedChoice
          name="defaultMeasurementSystem"
          legend="Measurements"
          value={measurement}
          onChange={setMeasurement}
          options={MEASUREMENTS}
          hint="What recipes show first; visitors can switch."
        />
        <NamedChoice
          name="defaultTemperatureSystem"
          legend="Temperatures"
          value={temperature}
          onChange={setTemperature}
          options={TEMPERATURES}
        />
      </div>
    </FormSection>
  );
}
