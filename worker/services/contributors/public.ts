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
  const credits = await db
    .select({
      contributorId: recipeContributors.contributorId,
      slug: recipes.slug,
      title: recipes.title,
      privacy: recipes.privacySetting,
    })
    .from(recipeContributors)
    .innerJoin(recipes, eq(recipes.id, recipeContributors.recipeId))
    .where(publishedOn(siteId))
    .orderBy(desc(recipes.publishedAt), asc(recipes.title));
  const ids = [...new Set(credits.map((credit) => credit.contributorId))];
  if (ids.length === 0) return [];
  const people = await db
    .select()
    .from(contributors)
    .where(and(eq(contributors.siteId, siteId), inArray(contributors.id, ids)))
    .orderBy(asc(contributors.position), asc(contributors.name));
  const imageIds = people.flatMap((person) => (person.imageId ? [person.imageId] : []));
  const pictures = imageIds.length
    ? await db.select().from(images).where(inArray(images.id, imageIds))
    : [];
  return people.map((person) => ({
    id: person.id,
    name: person.name,
    bio: person.bio,
    image: imageView(pictures.find((image) => image.id === person.imageId)),
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
