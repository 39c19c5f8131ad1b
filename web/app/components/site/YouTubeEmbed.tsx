import { youtubeEmbedUrl } from "../../lib/site/collection-video";

/**
 * A YouTube video from the privacy-enhanced host (no cookies until the visitor plays it),
 * loaded lazily, in a 16:9 frame.
 */
export function YouTubeEmbed({ videoId, title }: { videoId: string; title: string }) {
  return (
    <div className="video-embed">
      <iframe
        src={youtubeEmbedUrl(videoId)}
        title={title}
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
