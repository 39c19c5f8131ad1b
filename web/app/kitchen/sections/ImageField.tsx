import type { ImageView } from "@schema/api/public-read";
import { useState } from "react";
import { imageUrl } from "../../lib/recipe-page/image-url";
import { FieldError } from "../shared/Fields";
import { fieldDomId } from "../shared/field-ids";
import { ImageUploader } from "../shared/ImageUploader";
import { useSectionForm } from "./SectionForm";

type Props = {
  /** Posted under this name (logoId, featuredImageId, productLinks.0.productImageId…). */
  name: string;
  label: string;
  siteSlug: string;
  image: ImageView | null;
  hint?: string;
  /** Called with the new picture (or null) when it changes, e.g. for a live preview. */
  onChange?(image: ImageView | null): void;
  compact?: boolean;
};

/**
 * One picture of the site (a logo, a featured image): what is there now, Replace (the
 * shared uploader) and Remove. The chosen image's id posts as a hidden field, so the
 * section form saves it with everything else.
 */
export function ImageField({
  name,
  label,
  siteSlug,
  image: initial,
  hint,
  onChange,
  compact,
}: Props) {
  const { error, markDirty } = useSectionForm();
  const [image, setImage] = useState<ImageView | null>(initial);
  const id = fieldDomId(name);
  const message = error(name);

  const change = (next: ImageView | null) => {
    setImage(next);
    markDirty();
    onChange?.(next);
  };

  return (
    <fieldset className={`image-field ${compact ? "image-field--compact" : ""}`} id={id}>
      <legend className="image-field__label">{label}</legend>
      <input type="hidden" name={name} value={image?.id ?? ""} />
      {image ? (
        <div className="image-field__current">
          <img
            src={imageUrl(image, { width: 240 })}
            alt={`Current ${label.toLowerCase()}`}
            width={120}
            height={Math.round((120 * image.height) / image.width)}
          />
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => change(null)}
          >
            Remove<span className="visually-hidden"> {label.toLowerCase()}</span>
          </button>
        </div>
      ) : (
        <p className="field__hint">No picture yet.</p>
      )}
      <ImageUploader
        siteSlug={siteSlug}
        label={image ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
        hint={hint}
        compact={compact}
        onUploaded={change}
      />
      <FieldError id={id} error={message} />
    </fieldset>
  );
}
