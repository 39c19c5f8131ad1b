import type { UnitView } from "@schema/api/public-read";
import type {
  BlockNode,
  InlineNode,
  MeasurementNode,
  RichText as RichTextDocument,
  TextLeaf,
} from "@schema/content/rich-text";
import { Fragment, type ReactNode } from "react";
import { safeHref } from "../../lib/links";
import { measurementAsWritten } from "../../lib/recipe/convert";

/**
 * Renders a stored rich-text document (schema/content/rich-text.ts) as plain React elements.
 * Creator text is untrusted: everything goes through React's escaping (no
 * dangerouslySetInnerHTML), and a link whose href is not http(s), mailto or a site path
 * renders as its bare text.
 *
 * Recipe-aware nodes are left to the page: measurements through `renderMeasurement` (so they
 * follow the visitor's scaling and unit preferences), ingredient references through
 * `renderIngredientReference`. Without them a measurement reads as written and a reference
 * renders nothing.
 */

export type RichTextRenderers = {
  /** Units named by measurement nodes, for the default measurement rendering. */
  units?: UnitView[];
  renderMeasurement?: (node: MeasurementNode) => ReactNode;
  renderIngredientReference?: (ingredientUsageId: string) => ReactNode;
};

export type RichTextProps = RichTextRenderers & {
  doc: RichTextDocument | null | undefined;
  /**
   * Added to the stored heading level (1–3) so the document fits the page outline: 1 (the
   * default) under a page's h1, 2 inside a recipe page's h2 sections. Capped at h6.
   */
  headingOffset?: number;
  className?: string;
};

const HEADING_TAGS = ["h1", "h2", "h3", "h4", "h5", "h6"] as const;

// Creator links leave the site: a new tab keeps the recipe open, noopener stops the page from
// reaching back through window.opener, and nofollow withholds ranking from user content.
const EXTERNAL_LINK = { target: "_blank", rel: "noopener noreferrer nofollow" } as const;

function renderLeaf(leaf: TextLeaf): ReactNode {
  let content: ReactNode = leaf.text;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.bold) content = <strong>{content}</strong>;
  return content;
}

function renderInlineNode(node: InlineNode, renderers: RichTextRenderers): ReactNode {
  if ("text" in node) return renderLeaf(node);
  switch (node.type) {
    case "link": {
      const children = node.children.map((leaf, index) => (
        <Fragment key={index}>{renderLeaf(leaf)}</Fragment>
      ));
      const href = safeHref(node.href);
      if (!href) return children;
      const external = /^https?:/i.test(href);
      return (
        <a href={href} {...(external ? EXTERNAL_LINK : {})}>
          {children}
        </a>
      );
    }
    case "measurement":
      return renderers.renderMeasurement
        ? renderers.renderMeasurement(node)
        : measurementAsWritten(node, renderers.units ?? []);
    case "ingredient-usage-reference":
      return renderers.renderIngredientReference?.(node.ingredientUsageId) ?? null;
    default:
      // Node types newer than this renderer: skip rather than break the page.
      return null;
  }
}

// Keys are positions: a stored document is rendered whole and never reorders in place.
function renderInline(nodes: InlineNode[], renderers: RichTextRenderers): ReactNode {
  return nodes.map((node, index) => (
    <Fragment key={index}>{renderInlineNode(node, renderers)}</Fragment>
  ));
}

// Editors leave empty paragraphs behind for spacing; margins do that job on the page.
function isBlank(nodes: InlineNode[]): boolean {
  return nodes.every((node) => "text" in node && node.text.trim() === "");
}

function renderBlock(
  block: BlockNode,
  renderers: RichTextRenderers,
  headingOffset: number,
): ReactNode {
  switch (block.type) {
    case "paragraph":
      return isBlank(block.children) ? null : <p>{renderInline(block.children, renderers)}</p>;
    case "heading": {
      if (isBlank(block.children)) return null;
      const level = Math.min(6, Math.max(1, block.level + headingOffset));
      const Heading = HEADING_TAGS[level - 1] ?? "h6";
      return <Heading>{renderInline(block.children, renderers)}</Heading>;
    }
    case "numbered-list":
    case "bulleted-list": {
      if (block.children.length === 0) return null;
      const List = block.type === "numbered-list" ? "ol" : "ul";
      return (
        <List>
          {block.children.map((item, index) => (
            <li key={index}>{renderInline(item.children, renderers)}</li>
          ))}
        </List>
      );
    }
    default:
      return null;
  }
}

export function RichText({ doc, headingOffset = 1, className, ...renderers }: RichTextProps) {
  const blocks = (doc?.children ?? []).map((block) => renderBlock(block, renderers, headingOffset));
  // A document of blank paragraphs would leave an empty box with margins.
  if (blocks.every((block) => block === null)) return null;
  return (
    <div className={className}>
      {blocks.map((block, index) => (
        <Fragment key={index}>{block}</Fragment>
      ))}
    </div>
  );
}

export type RichTextInlineProps = RichTextRenderers & {
  doc: RichTextDocument | null | undefined;
  className?: string;
};

/**
 * A short field (an ingredient's preparation or note) inline in a <span>: the text of every
 * block joined by spaces, so "finely chopped" can sit on the ingredient line.
 */
export function RichTextInline({ doc, className, ...renderers }: RichTextInlineProps) {
  if (!doc) return null;
  const runs = doc.children
    .flatMap((block) =>
      block.type === "paragraph" || block.type === "heading"
        ? [block.children]
        : block.children.map((item) => item.children),
    )
    .filter((nodes) => !isBlank(nodes));
  if (runs.length === 0) return null;
  return (
    <span className={className}>
      {runs.map((nodes, index) => (
        <Fragment key={index}>
          {index > 0 ? " " : null}
          {renderInline(nodes, renderers)}
        </Fragment>
      ))}
    </span>
  );
}
