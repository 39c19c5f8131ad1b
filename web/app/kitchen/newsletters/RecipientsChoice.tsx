import type { NewsletterRecipients } from "@schema/api/newsletter-recipients";
import type { NewsletterAudienceResponse } from "@schema/api/newsletters";
import { ChoiceField } from "../shared/Fields";
import { subscriberCount } from "./newsletter-text";

/**
 * "Send to": every subscriber, only those with paid access, or only the others, each with
 * how many that is now. Shown only where both kinds of reader are in the audience: otherwise
 * there is nothing to choose.
 */
export function RecipientsChoice({
  audience,
  value,
  onChange,
}: {
  audience: Pick<NewsletterAudienceResponse, "count" | "paid" | "free">;
  value: NewsletterRecipients;
  onChange(value: NewsletterRecipients): void;
}) {
  if (audience.paid === 0 || audience.free === 0) return null;
  return (
    <ChoiceField<NewsletterRecipients>
      legend="Send to"
      value={value}
      onChange={onChange}
      options={[
        { value: "everyone", label: `Everyone (${subscriberCount(audience.count)})` },
        {
          value: "paid",
          label: `Paid subscribers (${subscriberCount(audience.paid)})`,
          description: "Readers with a paid plan or a comp.",
        },
        { value: "free", label: `Free subscribers (${subscriberCount(audience.free)})` },
      ]}
    />
  );
}
