/**
 * Registers a creator site's service worker (/sw.js, service-worker.ts) once the page has
 * loaded, so it never competes with the page's own first requests. Only where the page names
 * a web app manifest: creator sites have one, the platform host (the kitchen, the account
 * area) has none and gets no worker. A browser that refuses (a private window, a test
 * context that blocks workers) simply reads online.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || !document.querySelector('link[rel="manifest"]')) return;
  const register = () => navigator.serviceWorker.register("/sw.js").catch(() => {});
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}
