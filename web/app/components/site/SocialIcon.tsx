import type { ReactElement } from "react";
import { LineIcon } from "../LineIcon";

/**
 * A recognisable glyph per social platform (spec §3's list), drawn as simple line art so no
 * icon font or brand sprite is downloaded. Unknown platforms get the website globe.
 */
export function SocialIcon({ platform }: { platform: string }) {
  return <LineIcon size={20}>{GLYPHS[platform] ?? GLYPHS.website}</LineIcon>;
}

const GLYPHS: Record<string, ReactElement> = {
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </>
  ),
  facebook: (
    <path d="M14.5 8H16V4.5h-2.2A3.8 3.8 0 0 0 10 8.3V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V8.8a.8.8 0 0 1 1-.8Z" />
  ),
  pinterest: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M10.5 20.2 12.3 13M10 14.5c-1.6-2.6.4-6.5 3.6-6.2 2.7.3 3.4 3.8 1.8 5.8-1 1.2-2.6 1.1-3.1-.1" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9 5 3-5 3Z" fill="currentColor" />
    </>
  ),
  tiktok: <path d="M14 4v10.5a3.5 3.5 0 1 1-3.5-3.5M14 4c.4 2.6 2.2 4.3 5 4.5" />,
  x: <path d="M5 4l14 16M19 4 5 20" />,
  discord: (
    <>
      <path d="M7 7.5c3.2-1.4 6.8-1.4 10 0 1.6 2.6 2.4 5.3 2.2 8.3-1.4 1.1-2.9 1.8-4.4 2.2l-1-1.8M7 7.5C5.4 10.1 4.6 12.8 4.8 15.8c1.4 1.1 2.9 1.8 4.4 2.2l1-1.8M8 15.5c2.6 1.2 5.4 1.2 8 0" />
      <circle cx="9.5" cy="12.5" r="1" fill="currentColor" />
      <circle cx="14.5" cy="12.5" r="1" fill="currentColor" />
    </>
  ),
  substack: <path d="M5.5 4.5h13M5.5 8h13M5.5 11.5h13V20L12 16.5 5.5 20Z" />,
  amazon: (
    <>
      <path d="M4 15.5c4.8 3 11.2 3 16 0" />
      <path d="M17 14.5l3 1-1 3" />
      <path d="M9 6.5c.5-1.3 1.6-2 3-2 1.9 0 3 1 3 3V12M15 9c-3.8 0-6.5.7-6.5 3 0 1.3 1 2 2.3 2 1.9 0 3.2-1.3 4.2-3" />
    </>
  ),
  email: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="m3.5 7 8.5 6 8.5-6" />
    </>
  ),
  website: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.4 2.4 3.5 5.2 3.5 8.5s-1.1 6.1-3.5 8.5c-2.4-2.4-3.5-5.2-3.5-8.5S9.6 5.9 12 3.5Z" />
    </>
  ),
};
