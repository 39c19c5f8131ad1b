import { useEffect, useId, useRef, useState } from "react";

/**
 * The new token's secret, shown this once (the API keeps only its hash). Focus moves here so
 * a screen reader hears it; the field selects itself for copying, and Copy uses the clipboard.
 */
export function ApiTokenSecret({ name, secret }: { name: string; secret: string }) {
  const id = useId();
  const panel = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    setCopied(false);
    panel.current?.focus();
  }, [secret]);
  return (
    <section
      ref={panel}
      className="api-token-secret panel"
      tabIndex={-1}
      aria-labelledby={`${id}-h`}
    >
      <h2 id={`${id}-h`}>Your new token “{name}”</h2>
      <p>Copy it now and keep it somewhere safe: it will not be shown again.</p>
      <label htmlFor={id} className="visually-hidden">
        Token
      </label>
      <div className="api-token-secret__row">
        <input
          id={id}
          className="api-token-secret__value"
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="button"
          onClick={async () => {
            await navigator.clipboard.writeText(secret);
            setCopied(true);
          }}
        >
          {copied ? "Copied" : "Copy"}
        </button>
      </div>
      <p className="subdued">
        Send it as <code>Authorization: Bearer {secret.slice(0, 8)}…</code>; see the{" "}
        <a href="/developers/api">API reference</a>.
      </p>
    </section>
  );
}
