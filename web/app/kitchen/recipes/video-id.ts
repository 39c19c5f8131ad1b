/**
 * Authors paste a YouTube address more often than an id: take the id out of any of its
 * address forms (watch?v=, youtu.be/, shorts/, embed/, live/). Anything else is returned
 * trimmed, for the schema to judge.
 */
export function youtubeId(input: string): string {
  const value = input.trim();
  if (!/[/.?=]/.test(value)) return value;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return value;
  }
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, "");
  if (host === "youtu.be") return url.pathname.split("/")[1] ?? value;
  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const v = url.searchParams.get("v");
    if (v) return v;
    const match = /^\/(?:shorts|embed|live|v)\/([^/?#]+)/.exec(url.pathname);
    if (match?.[1]) return match[1];
  }
  return value;
}
