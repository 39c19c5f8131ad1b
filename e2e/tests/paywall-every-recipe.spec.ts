import type { Browser } from "@playwright/test";
import { expect, prepareContext, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";
import { siteGet } from "../support/site-request";

/**
 * The paywall, over all the seeded data: every subscriber-only recipe of the demo site,
 * asked for through the API and through the web page (its HTML and its loader data), never
 * carries a word of its steps or notes to an anonymous visitor, a free subscriber or a
 * signed-in reader who does not subscribe; a paid subscriber and the site's owner get it all.
 */

const demo = E2E.siteUrl("demo");
const api = (path: string) => `${E2E.apiUrl}/api/v1/site/demo${path}`;

type Card = { slug: string; privacySetting: string };
type Viewer = { name: string; email: string | null; entitled: boolean };

const VIEWERS: Viewer[] = [
  { name: "anonymous", email: null, entitled: false },
  { name: "free subscriber", email: "reader@example.com", entitled: false },
  { name: "signed-in non-subscriber", email: "baker@example.com", entitled: false },
  { name: "paid subscriber", email: "paid@example.com", entitled: true },
  { name: "owner", email: "chef@example.com", entitled: true },
];

/** Every text run of a rich-text value (or anything holding one), in document order. */
function textsOf(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) textsOf(item, into);
  else if (value && typeof value === "object") {
    const node = value as Record<string, unknown>;
    if (typeof node.text === "string") into.push(node.text);
    for (const [key, child] of Object.entries(node)) if (key !== "text") textsOf(child, into);
  }
  return into;
}

async function lockedSlugs(): Promise<string[]> {
  const slugs: string[] = [];
  for (let offset = 0; ; offset += 24) {
    const page = (await (await fetch(api(`/recipes?limit=24&offset=${offset}`))).json()) as {
      recipes: Card[];
      total: number;
    };
    slugs.push(
      ...page.recipes.filter((card) => card.privacySetting !== "public").map((card) => card.slug),
    );
    if (offset + 24 >= page.total) return slugs;
  }
}

/** The viewer's session token on the demo site (null when signed out), for the API. */
async function sessionOf(browser: Browser, viewer: Viewer) {
  const context = await prepareContext(await browser.newContext({ baseURL: E2E.platformUrl }));
  const page = await context.newPage();
  if (viewer.email) await signIn(page, viewer.email, demo);
  const cookies = await context.cookies(demo);
  const token = cookies.find((cookie) => cookie.name === "rp_session")?.value ?? null;
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  return { context, token, cookie };
}

test("no subscriber-only recipe's steps or notes reach a viewer without the right, by API or page", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const slugs = await lockedSlugs();
  expect(slugs.length).toBeGreaterThanOrEqual(3);

  // What must stay behind the paywall, read as the owner: each step's and note's longer runs.
  const owner = await sessionOf(browser, VIEWERS[4] as Viewer);
  const secrets = new Map<string, string[]>();
  for (const slug of slugs) {
    const res = await fetch(api(`/recipes/${slug}`), {
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    const { recipe } = (await res.json()) as { recipe: Record<string, unknown> };
    const texts = textsOf([recipe.instructionGroups, recipe.note]).filter((t) => t.length >= 24);
    expect(texts.length, slug).toBeGreaterThan(0);
    secrets.set(slug, texts);
  }
  await owner.context.close();

  for (const viewer of VIEWERS) {
    const { context, token, cookie } = await sessionOf(browser, viewer);
    if (viewer.email) expect(token, viewer.name).toBeTruthy();
    for (const slug of slugs) {
      const fromApi = await (
        await fetch(api(`/recipes/${slug}`), {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        })
      ).text();
      // The page as the server sends it to this viewer (their cookies along), and its
      // single-fetch loader data: everything the browser would get to render or hydrate.
      const html = await siteGet("demo", `/recipes/${slug}`, {
        Accept: "text/html",
        Cookie: cookie,
      });
      const loaderData = await siteGet("demo", `/recipes/${slug}.data`, { Cookie: cookie });
      expect(html.status, `${viewer.name}, ${slug}, HTML`).toBe(200);
      expect(loaderData.status, `${viewer.name}, ${slug}, loader data`).toBe(200);
      for (const secret of secrets.get(slug) ?? []) {
        for (const [where, body] of [
          ["API", fromApi],
          ["HTML", html.body],
          ["loader data", loaderData.body],
        ] as const) {
          const label = `${viewer.name}, ${slug}, ${where}: ${secret}`;
          // HTML escapes quotes and apostrophes; compare on text that has neither.
          const probe = secret.split(/["'&<>]/).sort((a, b) => b.length - a.length)[0] ?? secret;
          if (viewer.entitled) expect(body, label).toContain(probe);
          else expect(body, label).not.toContain(probe);
        }
      }
    }
    await context.close();
  }
});
