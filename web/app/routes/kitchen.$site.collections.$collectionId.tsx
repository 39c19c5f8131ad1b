import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  redirect,
} from "@remix-run/cloudflare";
import { Link, type MetaFunction, useActionData, useLoaderData } from "@remix-run/react";
import { updatedAtTag } from "@schema/api/common";
import { updateCollectionBody } from "@schema/api/manage-collections";
import { useState } from "react";
import { z } from "zod";
import { youtubeId } from "../kitchen/recipes/video-id";
import { ConfirmButton } from "../kitchen/sections/ConfirmButton";
import { ImageField } from "../kitchen/sections/ImageField";
import { kitchenTitle } from "../kitchen/sections/kitchen-title";
import { NamedText } from "../kitchen/sections/NamedFields";
import { type PickableRecipe, RecipePicker } from "../kitchen/sections/RecipePicker";
import { RichTextField } from "../kitchen/sections/RichTextField";
import { SectionForm } from "../kitchen/sections/SectionForm";
import {
  conditionOf,
  sectionFailed,
  sectionInvalid,
  sectionRequest,
  sectionSaved,
  unknownIntent,
} from "../kitchen/sections/section-action.server";
import { bodyIssues, collectionBody } from "../kitchen/sections/section-bodies";
import { loadUnits } from "../kitchen/sections/units.server";
import sectionStyles from "../kitchen/sections.css?url";
import { FormSection } from "../kitchen/shared/Fields";
import { kitchenPath } from "../kitchen/shared/kitchen-sections";
import { callManage, requireKitchenSite } from "../kitchen/shared/manager.server";
import { type ApiArgs, unexpectedApiResult } from "../lib/api.server";
import { siteParam } from "../lib/host.server";
import { useArrivalParams } from "../lib/use-arrival-params";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sectionStyles }];
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  kitchenTitle(matches, data ? `Collection: ${data.collection.title}` : "Collection");

const SAVE = "save-collection";
const DELETE = "delete-collection";
/** Drafts offered in the picker: the most recently edited ones (published recipes all are). */
const DRAFTS_OFFERED = 100;

const LABELS: Record<string, string> = {
  title: "Title",
  slug: "Address (slug)",
  description: "Description",
  imageId: "Image",
  videoId: "YouTube video",
  recipeIds: "Recipes",
};

function fieldLabel(path: string) {
  const [field, index] = path.split(".");
  if (field === "recipeIds" && index !== undefined) return `Recipe ${Number(index) + 1}`;
  return LABELS[field ?? ""] ?? path;
}

const collectionId = (params: { collectionId?: string }) => {
  const parsed = z.uuid().safeParse(params.collectionId);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
};

/** Every recipe the collection may hold: all published ones and the latest drafts. */
async function pickableRecipes(args: ApiArgs, siteSlug: string): Promise<PickableRecipe[]> {
  const [published, drafts] = await Promise.all([
    callManage(args, (manage) =>
      manage[":siteSlug"]["published-recipes"].$get({ param: siteParam({ slug: siteSlug }) }),
    ),
    callManage(args, (manage) =>
      manage[":siteSlug"].recipes.$get({
        param: siteParam({ slug: siteSlug }),
        query: { status: "draft", sort: "updated", limit: String(DRAFTS_OFFERED) },
      }),
    ),
  ]);
  if (!published.ok) throw unexpectedApiResult(published, "published recipes");
  if (!drafts.ok) throw unexpectedApiResult(drafts, "draft recipes");
  return [
    ...published.body.recipes.map((recipe) => ({
      id: recipe.id,
      title: recipe.title,
      status: "published" as const,
    })),
    ...drafts.body.recipes.map((recipe) => ({
      id: recipe.id,
      title: recipe.title,
      status: "draft" as const,
    })),
  ].sort((a, b) => a.title.localeCompare(b.title));
}

/** /kitchen/{site}/collections/{id}: a collection's details and its ordered recipes. */
export async function loader(args: LoaderFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  const id = collectionId(args.params);
  const [result, recipes, units] = await Promise.all([
    callManage(args, (manage) =>
      manage[":siteSlug"].collections[":collectionId"].$get({
        param: { ...siteParam(site), collectionId: id },
      }),
    ),
    pickableRecipes(args, site.slug),
    loadUnits(args),
  ]);
  if (!result.ok) throw unexpectedApiResult(result, "collection");
  const collection = result.body.collection;
  // A recipe in the collection that the picker's list left out (an older draft) still shows by name.
  const known = new Set(recipes.map((recipe) => recipe.id));
  const inCollection = collection.recipes
    .filter((recipe) => !known.has(recipe.id))
    .map((recipe) => ({ id: recipe.id, title: recipe.title, status: recipe.status }));
  return {
    siteSlug: site.slug,
    siteUrl: site.url,
    collection,
    recipes: [...recipes, ...inCollection],
    units,
  };
}

export async function action(args: ActionFunctionArgs) {
  const { site, form, intent } = await sectionRequest(args);
  const id = collectionId(args.params);
  const param = { ...siteParam(site), collectionId: id };
  if (intent === DELETE) {
    const result = await callManage(args, (manage) =>
      manage[":siteSlug"].collections[":collectionId"].$delete({ param }),
    );
    if (!result.ok) return sectionFailed(intent, result);
    const title = String(form.get("title") ?? "");
    return redirect(
      kitchenPath(site.slug, "collections", `?${new URLSearchParams({ deleted: title })}`),
    );
  }
  if (intent !== SAVE) return unknownIntent(intent);
  const built = collectionBody(form);
  const issues = bodyIssues(built, updateCollectionBody);
  if (issues.length) return sectionInvalid(intent, issues);
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"].collections[":collectionId"].$put({
      param,
      header: conditionOf(form),
      json: built.body,
    }),
  );
  if (!result.ok) return sectionFailed(intent, result);
  return sectionSaved(intent, "Collection saved.");
}

const CREATED = ["created"];

export default function CollectionEditor() {
  const { siteSlug, siteUrl, collection, recipes, units } = useLoaderData<typeof loader>();
  // "Collection created" greets the new collection once: not after its first save, nor on a
  // reload (the address loses ?created=).
  const created = useArrivalParams(CREATED).has("created");
  const saved = useActionData<typeof action>() !== undefined;
  const [title, setTitle] = useState(collection.title);
  const [slug, setSlug] = useState(collection.slug);
  const [videoId, setVideoId] = useState(collection.videoId ?? "");
  const [recipeIds, setRecipeIds] = useState<string[]>(collection.recipeIds);

  return (
    <div className="section-page">
      <p className="back-link">
        <Link to={kitchenPath(siteSlug, "collections")}>← All collections</Link>
      </p>
      <header className="kpage-header">
        <h1>{collection.title}</h1>
        <div className="kpage-header__actions">
          <a href={`${siteUrl}/collections/${collection.slug}`} target="_blank" rel="noreferrer">
            View on your site<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <ConfirmButton
            intent={DELETE}
            label="Delete collection"
            title={`Delete “${collection.title}”?`}
            confirmLabel="Delete collection"
            fields={{ title: collection.title }}
          >
            <p>The collection goes from your site. Its recipes stay as they are.</p>
          </ConfirmButton>
        </div>
      </header>
      {created && !saved ? (
        <p role="status" className="notice notice--success">
          Collection created. Add recipes and save.
        </p>
      ) : null}

      <SectionForm
        intent={SAVE}
        basedOn={updatedAtTag(collection.updatedAt)}
        submitLabel="Save collection"
        fieldLabel={fieldLabel}
        check={(form) => bodyIssues(collectionBody(form), updateCollectionBody)}
      >
        <FormSection legend="Details">
          <div className="kgrid kgrid--wide">
            <NamedText
              name="title"
              label="Title"
              value={title}
              onChange={setTitle}
              maxLength={200}
              required
            />
            <NamedText
              name="slug"
              label="Address (slug)"
              hint={
                slug !== collection.slug
                  ? `Changing it moves the collection to /collections/${slug || "…"}; the old address will lead there.`
                  : `At /collections/${collection.slug} on your site.`
              }
              value={slug}
              onChange={setSlug}
              maxLength={120}
              required
            />
          </div>
          <RichTextField
            name="description"
            label="Description"
            value={collection.description}
            units={units}
            allowHeadings
          />
          <ImageField name="imageId" label="Image" siteSlug={siteSlug} image={collection.image} />
          <NamedText
            name="videoId"
            label="YouTube video"
            hint="The video's id or its address (we keep the id). Leave empty for none."
            value={videoId}
            onChange={setVideoId}
            onBlur={() => setVideoId(youtubeId(videoId))}
            spellCheck={false}
            autoCapitalize="off"
          />
        </FormSection>
        <FormSection
          legend="Recipes"
          description="In the order your collection shows them. Drafts stay hidden from visitors until published."
        >
          <RecipePicker
            name="recipeIds"
            label="Recipes in this collection"
            recipes={recipes}
            value={recipeIds}
            onChange={setRecipeIds}
            emptyText="No recipes in this collection yet."
          />
        </FormSection>
      </SectionForm>
    </div>
  );
}
