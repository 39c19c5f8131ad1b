import type { ImageView } from "@schema/api/public-read";
import { memo, useState } from "react";
import { imageUrl } from "../../lib/recipe-page/image-url";
import { CropEditor } from "../shared/CropEditor";
import { type Crop, centeredCrop, isWholeImage } from "../shared/crop";
import { Dialog } from "../shared/Dialog";
import { FieldError, FormSection } from "../shared/Fields";
import { fieldDomId } from "../shared/field-ids";
import { ImageUploader } from "../shared/ImageUploader";
import { ReorderableList } from "../shared/ReorderableList";
import { moveItem, removeByKey, replaceByKey } from "../shared/reorder";
import { useRecipeEditor } from "./editor-context";
import { byId, type SetForm } from "./form-update";
import type { RecipeForm } from "./recipe-form";

type Props = { images: RecipeForm["images"]; title: string; setForm: SetForm };
type RecipeImage = RecipeForm["images"][number];

/** The recipe's pictures: upload, reorder (the first is the cover), crop, remove. */
export const ImagesSection = memo(function ImagesSection({ images, title, setForm }: Props) {
  const { siteSlug, images: views, addImage, errors, clearError } = useRecipeEditor();
  const [cropping, setCropping] = useState<string | null>(null);
  const setImages = (change: (list: RecipeImage[]) => RecipeImage[]) => {
    clearError("images");
    setForm((form) => ({ ...form, images: change(form.images) }));
  };
  const name = (index: number) => (index === 0 ? "Image 1 (cover)" : `Image ${index + 1}`);
  const croppingImage = images.find((image) => image.id === cropping);
  const croppingView = cropping ? views.get(cropping) : undefined;

  return (
    <FormSection
      legend="Images"
      id="section-images"
      description="The first picture is the cover, on cards and at the top of the recipe."
    >
      <div id={fieldDomId("images")} tabIndex={-1}>
        {images.length ? (
          <ReorderableList
            label="Recipe images"
            className="kimages"
            items={images}
            keyOf={byId}
            itemLabel={(_image, index) => name(index)}
            onReorder={(next) => setImages(() => next)}
            renderItem={(image, { handle, index }) => {
              const view = views.get(image.id);
              return (
                <div className="kimage">
                  <div className="kimage__picture">
                    {view ? (
                      <img
                        src={imageUrl(
                          { url: view.url, crop: image.crop },
                          { width: 360, height: 270 },
                        )}
                        alt={`${name(index)} of ${title || "the recipe"}`}
                        loading="lazy"
                      />
                    ) : (
                      <span className="visually-hidden">{name(index)}</span>
                    )}
                    {index === 0 ? <span className="kimage__cover">Cover</span> : null}
                  </div>
                  <div className="kimage__tools">
                    {handle}
                    {index > 0 ? (
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        onClick={() => setImages((list) => moveItem(list, index, 0))}
                      >
                        Make cover<span className="visually-hidden">: {name(index)}</span>
                      </button>
                    ) : null}
                    {view ? (
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        onClick={() => setCropping(image.id)}
                      >
                        Crop<span className="visually-hidden"> {name(index)}</span>
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className="icon-button icon-button--danger"
                      aria-label={`Remove ${name(index)}`}
                      onClick={() => setImages((list) => removeByKey(list, image.id, byId))}
                    >
                      ×
                    </button>
                  </div>
                  {image.crop ? <p className="field__hint">Cropped</p> : null}
                </div>
              );
            }}
          />
        ) : (
          <p className="subdued">No pictures yet.</p>
        )}
        <FieldError id={fieldDomId("images")} error={errors.images} />
      </div>
      <ImageUploader
        siteSlug={siteSlug}
        label="Upload photos"
        multiple
        hint="JPEG, PNG, WebP, GIF, AVIF, HEIC or SVG, up to 15 MB each."
        onUploaded={(image: ImageView) => {
          addImage(image);
          setImages((list) =>
            list.some((entry) => entry.id === image.id)
              ? list
              : [...list, { id: image.id, crop: null }],
          );
        }}
      />
      {croppingImage && croppingView ? (
        <CropDialog
          view={croppingView}
          initial={croppingImage.crop}
          onClose={() => setCropping(null)}
          onApply={(crop) => {
            setImages((list) =>
              replaceByKey(list, croppingImage.id, (entry) => ({ ...entry, crop }), byId),
            );
            setCropping(null);
          }}
        />
      ) : null}
    </FormSection>
  );
});

function CropDialog({
  view,
  initial,
  onApply,
  onClose,
}: {
  view: ImageView;
  initial: Crop | null;
  onApply(crop: Crop | null): void;
  onClose(): void;
}) {
  const size = { width: view.width, height: view.height };
  const [crop, setCrop] = useState<Crop>(initial ?? centeredCrop(size, null));
  return (
    <Dialog
      title="Crop picture"
      wide
      confirmLabel="Apply crop"
      onConfirm={() => onApply(isWholeImage(crop, size) ? null : crop)}
      onClose={onClose}
    >
      <CropEditor src={view.url} image={size} value={crop} onChange={setCrop} alt="the picture" />
    </Dialog>
  );
}
