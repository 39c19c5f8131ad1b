import { youtubeVideoId } from "../../lib/youtube";

/**
 * Authors paste a YouTube address more often than an id, and often without its https://: the
 * id out of it, read as the pages read it. Anything else is returned trimmed, for the schema
 * to judge.
 */
export function youtubeId(input: string): string {
  const value = input.trim();
  const address = /^[\w-]+\.[\w.-]+\//.test(value) ? `https://${value}` : value;
  return youtubeVideoId(address) ?? value;
}
