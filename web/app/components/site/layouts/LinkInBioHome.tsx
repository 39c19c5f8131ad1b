import type { CurrentUser } from "@schema/api/identity";
import { headingOffsetUnder } from "../../../lib/site/rich-text-text";
import type { HomeSite } from "../../../lib/site/site-chrome";
import { RichText } from "../../rich-text/RichText";
import { FeaturedSlider } from "../FeaturedSlider";
import { HomeSection } from "../HomeSection";
import { LinkList } from "../LinkList";
import { ProductsSlider } from "../ProductsSlider";
import { SiteImage } from "../SiteImage";
import { SocialLinks } from "../SocialLinks";
import { SubscribeBlock } from "../SubscribeBlock";

/**
 * The link-in-bio home: one narrow column a creator can put in a social profile. Featured
 * image, title, social links, the links list, featured recipes, products and the about text.
 */
export function LinkInBioHome({ site, user }: { site: HomeSite; user: CurrentUser | null }) {
  return (
    <div className="container page bio-home">
      <header className="bio-home__intro">
        {site.featuredImage ? (
          <SiteImage
            className="bio-home__avatar"
            image={site.featuredImage}
            alt=""
            displayWidth={160}
            sizes="160px"
            eager
          />
        ) : null}
        <h1>{site.title || site.slug}</h1>
        {site.aboutShort ? <p className="bio-home__short">{site.aboutShort}</p> : null}
        <SocialLinks links={site.socialMediaLinks} siteTitle={site.title} />
      </header>
      <LinkList links={site.links} />
      {site.featuredRecipes.length ? (
        <HomeSection title="Recipes" more={{ to: "/recipes", label: "See all recipes" }}>
          <FeaturedSlider recipes={site.featuredRecipes} />
        </HomeSection>
      ) : null}
      <ProductsSlider products={site.productLinks} />
      {site.pages.about ? (
        <section className="bio-home__about" aria-labelledby="bio-home-about">
          <h2 id="bio-home-about">{site.aboutHeading || "About"}</h2>
          <RichText
            doc={site.about}
            headingOffset={headingOffsetUnder(site.about, 2)}
            className="prose"
          />
        </section>
      ) : null}
      <SubscribeBlock site={site} user={user} />
    </div>
  );
}
