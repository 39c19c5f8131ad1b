import {
  $applyNodeReplacement,
  $getDocument,
  DecoratorNode,
  type LexicalNode,
  type NodeKey,
  nodeSchema,
  numberValue,
  type SerializedLexicalNode,
  type Spread,
  stringValue,
  withField,
} from "lexical";
import { createElement, type JSX } from "react";
import { MeasurementComponent } from "./MeasurementComponent";
import { formatQuantity } from "./measurement-label";

export type SerializedMeasurementNode = Spread<
  { quantity: number; unitId: string },
  SerializedLexicalNode
>;

// The schema makes Lexical derive clone, importJSON and exportJSON from the two fields, so the
// serialized node is exactly { type: "measurement", quantity, unitId } plus Lexical's version.
const measurementNodeSchema = nodeSchema<MeasurementNode>()({
  quantity: withField(numberValue(0, { min: 0 }), { field: "__quantity" }),
  unitId: withField(stringValue(), { field: "__unitId" }),
});

/**
 * A quantity in a unit ("350 °F") inside running text. It is an inline decorator rather than
 * a TextNode so it behaves as one atom: the caret steps over it in one arrow press, Backspace
 * removes it whole, and the author can't half-edit "350 °F" into text the stored format can't
 * hold. The label is not stored: the chip reads the unit's name from context when it renders.
 */
export class MeasurementNode extends DecoratorNode<JSX.Element> {
  __quantity: number;
  __unitId: string;

  override $config() {
    return this.config("measurement", { extends: DecoratorNode, json: measurementNodeSchema });
  }

  constructor(quantity = 0, unitId = "", key?: NodeKey) {
    super(key);
    this.__quantity = quantity;
    this.__unitId = unitId;
  }

  getQuantity(): number {
    return this.getLatest().__quantity;
  }

  setQuantity(quantity: number): this {
    const writable = this.getWritable();
    writable.__quantity = quantity;
    return writable;
  }

  getUnitId(): string {
    return this.getLatest().__unitId;
  }

  setUnitId(unitId: string): this {
    const writable = this.getWritable();
    writable.__unitId = unitId;
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

  // Not keyboard-selectable: an arrow key moves past the chip instead of first selecting it,
  // which is how a single character behaves and what people expect of an inline token.
  override isKeyboardSelectable(): boolean {
    return false;
  }

  // Non-empty so a paragraph holding only a chip does not count as empty (the placeholder
  // would show over it); plain-text copies get the number, as units live outside the editor.
  override getTextContent(): string {
    return formatQuantity(this.__quantity);
  }

  override decorate(): JSX.Element {
    return createElement(MeasurementComponent, {
      quantity: this.__quantity,
      unitId: this.__unitId,
    });
  }
}

export function $createMeasurementNode(quantity: number, unitId: string): MeasurementNode {
  return $applyNodeReplacement(new MeasurementNode(quantity, unitId));
}

export function $isMeasurementNode(node: LexicalNode | null | undefined): node is MeasurementNode {
  return node instanceof MeasurementNode;
}
