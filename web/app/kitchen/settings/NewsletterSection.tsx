import {
  type SiteSettings,
  WELCOME_MESSAGE_MAX,
  WELCOME_SUBJECT_MAX,
} from "@schema/api/manage-sites";
import { useState } from "react";
import { NamedCheckbox, NamedText, NamedTextArea } from "../sections/NamedFields";
import { FormSection } from "../shared/Fields";
import { WelcomeTestButton } from "./WelcomeTestButton";

/**
 * "Newsletter": the postal address every newsletter's footer prints, whether newsletters count
 * their opens and clicks, the welcome e-mail each new subscriber gets once, and the one a
 * reader who starts paying gets instead.
 */
export function NewsletterSection({ settings }: { settings: SiteSettings }) {
  const [mailingAddress, setMailingAddress] = useState(settings.mailingAddress ?? "");
  const [analytics, setAnalytics] = useState(settings.newsletterAnalytics);
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
      <NamedCheckbox
        name="newsletterAnalytics"
        label="Count opens and clicks"
        hint="Each newsletter you send from now on counts how many readers open it and click its links, each reader once: see them with the send, in the recipe's Newsletter section. Opens are an estimate, as some mail programs load every image and some none. Who opened what is kept 14 days, then only the totals."
        checked={analytics}
        onChange={setAnalytics}
      />
      <WelcomeFields
        settings={settings}
        plan="free"
        label="Welcome e-mail"
        subjectHint={`Left empty: "Welcome to ${settings.title}".`}
        hint="Sent once to each new subscriber as they subscribe: say hello, and point them to your best recipes. Readers who pay get it too, unless you write a paid welcome below. A blank line starts a new paragraph; a web address becomes a link. Leave it empty to send none."
      />
      <WelcomeFields
        settings={settings}
        plan="paid"
        label="Paid welcome e-mail"
        subjectHint={`Left empty: "Thank you for supporting ${settings.title}".`}
        hint="If you sell paid plans: sent once to each reader who starts paying, instead of the welcome above, and to a free subscriber who upgrades. Thank them, and say what their plan opens. Leave it empty to send paying readers the welcome above, if they have not had it."
      />
    </FormSection>
  );
}

/** One welcome's subject, message and test, under the names the settings body reads. */
function WelcomeFields({
  settings,
  plan,
  label,
  subjectHint,
  hint,
}: {
  settings: SiteSettings;
  plan: "free" | "paid";
  label: string;
  subjectHint: string;
  hint: string;
}) {
  const names =
    plan === "paid"
      ? ({ subject: "paidWelcomeSubject", message: "paidWelcomeMessage" } as const)
      : ({ subject: "welcomeSubject", message: "welcomeMessage" } as const);
  const [subject, setSubject] = useState(settings[names.subject] ?? "");
  const [message, setMessage] = useState(settings[names.message] ?? "");
  return (
    <>
      <NamedText
        name={names.subject}
        label={`${label} subject`}
        hint={subjectHint}
        value={subject}
        onChange={setSubject}
        maxLength={WELCOME_SUBJECT_MAX}
      />
      <NamedTextArea
        name={names.message}
        label={label}
        hint={hint}
        value={message}
        onChange={setMessage}
        rows={6}
        maxLength={WELCOME_MESSAGE_MAX}
      />
      <WelcomeTestButton
        siteSlug={settings.slug}
        plan={plan}
        name={label}
        subject={subject}
        message={message}
      />
    </>
  );
}
