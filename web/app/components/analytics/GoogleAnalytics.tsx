/**
 * The site's Google Analytics tag, loaded async so it never holds up reading. `id` was
 * checked on the server (lib/site/analytics.ts), so the inline snippet only ever carries an id.
 * Both scripts carry the CSP nonce; the page's policy allows Google's hosts only when the
 * site configured an id (lib/page-policy.ts).
 */
export function GoogleAnalytics({ id, nonce }: { id: string; nonce: string }) {
  const config = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config",${JSON.stringify(id)});`;
  return (
    <>
      <script
        async
        nonce={nonce}
        suppressHydrationWarning
        src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`}
      />
      {/* A fixed snippet around a checked id. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: config }} />
    </>
  );
}
