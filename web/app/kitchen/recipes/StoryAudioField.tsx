import { MAX_AUDIO_BYTES } from "@schema/api/story-audio";
import { FieldError } from "../shared/Fields";
import { describedBy, fieldDomId } from "../shared/field-ids";
import { formatMegabytes } from "../shared/image-file";
import { AUDIO_ACCEPT } from "./audio-file";
import { useRecipeEditor } from "./editor-context";
import { useAudioUpload } from "./use-audio-upload";

const HINT = `Tell your story in your own voice: readers can listen on the recipe page. MP3, M4A, Ogg or WAV, up to ${formatMegabytes(MAX_AUDIO_BYTES)}.`;

/**
 * The story read aloud (docs/spec/visitor-experience.md §2): upload, listen, replace or
 * remove. The file goes up at once; the recipe keeps its key when it is saved.
 */
export function StoryAudioField({
  value,
  onChange,
}: {
  value: string | null;
  onChange(key: string | null): void;
}) {
  const { siteSlug, errors, clearError } = useRecipeEditor();
  const { phase, upload, cancel } = useAudioUpload(siteSlug);
  const id = fieldDomId("storyAudioKey");
  const busy = phase.kind === "preparing" || phase.kind === "uploading";
  const error = phase.kind === "failed" ? phase.message : errors.storyAudioKey;
  const percent = phase.kind === "uploading" ? Math.round(phase.progress * 100) : 0;

  const choose = async (file: File | undefined) => {
    if (!file || busy) return;
    const key = await upload(file);
    if (!key) return;
    clearError("storyAudioKey");
    onChange(key);
  };

  return (
    <fieldset className="kchoice story-audio">
      <legend>Story read aloud</legend>
      <p className="field__hint" id={`${id}-hint`}>
        {HINT}
      </p>
      {value ? (
        // biome-ignore lint/a11y/useMediaCaption: the author's own recording, played back to them
        <audio className="story-audio__player" controls preload="metadata" src={`/media/${value}`}>
          <a href={`/media/${value}`}>Listen to the story</a>
        </audio>
      ) : null}
      <div className="story-audio__actions">
        <input
          id={id}
          className="uploader__input"
          type="file"
          accept={AUDIO_ACCEPT}
          // Not `disabled`: that would drop the focus the file picker gave back to <body>.
          aria-disabled={busy || undefined}
          onClick={(event) => {
            if (busy) event.preventDefault();
          }}
          aria-describedby={describedBy(id, HINT, error)}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            // The same file chosen again (after a failure) must fire change again.
            event.target.value = "";
          }}
        />
        <label htmlFor={id} className="button button--secondary uploader__button">
          {value ? "Replace audio" : "Upload audio"}
        </label>
        {value && !busy ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              clearError("storyAudioKey");
              onChange(null);
            }}
          >
            Remove audio
          </button>
        ) : null}
      </div>
      {busy ? (
        <div className="upload-job">
          <progress
            className="upload-job__bar"
            max={100}
            value={phase.kind === "uploading" ? percent : undefined}
            aria-label="Uploading the story's audio"
          >
            {percent}%
          </progress>
          <span className="upload-job__status" aria-live="polite">
            {phase.kind === "uploading" ? `${percent}%` : "Preparing…"}
          </span>
          {phase.kind === "uploading" ? (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={cancel}
            >
              Cancel upload
            </button>
          ) : null}
        </div>
      ) : null}
      <div role="alert">
        <FieldError id={id} error={error} />
      </div>
    </fieldset>
  );
}
