import type { SiteSettings } from "@schema/api/manage-sites";
import { useState } from "react";
import { NamedCheckbox, NamedText } from "../sections/NamedFields";
import { FormSection } from "../shared/Fields";
import { SETTINGS_LABELS } from "./settings-form";

/** "Features": what the site offers (newsletters, subscriptions, paid plans, comments…). */
export function FeaturesSection({ settings }: { settings: SiteSettings }) {
  const [toggles, setToggles] = useState({
    newslettersEnabled: settings.newslettersEnabled,
    subscriptionsEnabled: settings.subscriptionsEnabled,
    paymentsEnabled: settings.paymentsEnabled,
    commentsEnabled: settings.commentsEnabled,
    nutritionHidden: settings.nutritionHidden,
  });
  const [giftsPerMonth, setGiftsPerMonth] = useState(String(settings.giftsPerMonth));
  const toggle = (name: keyof typeof toggles) => (value: boolean) =>
    setToggles((now) => ({ ...now, [name]: value }));

  return (
    <FormSection legend="Features" id="features">
      <NamedCheckbox
        name="newslettersEnabled"
        label="Newsletters"
        hint="Offer a newsletter sign-up, and e-mail subscribers about new recipes."
        checked={toggles.newslettersEnabled}
        onChange={toggle("newslettersEnabled")}
      />
      <NamedCheckbox
        name="subscriptionsEnabled"
        label="Subscriptions"
        hint="Let visitors subscribe to your site."
        checked={toggles.subscriptionsEnabled}
        onChange={toggle("subscriptionsEnabled")}
      />
      <NamedCheckbox
        name="paymentsEnabled"
        label="Paid plans"
        hint="Offer monthly and yearly plans once your Stripe account is connected and priced on the Plans page."
        checked={toggles.paymentsEnabled}
        onChange={toggle("paymentsEnabled")}
      />
      <NamedCheckbox
        name="commentsEnabled"
        label="Comments"
        hint="Let signed-in visitors comment on recipes."
        checked={toggles.commentsEnabled}
        onChange={toggle("commentsEnabled")}
      />
      <NamedCheckbox
        name="nutritionHidden"
        label="Hide nutrition facts"
        hint="No recipe shows its nutrition label. Labels are still computed, so turning this off shows them again."
        checked={toggles.nutritionHidden}
        onChange={toggle("nutritionHidden")}
      />
      <NamedText
        name="giftsPerMonth"
        label={SETTINGS_LABELS.giftsPerMonth ?? "Gift recipes"}
        hint="Readers with a paid plan can e-mail this many subscriber-only recipes to friends each month; it renews on the 1st (UTC). 0 turns gifting off."
        type="number"
        inputMode="numeric"
        min={0}
        max={50}
        value={giftsPerMonth}
        onChange={setGiftsPerMonth}
      />
    </FormSection>
  );
}
