import type { CollectionCard as CollectionCardData } from "@schema/api/public-read";
import { CollectionCard } from "./CollectionCard";
import { Slider } from "./Slider";

export function CollectionsSlider({ collections }: { collections: CollectionCardData[] }) {
  if (!collections.length) return null;
  return (
    <Slider label="collections" variant="collections">
      {collections.map((collection) => (
        <CollectionCard key={collection.id} collection={collection} />
      ))}
    </Slider>
  );
}
