import type { Plugin } from "vite";
import { buildFontCatalogue } from "./font-catalogue";

/** The module the server imports the font catalogue from (app/lib/fonts/site-fonts.server.ts). */
const VIRTUAL_ID = "virtual:self-hosted-fonts";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * The type themes' fonts, served from the site's own host: the browser build writes each
 * family's woff2 files (those weights the themes use, latin only) from its @fontsource
 * package to /assets/fonts/, named by content hash, and the server build gets the catalogue
 * of those files with each family's measured fallback face as `virtual:self-hosted-fonts`.
 * Both builds read the same packages, so the addresses the server writes are the files the
 * browser build wrote.
 */
export function selfHostedFonts(): Plugin {
  let root = process.cwd();
  let ssr = false;
  let built: Promise<Awaited<ReturnType<typeof buildFontCatalogue>>> | null = null;
  const build = () => {
    built ??= buildFontCatalogue(root);
    return built;
  };
  return {
    name: "self-hosted-fonts",
    configResolved(config) {
      root = config.root;
      ssr = Boolean(config.build.ssr);
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      const { catalogue } = await build();
      return `export const fontCatalogue = ${JSON.stringify(catalogue)};`;
    },
    async generateBundle() {
      if (ssr) return;
      const { files } = await build();
      for (const file of files) {
        this.emitFile({ type: "asset", fileName: file.fileName, source: file.source });
      }
    },
  };
}
