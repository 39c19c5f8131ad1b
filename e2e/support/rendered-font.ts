import type { Page } from "@playwright/test";

type PlatformFont = {
  familyName: string;
  postScriptName?: string;
  isCustomFont: boolean;
  glyphCount: number;
};

/**
 * The font Chromium drew most of an element's text with, as the renderer reports it (CDP
 * CSS.getPlatformFontsForNode): a web font's family name with isCustomFont, or the
 * system font it fell back to. A computed style would only repeat the declared list.
 */
export async function renderedFont(page: Page, selector: string): Promise<PlatformFont | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    if (!nodeId) return null;
    const { fonts } = (await cdp.send("CSS.getPlatformFontsForNode", { nodeId })) as {
      fonts: PlatformFont[];
    };
    return [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0] ?? null;
  } finally {
    await cdp.detach();
  }
}

/** The woff2 files the page fetched, by address. */
export function fontRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "font") seen.push(new URL(request.url()));
  });
  return seen;
}
