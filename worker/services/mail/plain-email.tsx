import { Body, Button, Container, Head, Html, Preview } from "@react-email/components";
import { render } from "@react-email/render";
import type { ReactElement, ReactNode } from "react";

/**
 * The plain look of the one-to-one e-mails (a gift, a reply, news for the creator): one
 * white card on a warm grey, system fonts, a dark button. The newsletter has the site's own
 * colours instead (newsletter-email.tsx).
 */

export const text = {
  fontFamily: "Helvetica, Arial, sans-serif",
  color: "#1f2328",
  fontSize: "16px",
};
export const subdued = { ...text, color: "#57606a", fontSize: "14px" };
/** Someone's own words, set off by a rule. */
export const quote = {
  ...text,
  whiteSpace: "pre-line" as const,
  borderLeft: "4px solid #d0d7de",
  paddingLeft: "12px",
};

export function PlainEmail({ preview, children }: { preview: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#f6f5f2", margin: 0, padding: "24px 0" }}>
        <Container style={{ backgroundColor: "#ffffff", maxWidth: "560px", padding: "24px" }}>
          {children}
        </Container>
      </Body>
    </Html>
  );
}

export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      href={href}
      style={{
        backgroundColor: "#1f2328",
        color: "#ffffff",
        padding: "10px 18px",
        borderRadius: "6px",
        fontFamily: text.fontFamily,
      }}
    >
      {children}
    </Button>
  );
}

/** The HTML and the plain-text part, from the same components. */
export async function renderBoth(element: ReactElement) {
  const [html, plain] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text: plain };
}
