/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f9fc; color: #1a1f36; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; padding: 1.5rem 2rem; border-radius: 8px;
         box-shadow: 0 2px 8px rgba(0,0,0,.08); }
  .test-mode { background: #ffde92; color: #5e3b00; text-align: center; padding: .25rem; font-size: .85rem; }
  label { display: block; margin-top: 1rem; font-weight: 600; font-size: .9rem; }
  input { display: block; width: 100%; box-sizing: border-box; padding: .5rem; font-size: 1rem;
          border: 1px solid #8792a2; border-radius: 4px; }
  input[readonly] { background: #f0f2f5; }
  button { margin-top: 1.5rem; width: 100%; padding: .75rem; font-size: 1rem; font-weight: 600; color: #fff;
           background: #0a66c2; border: 0; border-radius: 4px; cursor: pointer; }
  button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #1a1f36; outline-offset: 2px; }
  .error { color: #a4101f; background: #fde8ea; padding: .5rem .75rem; border-radius: 4px; margin-top: 1rem; }
  .row { display: flex; gap: 1rem; } .row > div { flex: 1; }
  .price { font-size: 2rem; font-weight: 700; margin: 0; }
  small, .hint { color: #4f566b; font-size: .85rem; }
  main.wide { max-width: 64rem; }
  table { border-collapse: collapse; width: 100%; font-size: .85rem; }
  th, td { text-align: left; padding: .25rem .5rem; border-bottom: 1px solid #e3e8ee; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
`;

/** A complete page: lang, title, one main landmark, and the test-mode banner. */
export function page(title: string, body: string, options: { wide?: boolean } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="test-mode">Local Stripe · test mode</header>
<main${options.wide ? ' class="wide"' : ""}>
${body}
</main>
</body>
</html>`;
}
