import { Link } from "@react-email/components";
import { find } from "linkifyjs";
import type { CSSProperties, ReactNode } from "react";

/** Schemes a link in an e-mail may take: the web and mail, nothing a mail program would run. */
const SAFE_HREF = /^(?:https?:|mailto:)/i;

/**
 * A creator's plain text with its addresses made links (https://…, example.com,
 * name@example.com), rather than leaving it to each mail program to find them or not.
 * linkifyjs knows where an address ends (the full stop after one is the sentence's).
 */
export function LinkedText({ text, style }: { text: string; style?: CSSProperties }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const found of find(text)) {
    if (!SAFE_HREF.test(found.href)) continue;
    if (found.start > at) parts.push(text.slice(at, found.start));
    parts.push(
      // Underlined: in running text a link must look like one, not by its colour alone.
      <Link key={found.start} href={found.href} style={{ ...style, textDecoration: "underline" }}>
        {found.value}
      </Link>,
    );
    at = found.end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
