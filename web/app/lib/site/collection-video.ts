import type { RichText } from "@schema/content/rich-text";
import { youtubeVideoId } from "../youtube";
import { blockText } from "./rich-text-text";

/**
 * Spec "Collection page video": a description paragraph starting with 'youtube=' is not text
 * to show; its value is the video embedded at the bottom of the collection page. A video the
 * creator saved in the collection editor (its video id) is the newer way to say the same and
 * wins over the paragraph.
 */

const PREFIX = "youtube=";

export type CollectionDescription = {
  /** The description without its youtube= paragraphs; null when nothing else is left. */
  description: RichText | null;
  /** The first usable video id named by a youtube= paragraph. */
  videoId: string | null;
};

export function splitCollectionDescription(
  doc: RichText | null | undefined,
): CollectionDescription {
  if (!doc) return { description: null, videoId: null };
  let videoId: string | null = null;
  const children = doc.children.filter((block) => {
    if (block.type !== "paragraph") return true;
    const text = blockText(block).trim();
    if (!text.toLowerCase().startsWith(PREFIX)) return true;
    videoId ??= youtubeVideoId(text.slice(PREFIX.length));
    return false;
  });
  const visible = children.some((block) => blockText(block).trim() !== "");
  return { description: visible ? { ...doc, children } : null, videoId };
}

/**
 * The collection page's text and video: the description without its youtube= paragraphs,
 * and the saved video when it is a usable id, else the first youtube= paragraph's.
 */
export function collectionPageVideo(collection: {
  description: RichText | null | undefined;
  video: { id: string } | null | undefined;
}): CollectionDescription {
  const split = splitCollectionDescription(collection.description);
  const saved = youtubeVideoId(collection.video?.id);
  return { description: split.description, videoId: saved ?? split.videoId };
}
