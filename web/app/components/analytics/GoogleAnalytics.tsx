/**
 * The site's Google Analytics tag (site settings googleAnalyticsId), loaded async after the
 * page so it never holds up reading. The id is checked against the shape Google issues, so
 * nothing but an id reaches the inline script.
 */
const MEASUREMENT_ID = /^(?:G|GT|AW|DC|UA)-[A-Z0-9-]{4,24}$/;

export const validAnalyticsId = (id: string | null | undefined): string | null =>
  id && MEASUREMENT_ID.test(id.trim().toUpperCase()) ? id.trim().toUpperCase() : null;

export function GoogleAnalytics({ id }: { id: string | null | undefined }) {
  const measurementId = validAnalyticsId(id);
  if (!measurementId) return null;
  const config = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config",${JSON.stringify(measurementId)});`;
  return (
    <>
      <script
        async
        src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`}
      />
      {/* A fixed snippet around a checked id. */}
      <script dangerouslySetInnerHTML={{ __html: config }} />
    </>
  );
}
