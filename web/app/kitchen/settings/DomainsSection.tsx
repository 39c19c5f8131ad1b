import { Form, useActionData, useNavigation } from "@remix-run/react";
import type { CustomDomain } from "@schema/api/manage-domains";
import { useEffect, useRef, useState } from "react";
import { Moment } from "../../components/Moment";
import { useDayOf } from "../../lib/days";
import { useHydrated } from "../../lib/use-hydrated";
import { ConfirmButton } from "../sections/ConfirmButton";
import {
  cloudflareWords,
  DOMAIN_STATUS,
  dnsRows,
  domainExplanation,
  isApexDomain,
} from "../sections/domain-display";
import { resultFor, type SectionResult } from "../sections/section-result";
import { settingsPath } from "./settings-paths";

export const DOMAIN_INTENTS = {
  add: "add-domain",
  verify: "verify-domain",
  remove: "remove-domain",
} as const;

type Props = { domains: CustomDomain[]; siteUrl: string; siteSlug: string };

/**
 * Custom domains on the settings page: add one, see the DNS records to create, check it
 * ("Check now") and remove it. Each is its own small form beside the settings form, answered
 * by the settings' domains route (settings-paths.ts).
 */
export function DomainsSection({ domains, siteUrl, siteSlug }: Props) {
  const result = useActionData<SectionResult>();
  const action = settingsPath(siteSlug, "domains");
  const navigation = useNavigation();
  const addResult = resultFor(result, DOMAIN_INTENTS.add);
  const adding =
    navigation.state !== "idle" && navigation.formData?.get("intent") === DOMAIN_INTENTS.add;
  const addError =
    addResult && !addResult.ok ? (addResult.issues[0]?.message ?? addResult.message) : null;
  const removed = resultFor(result, DOMAIN_INTENTS.remove);
  const addForm = useRef<HTMLFormElement>(null);

  // Added: the field is ready for another, and focus goes to the new domain, whose DNS
  // records are the next step (the button, disabled while adding, had dropped it).
  useEffect(() => {
    if (!addResult?.ok) return;
    addForm.current?.reset();
    if (addResult.subject) document.getElementById(`domain-${addResult.subject}`)?.focus();
  }, [addResult]);

  return (
    <section className="ksection" aria-labelledby="domains-heading" id="domains">
      <h2 id="domains-heading" className="ksection__legend">
        Custom domains
      </h2>
      <p className="ksection__description">
        Your site is always at <a href={siteUrl}>{siteUrl.replace(/^https?:\/\//, "")}</a>. Add a
        domain you own to show it there too; once it is active, that address redirects to it.
      </p>
      <p className="ksection__description">
        A name like www.example.com or recipes.example.com takes a plain CNAME record. The root of a
        domain (example.com) cannot hold a CNAME at most DNS providers: use their ALIAS, ANAME or
        “flattened” CNAME there, or add www.example.com and let your provider redirect example.com
        to it.
      </p>
      <Form ref={addForm} method="post" action={action} className="domain-add" preventScrollReset>
        <input type="hidden" name="intent" value={DOMAIN_INTENTS.add} />
        <div className="field kfield">
          <label htmlFor="domain-hostname">Domain</label>
          <p className="field__hint" id="domain-hostname-hint">
            Like recipes.example.com or www.example.com
          </p>
          <input
            id="domain-hostname"
            name="hostname"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            required
            maxLength={253}
            aria-invalid={addError ? true : undefined}
            aria-describedby={`domain-hostname-hint${addError ? " domain-hostname-error" : ""}`}
          />
          {addError ? (
            <p className="field__error" id="domain-hostname-error">
              {addError}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--secondary" disabled={adding}>
          {adding ? "Adding…" : "Add domain"}
        </button>
      </Form>
      <p role="status" className="list-summary">
        {addResult?.ok ? addResult.message : removed?.ok ? removed.message : ""}
      </p>
      {domains.length ? (
        <ul className="domain-list">
          {domains.map((domain) => (
            <DomainItem key={domain.id} domain={domain} result={result} action={action} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function DomainItem({
  domain,
  result,
  action,
}: {
  domain: CustomDomain;
  result: SectionResult | undefined;
  action: string;
}) {
  const dayOf = useDayOf();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<string | null>(null);
  const checked = resultFor(result, DOMAIN_INTENTS.verify, domain.id);
  const failedRemove = resultFor(result, DOMAIN_INTENTS.remove, domain.id);
  const checking =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === DOMAIN_INTENTS.verify &&
    navigation.formData?.get("domainId") === domain.id;
  const status = DOMAIN_STATUS[domain.status];
  const headingId = `domain-${domain.id}`;

  const copy = async (value: string, what: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(`${what} copied.`);
    } catch {
      setCopied(`Couldn't copy: select the ${what.toLowerCase()} and copy it yourself.`);
    }
  };

  // Kept visible after verifying too: each "Check now" looks for the TXT record again.
  const records = (
    <div className="table-scroll">
      <table className="section-table section-table--compact section-table--cards dns-table">
        <caption>DNS records for {domain.hostname}</caption>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Name</th>
            <th scope="col">Value</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {dnsRows(domain).map((row) => (
            <tr key={`${row.type} ${row.name}`}>
              <th scope="row">{row.type}</th>
              <td data-label="Name">
                <code>{row.name}</code>
              </td>
              <td data-label="Value">
                <code className="dns-table__value">{row.value}</code>
                {hydrated ? (
                  <button
                    type="button"
                    className="button button--link dns-table__copy"
                    onClick={() => copy(row.value, `${row.type} value`)}
                  >
                    Copy<span className="visually-hidden"> the {row.type} value</span>
                  </button>
                ) : null}
              </td>
              <td data-label="Why">{row.purpose}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <li className="domain" aria-labelledby={headingId}>
      <div className="domain__header">
        <h3 id={headingId} className="domain__name" tabIndex={-1}>
          {domain.hostname}
        </h3>
        <span className={`status-badge status-badge--domain-${domain.status}`}>{status.label}</span>
      </div>
      <p>
        {domainExplanation(domain)}
        {domain.verifiedAt && domain.status === "active"
          ? ` Verified ${dayOf(domain.verifiedAt)}.`
          : ""}
      </p>
      {domain.cloudflare ? (
        <p className="domain__cloudflare">
          Address: {cloudflareWords(domain.cloudflare.status)}. HTTPS certificate:{" "}
          {cloudflareWords(domain.cloudflare.sslStatus)}.
          {/* To the minute: "Check now" must visibly have done something. */}
          {domain.cloudflare.checkedAt ? (
            <>
              {" "}
              Last checked <Moment iso={domain.cloudflare.checkedAt} />.
            </>
          ) : null}
        </p>
      ) : null}
      {domain.cloudflare?.errors.length ? (
        <ul className="field__error" aria-label={`Problems reported for ${domain.hostname}`}>
          {domain.cloudflare.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
      {domain.status === "active" ? (
        <details className="domain__records">
          <summary>DNS records</summary>
          {records}
        </details>
      ) : (
        records
      )}
      {domain.status !== "active" && isApexDomain(domain.hostname) ? (
        <p className="field__hint">
          {domain.hostname} is the root of its domain: many DNS providers take an ALIAS, ANAME or
          “flattened” CNAME there instead of a plain CNAME.
        </p>
      ) : null}
      <div className="domain__actions">
        <Form method="post" action={action} preventScrollReset className="inline-form">
          <input type="hidden" name="intent" value={DOMAIN_INTENTS.verify} />
          <input type="hidden" name="domainId" value={domain.id} />
          <button
            type="submit"
            className="button button--secondary button--small"
            disabled={checking}
          >
            {checking ? "Checking…" : "Check now"}
            <span className="visually-hidden"> {domain.hostname}</span>
          </button>
        </Form>
        <ConfirmButton
          small
          intent={DOMAIN_INTENTS.remove}
          action={action}
          label={
            <>
              Remove<span className="visually-hidden"> {domain.hostname}</span>
            </>
          }
          title={`Remove ${domain.hostname}?`}
          confirmLabel="Remove domain"
          fields={{ domainId: domain.id }}
        >
          <p>
            {domain.status === "active"
              ? "Visitors going to this address will no longer reach your site."
              : "You can add it again later; it will need a new check."}
          </p>
        </ConfirmButton>
      </div>
      <p role="status" className="domain__result" data-ok={checked?.ok ? "" : undefined}>
        {/* Said once the page shows the new status too (the list reloads after the answer). */}
        {checked && navigation.state === "idle" ? checked.message : (copied ?? "")}
      </p>
      {failedRemove && !failedRemove.ok ? (
        <p className="field__error" role="alert">
          {failedRemove.message}
        </p>
      ) : null}
    </li>
  );
}
