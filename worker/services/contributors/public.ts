import type { SiteContributor } from "@schema/api/answers/site-contributors";
import { contributors, recipeContributors } from "@schema/db/contributors";
import { images } from "@schema/db/images";
import { recipes } from "@schema/db/recipes";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../env";
import { imageView } from "../media/image-view";
import { publishedOn } from "../recipes/cards";

/**
 * The site's Contributors page: everyone credited on at least one published recipe, each
 * with those recipes. Someone credited only on drafts is not shown yet, and no draft's
 * title ever is.
 */
export async function creditedContributors(db: Db, siteId: string): Promise<SiteContributor[]> {
  const credited = db
    .select({ contributorId: recipeContributors.contributorId })
    .from(recipeContributors)
    .innerJoin(recipes, eq(recipes.id, recipeContributors.recipeId))
    .where(publishedOn(siteId));
  // The credits, and the people they name with their photos, asked side by side. Not a
  // db.batch: D1's batch answers rows as objects, and the join's two `id` columns collide.
  const [credits, people] = await Promise.all([
    db
      .select({
        contributorId: recipeContributors.contributorId,
        slug: recipes.slug,
        title: recipes.title,
        privacy: recipes.privacySetting,
      })
      .from(recipeContributors)
      .innerJoin(recipes, eq(recipes.id, recipeContributors.recipeId))
      .where(publishedOn(siteId))
      .orderBy(desc(recipes.publishedAt), asc(recipes.title)),
    db
      .select({ person: contributors, picture: images })
      .from(contributors)
      .leftJoin(images, eq(images.id, contributors.imageId))
      .where(and(eq(contributors.siteId, siteId), inArray(contributors.id, credited)))
      .orderBy(asc(contributors.position), asc(contributors.name)),
  ]);
  return people.map(({ person, picture }) => ({
    id: person.id,
    name: person.name,
    bio: person.bio,
    image: imageView(picture),
    links: person.links,
    recipes: credits
      .filter((credit) => credit.contributorId === person.id)
      .map(({ slug, title, privacy }) => ({
        slug,
        title,
        subscribersOnly: privacy === "subscribers_only",
      })),
  }));
}
