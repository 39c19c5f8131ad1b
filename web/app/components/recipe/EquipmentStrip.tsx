import type { EquipmentUsageView } from "@schema/api/public-read";
import { safeHref } from "../../lib/links";
import { SiteImage } from "../site/SiteImage";
import { ChevronDownIcon } from "./icons";
import { useDisclosure } from "./use-disclosure";

/**
 * Key equipment (docs/spec/visitor-experience.md §2): a strip of tools with pictures, collapsible,
 * open by default.
 */
export function EquipmentStrip({ items }: { items: EquipmentUsageView[] }) {
  const disclosure = useDisclosure("equipment-panel");
  if (items.length === 0) return null;
  return (
    <section className="equipment" aria-labelledby="equipment-heading">
      <h2 id="equipment-heading" className="recipe-section-heading recipe-section-heading--small">
        <button className="disclosure-button" {...disclosure.buttonProps}>
          <span>Equipment</span>
          <ChevronDownIcon />
        </button>
      </h2>
      <ul
        className="equipment__list"
        {...disclosure.panelProps}
        aria-labelledby="equipment-heading"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the strip scrolls sideways on small screens; keyboard users scroll it with the arrow keys
        tabIndex={0}
      >
        {items.map((usage) => {
          const title = usage.equipmentTitleOverride?.trim() || usage.equipment.title;
          const image = usage.imageOverride ?? usage.equipment.featuredImage;
          const href = safeHref(usage.link);
          return (
            <li key={usage.id} className="equipment__item">
              {image ? (
                <div className="equipment__picture">
                  <SiteImage image={image} alt="" displayWidth={56} sizes="56px" />
                </div>
              ) : null}
              <div className="equipment__text">
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer nofollow">
                    {title}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <span className="equipment__title">{title}</span>
                )}
                {usage.note ? <span className="equipment__note">{usage.note}</span> : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
