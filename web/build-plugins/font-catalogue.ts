import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import { fromBuffer } from "@capsizecss/unpack";
// A relative path, not the `@schema/*` alias: Vite bundles its config's imports with bare
// specifiers left to Node, which knows no path aliases.
import { fontFamilies, typeThemes } from "../../schema/reference/type-themes";
import type { FallbackFace, FontCatalogue } from "../app/lib/fonts/catalogue";

/** Where the build puts the font files: /assets/* is cached for a year (public/_headers). */
const FONT_DIR = "assets/fonts";

/** Weights shipped for a family no type theme uses yet: its regular and its bold. */
const UNTHEMED_WEIGHTS = [400, 700];

/**
 * Local faces a fallback can scale. Liberation and the Croscore fonts (Arimo, Tinos) share
 * Arial's and Times New Roman's metrics, so the same overrides fit them on Linux and ChromeOS.
 */
const FALLBACKS = {
  serif: {
    metrics: timesNewRoman,
    local: ["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif", "Tinos"],
  },
  sans: { metrics: arial, local: ["Arial", "ArialMT", "Liberation Sans", "Arimo"] },
};

export type BuiltFontFile = { fileName: string; source: Uint8Array };

/** The @fontsource package id of a family: "Source Serif 4" is @fontsource/source-serif-4. */
export const fontsourceId = (family: string) => family.toLowerCase().replaceAll(" ", "-");

/**
 * Each family's weights: the ones the type themes give it, so no unused file ships (none
 * for a family no theme uses).
 */
export function weightsByFamily(): Map<string, number[]> {
  const weights = new Map<string, Set<number>>(fontFamilies.map((family) => [family, new Set()]));
  for (const theme of typeThemes) {
    weights.get(theme.displayFontFamily)?.add(theme.displayFontNormalWeight);
    weights.get(theme.displayFontFamily)?.add(theme.displayFontBoldWeight);
    weights.get(theme.narrativeFontFamily)?.add(theme.narrativeFontNormalWeight);
    weights.get(theme.narrativeFontFamily)?.add(theme.narrativeFontBoldWeight);
  }
  return new Map([...weights].map(([family, set]) => [family, [...set].sort((a, b) => a - b)]));
}

type FontsourceMetadata = { family: string; weights: number[]; category: string };

/**
 * Reads every family's latin woff2 files from its @fontsource package (installed as a
 * devDependency), names each by its content hash, and measures the fallback face from the
 * font itself with Capsize (size-adjust from the average latin character width, ascent,
 * descent and line gap from the font's tables). `root` is any folder inside the project.
 */
export async function buildFontCatalogue(
  root: string,
): Promise<{ catalogue: FontCatalogue; files: BuiltFontFile[] }> {
  const require = createRequire(path.join(root, "package.json"));
  const catalogue: FontCatalogue = { unicodeRange: "", families: {} };
  const files: BuiltFontFile[] = [];
  for (const [family, themed] of weightsByFamily()) {
    const id = fontsourceId(family);
    const packageDir = path.dirname(require.resolve(`@fontsource/${id}/package.json`));
    const metadata = JSON.parse(
      await readFile(path.join(packageDir, "metadata.json"), "utf8"),
    ) as FontsourceMetadata;
    // A family no theme uses gets those of its regular and bold it has (DM Serif Display
    // has only a regular).
    const weights =
      themed.length > 0 ? themed : UNTHEMED_WEIGHTS.filter((w) => metadata.weights.includes(w));
    if (!catalogue.unicodeRange) {
      const ranges = JSON.parse(await readFile(path.join(packageDir, "unicode.json"), "utf8"));
      catalogue.unicodeRange = ranges.latin;
    }
    const entry: FontCatalogue["families"][string] = { files: [], fallback: undefined as never };
    // Measured on the weight closest to regular: the one most of a page's text is set in.
    const measured = [...weights].sort((a, b) => Math.abs(a - 400) - Math.abs(b - 400))[0];
    for (const weight of weights) {
      if (!metadata.weights.includes(weight)) {
        throw new Error(
          `${family} has no weight ${weight} (it has ${metadata.weights.join(", ")})`,
        );
      }
      const source = new Uint8Array(
        await readFile(path.join(packageDir, "files", `${id}-latin-${weight}-normal.woff2`)),
      );
      const hash = createHash("sha256").update(source).digest("hex").slice(0, 10);
      const fileName = `${FONT_DIR}/${id}-latin-${weight}-normal-${hash}.woff2`;
      files.push({ fileName, source });
      entry.files.push({ weight, url: `/${fileName}`, bytes: source.byteLength });
      if (weight === measured) {
        entry.fallback = await fallbackFace(family, metadata.category, source);
      }
    }
    catalogue.families[family] = entry;
  }
  return { catalogue, files };
}

async function fallbackFace(
  family: string,
  category: string,
  woff2: Uint8Array,
): Promise<FallbackFace> {
  const metrics = await fromBuffer(Buffer.from(woff2));
  const local = category === "serif" ? FALLBACKS.serif : FALLBACKS.sans;
  const { fontFaces } = createFontStack([{ ...metrics, familyName: family }, local.metrics], {
    fontFaceFormat: "styleObject",
  });
  const face = fontFaces[0]?.["@font-face"];
  if (!face?.sizeAdjust || !face.ascentOverride || !face.descentOverride) {
    throw new Error(`Capsize gave no fallback metrics for ${family}`);
  }
  return {
    family: `${family} Fallback`,
    local: local.local,
    sizeAdjust: String(face.sizeAdjust),
    ascentOverride: String(face.ascentOverride),
    descentOverride: String(face.descentOverride),
    lineGapOverride: String(face.lineGapOverride ?? "0%"),
  };
}
