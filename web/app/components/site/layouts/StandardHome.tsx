import type { CurrentUser } from "@schema/api/identity";
import type { CollectionCard, RecipeCard as RecipeCardData } from "@schema/api/public-read";
import type { HomeSite } from "../../../lib/site/site-chrome";
import { BioCard } from "../BioCard";
import { CollectionsSlider } from "../CollectionsSlider";
import { EmptyHome } from "../EmptyHome";
import { FeaturedSlider } from "../FeaturedSlider";
import { HomeSection } from "../HomeSection";
import { ProductsSlider } from "../ProductsSlider";
import { RecipeGrid } from "../RecipeGrid";
import { SubscribeBlock } from "../SubscribeBlock";

type Props = {
  site: HomeSite;
  user: CurrentUser | null;
  latest: RecipeCardData[];
  total: number;
  collections: CollectionCard[];
  platformOrigin: string;
};

/**
 * The standard home page: featured slider, latest recipes, collections, the about section,
 * the subscribe block and the creator's favourite products.
 */
export function StandardHome({ site, user, latest, total, collections, platformOrigin }: Props) {
  return (
    <div className="container page home">
      <h1 className="visually-hidden">{site.title}</h1>
      {total === 0 ? (
        <EmptyHome platformOrigin={platformOrigin} />
      ) : (
        <>
          {site.featuredRecipes.length ? (
            <HomeSection title="Featured recipes" className="home-section--featured">
              <FeaturedSlider recipes={site.featuredRecipes} />
            </HomeSection>
          ) : null}
          <HomeSection title="Latest recipes" more={{ to: "/recipes", label: "See all recipes" }}>
            <RecipeGrid recipes={latest} eagerCount={site.featuredRecipes.length ? 0 : 3} />
          </HomeSection>
          {collections.length ? (
            <HomeSection
              title="Collections"
              more={{ to: "/collections", label: "See all collections" }}
            >
              <CollectionsSlider collections={collections} />
            </HomeSection>
          ) : null}
        </>
      )}
      {site.hideSidebarBio ? null : <BioCard site={site} />}
      <SubscribeBlock site={site} user={user} />
      <ProductsSlider products={site.productLinks} />
    </div>
  );
}
