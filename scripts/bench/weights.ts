import { kb } from "./measure";
import { browserScriptWeight, pageWeight } from "./page-weight";

/**
 * Page weight alone (`npm run bench -- --weight`), for work on the browser chunks: the
 * recipe page's HTML and JS with every file it loads (raw and gzip), then the same totals
 * for the other pages readers and authors land on, so a change to the chunks shows what it
 * costs elsewhere. The kitchen needs a session, so its pages are left to a build's
 * web/build/client/.vite/manifest.json.
 */
export async function weightBench(options: {
  recipePage: string;
  otherPages: string[];
  say: (line: string) => void;
}) {
  const { say } = options;
  const weight = await pageWeight(options.recipePage);
  say(`Recipe page ${options.recipePage}`);
  say(
    `  HTML ${kb(weight.htmlGzipBytes)} gzip; JS ${kb(weight.jsGzipBytes)} gzip in ${weight.scripts} files (React, React DOM and Remix ${kb(weight.frameworkGzipBytes)}, the app ${kb(weight.jsGzipBytes - weight.frameworkGzipBytes)})`,
  );
  for (const file of weight.files) {
    say(
      `    ${file.path.padEnd(44)} ${kb(file.rawBytes).padStart(9)} ${kb(file.gzipBytes).padStart(9)} gzip`,
    );
  }
  const loaded = await browserScriptWeight(options.recipePage);
  say(
    `  Chromium by network idle: JS ${kb(loaded.jsGzipBytes)} gzip in ${loaded.scripts} files; fonts ${kb(loaded.fontBytes)} in ${loaded.fonts} woff2 files`,
  );
  for (const url of options.otherPages) {
    const other = await pageWeight(url);
    say(
      `  ${url}: HTML ${kb(other.htmlGzipBytes)} gzip; JS ${kb(other.jsGzipBytes)} gzip in ${other.scripts} files (the app ${kb(other.jsGzipBytes - other.frameworkGzipBytes)})`,
    );
  }
}
