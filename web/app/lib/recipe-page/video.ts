/**
 * Recipe videos are video-sharing-service ids (docs/spec/visitor-experience.md §2: "video by id is
 * embedded"). The embed uses the privacy-enhanced host, so no tracking cookies are set before the
 * visitor plays.
 */

// YouTube ids are 11 characters today; allow some slack but nothing that could break a URL.
const VIDEO_ID = /^[A-Za-z0-9_-]{6,32}$/;

export const isVideoId = (id: string | null | undefined): id is string =>
  typeof id === "string" && VIDEO_ID.test(id);

/** enablejsapi lets the slider pause the video when the visitor moves to another slide. */
export const youtubeEmbedUrl = (id: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?enablejsapi=1&rel=0&playsinline=1`;

export const youtubeWatchUrl = (id: string) =>
  `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;

export const youtubeThumbnailUrl = (id: string) =>
  `https://i.ytimg.com/vi/${encodeURIComponent(id)}/hqdefault.jpg`;
