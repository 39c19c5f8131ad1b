import { useEditorLabels } from "./editor-labels";
import { measurementLabel } from "./measurement-label";

type Props = { quantity: number; unitId: string };

/**
 * The chip a measurement shows in the editor. The label is looked up on every render, so
 * chips follow the units list the page passes in rather than a name frozen at insertion.
 */
export function MeasurementComponent({ quantity, unitId }: Props) {
  const { unitsById } = useEditorLabels();
  const unit = unitsById.get(unitId);
  return (
    <span
      className={unit ? "rte-chip rte-chip--measurement" : "rte-chip rte-chip--missing"}
      data-unit-id={unitId}
    >
      {measurementLabel(quantity, unit)}
    </span>
  );
}
