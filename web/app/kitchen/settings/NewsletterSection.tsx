import {
  type SiteSettings,
  WELCOME_MESSAGE_MAX,
  WELCOME_SUBJECT_MAX,
} from "@schema/api/manage-sites";
import { useState } from "react";
import { NamedText, NamedTextArea } from "../sections/NamedFields";
import { FormSection } from "../shared/Fields";
import { WelcomeTestButton } from "./WelcomeTestButton";

/**
 * "Newsletter": the postal address every newsletter's footer prints, and the welcome e-mail
 * each new subscriber gets once.
 */
export function NewsletterSection({ settings }: { settings: SiteSettings }) {
  const [mailingAddress, setMailingAddress] = useState(settings.mailingAddress ?? "");
  const [welcomeSubject, setWelcomeSubject] = useState(settings.welcomeSubject ?? "");
  const [welcomeMessage, setWelcomeMessage] = useState(settings.welcomeMessage ?? "");
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
      <NamedText
        name="welcomeSubject"
        label="Welcome e-mail subject"
        hint={`Left empty: "Welcome to ${settings.title}".`}
        value={welcomeSubject}
        onChange={setWelcomeSubject}
        maxLength={WELCOME_SUBJECT_MAX}
      />
      <NamedTextArea
        name="welcomeMessage"
        label="Welcome e-mail"
        hint="Sent once to each new subscriber, free or paid, as they subscribe: say hello, and point them to your best recipes. A blank line starts a new paragraph. Leave it empty to send none."
        value={welcomeMessage}
        onChange={setWelcomeMessage}
        rows={6}
        maxLength={WELCOME_MESSAGE_MAX}
      />
      <WelcomeTestButton
        siteSlug={settings.slug}
        subject={welcomeSubject}
        message={welcomeMessage}
      />
    </FormSection>
  );
}
