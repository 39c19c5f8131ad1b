import { useState } from "react";
import type { SiteSettings } from "@schema/api/manage-sites";
import { NamedTextArea } from "../sections/NamedFields";
import { FormSection } from "../shared/Fields";

/** "Newsletter": the postal address every newsletter's footer prints. */
export function NewsletterSection({ settings }: { settings: SiteSettings }) {
  const [mailingAddress, setMailingAddress] = useState(settings.mailingAddress ?? "");
  return (
    <FormSection legend="Newsletter" id="newsletter">
      <NamedTextArea
        name="mailingAddress"
        label="Mailing address"
        hint="Your postal address, printed in every newsletter's footer: the law on bulk e-mail (CAN-SPAM and others) requires one. Needed before your first send."
        value={mailingAddress}
        onChange={setMailingAddress}
        rows={3}
        maxLength={500}
        autoComplete="street-address"
      />
    </FormSection>
  );
}
