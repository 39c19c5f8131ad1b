import { z } from "zod";
import type { ApiArgs } from "../../lib/api.server";
import { siteParam } from "../../lib/host.server";
import { sectionFailed, sectionSaved, unknownIntent } from "../sections/section-action.server";
import { callManage } from "../shared/manager.server";
import { DOMAIN_INTENTS } from "./DomainsSection";

const INTENTS: ReadonlySet<string> = new Set(Object.values(DOMAIN_INTENTS));

/** Whether a posted intent is one of the custom domains section's forms. */
export const isDomainIntent = (intent: string) => INTENTS.has(intent);

/** The custom domains section's forms: add a domain, check one ("Check now"), remove one. */
export async function domainAction(
  args: ApiArgs,
  site: { slug: string },
  intent: string,
  form: FormData,
) {
  if (intent === DOMAIN_INTENTS.add) {
    const result = await callManage(args, (manage) =>
      manage[":siteSlug"]["custom-domains"].$post({
        param: siteParam(site),
        json: { hostname: String(form.get("hostname") ?? "") },
      }),
    );
    if (!result.ok) return sectionFailed(intent, result);
    return sectionSaved(
      intent,
      `Added ${result.body.domain.hostname}. Create its DNS records, then choose Check now.`,
      result.body.domain.id,
    );
  }
  const id = z.uuid().safeParse(form.get("domainId"));
  if (!id.success) return unknownIntent(intent);
  const param = { ...siteParam(site), domainId: id.data };
  if (intent === DOMAIN_INTENTS.verify) {
    const result = await callManage(args, (manage) =>
      manage[":siteSlug"]["custom-domains"][":domainId"].verify.$post({ param }),
    );
    if (!result.ok) return sectionFailed(intent, result, id.data);
    return sectionSaved(intent, result.body.check.message, id.data);
  }
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"]["custom-domains"][":domainId"].$delete({ param }),
  );
  if (!result.ok) return sectionFailed(intent, result, id.data);
  return sectionSaved(intent, "Domain removed.", id.data);
}
