/**
 * The site's Google Analytics tag, loaded async so it never holds up reading. `id` was
 * checked on the server (lib/site/analytics.ts), so the inline snippet only ever carries an id.
 */
export function GoogleAnalytics({ id }: { id: string }) {
  const config = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config",${JSON.stringify(id)});`;
  return (
    <>
      <script async src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`} />
      {/* A fixed snippet around a checked id. */}
      <script dangerouslySetInnerHTML={{ __html: config }} />
    </>
  );
}
