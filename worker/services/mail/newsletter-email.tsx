import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import type { ColorTheme, TypeTheme } from "@schema/api/public-site";
import type { NewsletterLinks } from "../newsletters/links";
import { LinkedText } from "./linked-text";

/**
 * The newsletter about one recipe, as React Email components (inline styles, e-mail-safe
 * tables made by the library). Everything in the props is already what this reader may
 * see: a reader without access to a subscriber-only recipe gets props without its steps,
 * so nothing here can leak them.
 */

export type NewsletterLook = { colors: ColorTheme; fonts: TypeTheme };

/** A titled list of lines (ingredients or steps), keyed by the recipe's own ids. */
export type LineGroup = { id: string; title: string | null; lines: { id: string; text: string }[] };

export type NewsletterEmailProps = {
  look: NewsletterLook;
  siteTitle: string;
  note: string | null;
  title: string;
  description: string;
  coverUrl: string | null;
  times: { label: string; value: string }[];
  yieldText: string | null;
  ingredientGroups: LineGroup[];
  /** Null for a reader who may not read the recipe: the teaser and the upgrade link instead. */
  steps: LineGroup[] | null;
  /** Ingredient lines held back from a locked reader (shown as "and N more"). */
  moreIngredients: number;
  /** Plain, or counted (newsletters/links.ts) when the send counts clicks. */
  links: NewsletterLinks;
  upgradeLabel: string;
  mailingAddress: string;
  unsubscribeUrl: string;
  /** The open image's address when the send counts opens; none otherwise. */
  openImageUrl: string | null;
};

const fontStack = (family: string, fallback: string) => `'${family}', ${fallback}`;

export function NewsletterEmail(props: NewsletterEmailProps) {
  const { colors, fonts } = props.look;
  const display = {
    fontFamily: fontStack(fonts.displayFontFamily, "Georgia, serif"),
    fontWeight: fonts.displayFontBoldWeight,
    color: colors.colorText,
  };
  const body = {
    fontFamily: fontStack(fonts.narrativeFontFamily, "Helvetica, Arial, sans-serif"),
    fontWeight: fonts.narrativeFontNormalWeight,
    color: colors.colorText,
    fontSize: "16px",
    lineHeight: "24px",
  };
  const subdued = { ...body, color: colors.colorSubdued, fontSize: "14px" };
  const link = { color: colors.colorAccent };
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.note ?? props.title}</Preview>
      <Body style={{ backgroundColor: colors.colorPanel, margin: 0, padding: "24px 0" }}>
        <Container
          style={{
            backgroundColor: colors.colorBackground,
            maxWidth: "600px",
            padding: "24px",
            border: `1px solid ${colors.colorOutline}`,
          }}
        >
          <Text style={{ ...display, fontSize: "14px", margin: "0 0 16px" }}>
            <Link href={props.links.site} style={{ ...link, textDecoration: "none" }}>
              {props.siteTitle}
            </Link>
          </Text>
          {props.note ? (
            <Text style={{ ...body, whiteSpace: "pre-line" }}>
              <LinkedText text={props.note} style={link} />
            </Text>
          ) : null}
          {props.coverUrl ? (
            <Link href={props.links.recipe}>
              <Img src={props.coverUrl} alt={props.title} width="552" style={{ width: "100%" }} />
            </Link>
          ) : null}
          <Heading as="h1" style={{ ...display, fontSize: "28px", lineHeight: "34px" }}>
            <Link href={props.links.recipe} style={{ color: colors.colorText }}>
              {props.title}
            </Link>
          </Heading>
          {props.description ? <Text style={body}>{props.description}</Text> : null}
          {props.times.length || props.yieldText ? (
            <Text style={subdued}>
              {[...props.times.map((time) => `${time.label}: ${time.value}`), props.yieldText]
                .filter(Boolean)
                .join(" · ")}
            </Text>
          ) : null}
          <Text style={subdued}>
            Open it{" "}
            <Link href={props.links.metric} style={link}>
              in metric
            </Link>
            {" · "}
            <Link href={props.links.us} style={link}>
              in US units
            </Link>
            {" · "}
            <Link href={props.links.doubled} style={link}>
              doubled
            </Link>
          </Text>
          {props.ingredientGroups.length ? (
            <Section>
              <Heading as="h2" style={{ ...display, fontSize: "20px" }}>
                Ingredients
              </Heading>
              {props.ingredientGroups.map((group) => (
                <Section key={group.id}>
                  {group.title ? (
                    <Text style={{ ...body, fontWeight: 700 }}>{group.title}</Text>
                  ) : null}
                  {group.lines.map((line) => (
                    <Text key={line.id} style={{ ...body, margin: "0 0 4px" }}>
                      • {line.text}
                    </Text>
                  ))}
                </Section>
              ))}
              {props.moreIngredients > 0 ? (
                <Text style={subdued}>…and {props.moreIngredients} more</Text>
              ) : null}
            </Section>
          ) : null}
          {props.steps ? (
            <Section>
              <Heading as="h2" style={{ ...display, fontSize: "20px" }}>
                Instructions
              </Heading>
              {props.steps.map((group) => (
                <Section key={group.id}>
                  {group.title ? (
                    <Text style={{ ...body, fontWeight: 700 }}>{group.title}</Text>
                  ) : null}
                  {group.lines.map((line, index) => (
                    <Text key={line.id} style={body}>
                      {index + 1}. {line.text}
                    </Text>
                  ))}
                </Section>
              ))}
              <Button
                href={props.links.recipe}
                style={{
                  ...body,
                  backgroundColor: colors.colorAccent,
                  color: colors.colorBackground,
                  padding: "12px 20px",
                  borderRadius: "4px",
                }}
              >
                Cook it with timers
              </Button>
            </Section>
          ) : (
            <Section>
              <Text style={body}>
                This is a premium recipe and is only available to subscribers with full access
                subscriptions.
              </Text>
              <Button
                href={props.links.subscribe}
                style={{
                  ...body,
                  backgroundColor: colors.colorAccent,
                  color: colors.colorBackground,
                  padding: "12px 20px",
                  borderRadius: "4px",
                }}
              >
                {props.upgradeLabel}
              </Button>
            </Section>
          )}
          <Hr style={{ borderColor: colors.colorOutline, margin: "32px 0 16px" }} />
          <Text style={{ ...subdued, fontSize: "12px", whiteSpace: "pre-line" }}>
            {props.siteTitle}
            {"\n"}
            {props.mailingAddress}
          </Text>
          <Text style={{ ...subdued, fontSize: "12px" }}>
            You get this e-mail because you subscribed to {props.siteTitle}.{" "}
            <Link href={props.unsubscribeUrl} style={link}>
              Unsubscribe
            </Link>
          </Text>
          {props.openImageUrl ? (
            // Loaded by the reader's mail program as it shows images: the open is counted.
            <Img src={props.openImageUrl} width="1" height="1" alt="" style={{ border: 0 }} />
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}
