import { youtubePlayerUrl } from "../../lib/youtube";

/**
 * A YouTube video (the collection page's), loaded lazily, in a 16:9 frame, with the recipe
 * page's player attributes (MediaSlider.tsx: the same text there, where sharing it would put
 * it in every listing page's script).
 */
export function YouTubeEmbed({ videoId, title }: { videoId: string; title: string }) {
  return (
    <div className="video-embed">
      <iframe
        src={youtubePlayerUrl(videoId)}
        title={title}
        loading="lazy"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    </div>
  );
}
