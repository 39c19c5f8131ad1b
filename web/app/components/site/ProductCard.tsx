import type { ProductLink } from "@schema/api/public-site";
import { safeHref } from "../../lib/links";
import { formatPriceCents } from "../../lib/site/format";
import { plainText } from "../../lib/site/rich-text-text";
import { SiteImage } from "./SiteImage";

/** A favourite product: picture, title and price when set, opening the shop in a new tab. */
export function ProductCard({ product }: { product: ProductLink }) {
  const href = safeHref(product.href);
  const title = plainText(product.productTitle) || "Product";
  if (!href) return null;
  return (
    <article className="product-card">
      <div className="product-card__media">
        {product.productImage ? (
          <SiteImage
            className="product-card__image"
            image={product.productImage}
            alt=""
            displayWidth={360}
            sizes="(min-width: 768px) 22rem, 80vw"
          />
        ) : (
          <div className="product-card__image product-card__image--empty" />
        )}
      </div>
      <div className="product-card__body">
        <h3 className="product-card__title">
          <a className="product-card__link" href={href} target="_blank" rel="noopener noreferrer">
            {title}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </h3>
        {product.priceCents !== null ? (
          <p className="product-card__price">{formatPriceCents(product.priceCents)}</p>
        ) : null}
      </div>
    </article>
  );
}
