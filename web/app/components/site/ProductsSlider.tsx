import type { ProductLink } from "@schema/api/public-site";
import { safeHref } from "../../lib/links";
import { HomeSection } from "./HomeSection";
import { ProductCard } from "./ProductCard";
import { Slider } from "./Slider";

/** The 'My favorite products' block; nothing at all when the site lists none. */
export function ProductsSlider({ products }: { products: ProductLink[] }) {
  const usable = products.filter((product) => safeHref(product.href));
  if (!usable.length) return null;
  return (
    <HomeSection title="My favorite products" className="home-section--products">
      <Slider label="products" variant="products">
        {usable.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </Slider>
    </HomeSection>
  );
}
