/**
 * A site's Google Analytics measurement id (site settings googleAnalyticsId), checked against
 * the shapes Google issues so that nothing but an id reaches the page's inline script.
 */
const MEASUREMENT_ID = /^(?:G|GT|AW|DC|UA)-[A-Z0-9-]{4,24}$/;

export const validAnalyticsId = (id: string | null | undefined): string | null =>
  id && MEASUREMENT_ID.test(id.trim().toUpperCase()) ? id.trim().toUpperCase() : null;
