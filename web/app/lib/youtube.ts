/**
 * YouTube videos, the one video service recipes and collections embed
 * (docs/spec/visitor-experience.md §2: "video by id is embedded"). Embeds come from the
 * privacy-enhanced host, so no tracking cookies are set before the visitor plays.
 */

const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * A YouTube video id from what a creator saved, pasted or wrote (a collection's youtube=
 * paragraph), or what an imported page named: the id itself, or a watch, share, embed, shorts
 * or live address. Anything else is null, so nothing odd reaches an iframe's src or the
 * structured data. The one reader of a video's id: the pages, the kitchen's editor
 * (kitchen/recipes/video-id.ts) and the worker's importer use it.
 */
export function youtubeVideoId(value: string | null | undefined): string | null {
  const trimmed = (value ?? "").trim();
  if (VIDEO_ID.test(trimmed)) return trimmed;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m|music)\./, "");
  let candidate: string | null = null;
  if (host === "youtu.be") candidate = url.pathname.split("/")[1] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const [kind, id] = url.pathname.split("/").filter(Boolean);
    if (kind === "watch") candidate = url.searchParams.get("v");
    else if (kind && ["embed", "shorts", "live", "v"].includes(kind)) candidate = id ?? null;
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

export const youtubeEmbedUrl = (videoId: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`;

export const youtubeWatchUrl = (videoId: string) =>
  `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;

export const youtubeThumbnailUrl = (videoId: string) =>
  `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;

/**
 * The address a page's player loads. enablejsapi lets the recipe page's slider pause a video
 * the reader moved away from; rel=0 keeps suggestions to the same channel; playsinline keeps it
 * in the page on an iPhone.
 */
export const youtubePlayerUrl = (videoId: string) =>
  `${youtubeEmbedUrl(videoId)}?enablejsapi=1&rel=0&playsinline=1`;
