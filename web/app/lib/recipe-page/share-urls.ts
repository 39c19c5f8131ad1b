/**
 * Share-menu targets (docs/spec/visitor-experience.md §2: Pin with the image-pinning service's
 * share URL, Facebook's sharer with the page URL). Plain links opened in a new tab: no third-party
 * script.
 */

export function pinterestShareUrl({
  pageUrl,
  imageUrl,
  description,
}: {
  pageUrl: string;
  imageUrl: string | null;
  description: string;
}): string {
  const params = new URLSearchParams({ url: pageUrl });
  if (imageUrl) params.set("media", imageUrl);
  if (description) params.set("description", description);
  return `https://www.pinterest.com/pin/create/button/?${params}`;
}

export function facebookShareUrl(pageUrl: string): string {
  return `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: pageUrl })}`;
}
