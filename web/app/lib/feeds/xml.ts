/** Escapes text for XML element content and attribute values. */
export const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (ch) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[ch]};`,
  );

export type SitemapEntry = { loc: string; lastmod?: string };

/** A sitemaps.org urlset (at most 50,000 URLs per file). */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries
    .slice(0, 50_000)
    .map(
      ({ loc, lastmod }) =>
        `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export type FeedItem = {
  title: string;
  link: string;
  publishedAt: string;
  categories: string[];
  image?: { url: string; width: number; height: number };
};

/** An RSS 2.0 feed of a site's newest recipes. */
export function rssXml(
  channel: { title: string; link: string; description: string; feedUrl: string },
  items: FeedItem[],
) {
  const entries = items
    .map((item) =>
      [
        "    <item>",
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${escapeXml(item.link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
        `      <pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>`,
        ...item.categories.map((category) => `      <category>${escapeXml(category)}</category>`),
        item.image
          ? `      <media:content url="${escapeXml(item.image.url)}" medium="image" width="${item.image.width}" height="${item.image.height}"/>`
          : "",
        "    </item>",
      ]
        .filter(Boolean)
        .join("\n"),
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(channel.link)}</link>
    <description>${escapeXml(channel.description)}</description>
    <atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>
${entries}
  </channel>
</rss>
`;
}

export function robotsTxt(origin: string, isPlatform: boolean): string {
  const disallow = isPlatform
    ? [
        "/kitchen",
        "/bookmarks",
        "/profile",
        "/subscriptions",
        "/create",
        "/api-tokens",
        "/sign-in",
        "/sign-up",
        "/_dev",
      ]
    : ["/sign-in", "/sign-up", "/subscribe/success"];
  return [
    "User-agent: *",
    "Allow: /",
    ...disallow.map((path) => `Disallow: ${path}`),
    ...(isPlatform ? [] : [`Sitemap: ${origin}/sitemap.xml`]),
    "",
  ].join("\n");
}
