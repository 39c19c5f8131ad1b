import type { Element } from "domhandler";
import { findAll, getChildren, textContent } from "domutils";
import { durationMinutes } from "./durations";
import { cleanLines, cleanText } from "./html-text";
import { parseMarkup } from "./parse-markup";
import { type PhpValue, phpUnserialize } from "./php-unserialize";
import { cardRecipe } from "./recipe-cards";
import { emptySource, type SourceRecipe } from "./source-recipe";
import { readComments, type WxrComment } from "./wxr-comments";

/**
 * Recipes in a WordPress export (WXR, the XML of Tools → Export). WP Recipe Maker keeps each
 * recipe as a `wprm_recipe` post whose ingredients and steps are PHP-serialized post meta;
 * Tasty Recipes as a `tasty_recipe` post with HTML in its meta. Other posts are skipped.
 * htmlparser2 reads the XML (its XML mode keeps CDATA and namespaced names).
 */
export type WxrRecipe = {
  title: string;
  sourceUrl: string;
  source: SourceRecipe;
  /** The comments of the post a WP Recipe Maker recipe was shown in (wxr-comments.ts). */
  comments: WxrComment[];
};

type Item = {
  title: string;
  link: string;
  postId: string;
  postType: string;
  status: string;
  content: string;
  attachmentUrl: string;
  meta: Map<string, string>;
  comments: WxrComment[];
};

export function readWxr(xml: string): WxrRecipe[] {
  const document = parseMarkup(xml, { xmlMode: true, recognizeCDATA: true });
  const items = findAll((element) => element.name === "item", document.children).map(readItem);
  const byId = new Map(items.map((item) => [item.postId, item]));
  const recipes: WxrRecipe[] = [];
  for (const item of items) {
    if (item.status === "trash") continue;
    let source: SourceRecipe | null = null;
    if (item.postType === "wprm_recipe") source = wprmRecipe(item, byId);
    else if (item.postType === "tasty_recipe") source = tastyRecipe(item, byId);
    if (!source) continue;
    // The address readers knew the recipe by: the post it was shown in, else its own.
    const parentId = item.meta.get("wprm_parent_post_id") ?? item.meta.get("_tasty_recipe_parents");
    const parent = parentId ? byId.get(parentId.replace(/\D+/g, "")) : undefined;
    const sourceUrl = parent?.link || item.link;
    if (!sourceUrl) continue;
    const comments = item.postType === "wprm_recipe" ? (parent?.comments ?? []) : [];
    recipes.push({ title: source.title ?? item.title, sourceUrl, source, comments });
  }
  return recipes;
}

function child(element: Element, name: string): string {
  const found = getChildren(element).find(
    (node): node is Element => node.type === "tag" && (node as Element).name === name,
  );
  return found ? textContent(found).trim() : "";
}

function readItem(element: Element): Item {
  const meta = new Map<string, string>();
  for (const entry of getChildren(element)) {
    if (entry.type !== "tag" || (entry as Element).name !== "wp:postmeta") continue;
    meta.set(child(entry as Element, "wp:meta_key"), child(entry as Element, "wp:meta_value"));
  }
  return {
    title: child(element, "title"),
    link: child(element, "link"),
    postId: child(element, "wp:post_id"),
    postType: child(element, "wp:post_type"),
    status: child(element, "wp:status"),
    content: child(element, "content:encoded"),
    attachmentUrl: child(element, "wp:attachment_url"),
    meta,
    comments: readComments(element),
  };
}

const str = (value: PhpValue | undefined): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

const list = (value: PhpValue | undefined): PhpValue[] =>
  Array.isArray(value) ? value : value && typeof value === "object" ? Object.values(value) : [];

const field = (value: PhpValue | undefined, key: string): PhpValue | undefined =>
  value && typeof value === "object" && !Array.isArray(value) ? value[key] : undefined;

function unserialized(item: Item, key: string): PhpValue | undefined {
  const raw = item.meta.get(key);
  if (!raw) return undefined;
  try {
    return phpUnserialize(raw);
  } catch {
    return undefined;
  }
}

function imageOf(item: Item, byId: Map<string, Item>, key: string): string[] {
  const attachment = byId.get(item.meta.get(key) ?? "");
  return attachment?.attachmentUrl ? [attachment.attachmentUrl] : [];
}

function minutes(item: Item, key: string): number | null {
  const raw = item.meta.get(key);
  return raw ? durationMinutes(raw) : null;
}

function wprmRecipe(item: Item, byId: Map<string, Item>): SourceRecipe {
  const source = emptySource();
  source.title = cleanText(item.title) || null;
  source.description = cleanLines(item.content).join("\n") || null;
  source.images = imageOf(item, byId, "wprm_image_id");
  source.prepMinutes = minutes(item, "wprm_prep_time");
  source.cookMinutes = minutes(item, "wprm_cook_time");
  source.totalMinutes = minutes(item, "wprm_total_time");
  const servings = item.meta.get("wprm_servings");
  const unit = item.meta.get("wprm_servings_unit");
  if (servings) source.yields = [unit ? `${servings} ${unit}` : servings];
  source.ingredientGroups = list(unserialized(item, "wprm_ingredients")).map((group) => ({
    title: cleanText(str(field(group, "name"))) || null,
    lines: list(field(group, "ingredients"))
      .map((line) => {
        const main = ["amount", "unit", "name"]
          .map((key) => cleanText(str(field(line, key))))
          .filter(Boolean)
          .join(" ");
        const notes = cleanText(str(field(line, "notes")));
        return notes ? (notes.startsWith("(") ? `${main} ${notes}` : `${main}, ${notes}`) : main;
      })
      .filter(Boolean),
  }));
  source.instructionGroups = list(unserialized(item, "wprm_instructions")).map((group) => ({
    title: cleanText(str(field(group, "name"))) || null,
    steps: list(field(group, "instructions"))
      .map((step) => cleanText(str(field(step, "text"))))
      .filter(Boolean),
  }));
  // A note a line, as the card's notes read (recipe-cards.ts).
  source.notes = cleanLines(item.meta.get("wprm_notes") ?? "");
  return source;
}

/** Tasty keeps the card's HTML pieces in meta; they read like the card itself. */
function tastyRecipe(item: Item, byId: Map<string, Item>): SourceRecipe | null {
  const part = (key: string, className: string) =>
    `<div class="${className}">${item.meta.get(key) ?? ""}</div>`;
  const html = `<div class="tasty-recipes"><h2 class="tasty-recipes-title">${escapeHtml(item.title)}</h2>${part("description", "tasty-recipes-description")}${part("ingredients", "tasty-recipes-ingredients")}${part("instructions", "tasty-recipes-instructions")}${part("notes", "tasty-recipes-notes")}<span class="tasty-recipes-prep-time">${escapeHtml(item.meta.get("prep_time") ?? "")}</span><span class="tasty-recipes-cook-time">${escapeHtml(item.meta.get("cook_time") ?? "")}</span><span class="tasty-recipes-total-time">${escapeHtml(item.meta.get("total_time") ?? "")}</span><span class="tasty-recipes-yield">${escapeHtml(item.meta.get("yield") ?? "")}</span></div>`;
  const source = cardRecipe(parseMarkup(html));
  if (!source) return null;
  source.title = cleanText(item.title) || source.title;
  source.images = imageOf(item, byId, "_thumbnail_id");
  // Tasty writes plain lines (not a list) when the author never used its editor's lists.
  if (!source.ingredientGroups.length) {
    const lines = (item.meta.get("ingredients") ?? "")
      .split(/<br\s*\/?>|\n|<\/p>/i)
      .map(cleanText)
      .filter(Boolean);
    if (lines.length) source.ingredientGroups = [{ title: null, lines }];
  }
  return source;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
