import {
  $applyNodeReplacement,
  $getDocument,
  DecoratorNode,
  type LexicalNode,
  type NodeKey,
  nodeSchema,
  type SerializedLexicalNode,
  type Spread,
  stringValue,
  withField,
} from "lexical";
import { createElement, type JSX } from "react";
import { IngredientReferenceComponent } from "./IngredientReferenceComponent";

export type SerializedIngredientReferenceNode = Spread<
  { ingredientUsageId: string },
  SerializedLexicalNode
>;

const ingredientReferenceNodeSchema = nodeSchema<IngredientReferenceNode>()({
  ingredientUsageId: withField(stringValue(), { field: "__ingredientUsageId" }),
});

/**
 * A mention of one of this recipe's ingredient lines inside a step ("whisk the [eggs]"). Only
 * the ingredient usage id is kept; the chip shows that line's current label, so renaming the
 * ingredient updates every step that mentions it. Inline and atomic, like MeasurementNode.
 */
export class IngredientReferenceNode extends DecoratorNode<JSX.Element> {
  __ingredientUsageId: string;

  override $config() {
    return this.config("ingredient-usage-reference", {
      extends: DecoratorNode,
      json: ingredientReferenceNodeSchema,
    });
  }

  constructor(ingredientUsageId = "", key?: NodeKey) {
    super(key);
    this.__ingredientUsageId = ingredientUsageId;
  }

  getIngredientUsageId(): string {
    return this.getLatest().__ingredientUsageId;
  }

  setIngredientUsageId(ingredientUsageId: string): this {
    const writable = this.getWritable();
    writable.__ingredientUsageId = ingredientUsageId;
    return writable;
  }

  override createDOM(): HTMLElement {
    const span = $getDocument().createElement("span");
    span.className = "rte-decorator";
    return span;
  }

  override updateDOM(): boolean {
    return false;
  }

  override isKeyboardSelectable(): boolean {
    return false;
  }

  // Non-empty for the same reason as MeasurementNode: a chip alone is not an empty paragraph.
  override getTextContent(): string {
    return "\uFFFC";
  }

  override decorate(): JSX.Element {
    return createElement(IngredientReferenceComponent, {
      ingredientUsageId: this.__ingredientUsageId,
    });
  }
}

export function $createIngredientReferenceNode(ingredientUsageId: string): IngredientReferenceNode {
  return $applyNodeReplacement(new IngredientReferenceNode(ingredientUsageId));
}

export function $isIngredientReferenceNode(
  node: LexicalNode | null | undefined,
): node is IngredientReferenceNode {
  return node instanceof IngredientReferenceNode;
}
