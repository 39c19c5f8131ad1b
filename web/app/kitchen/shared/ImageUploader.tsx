import type { ImageView } from "@schema/api/public-read";
import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { IMAGE_ACCEPT } from "./image-file";
import { useImageUpload } from "./use-image-upload";

type Props = {
  siteSlug: string;
  /** The button's text: "Upload photos", "Upload step image". */
  label: string;
  /** Take several files at once (a gallery) or one (a logo). */
  multiple?: boolean;
  /** Called once per picture, in the order they finish. */
  onUploaded(image: ImageView): void;
  /** Hint under the button (formats, sizes). */
  hint?: string;
  /** A smaller drop area, for a step or a list row. */
  compact?: boolean;
};

type Job = { key: string; file: File };

/**
 * Upload pictures to the site's image library: a button (a file picker) that is also a drop
 * area. Each file shows its own progress bar, and its own error when it fails (a wrong
 * type, too large, connection lost) with Retry and Dismiss, while the others carry on.
 * The flow is in use-image-upload.ts; the layout's action does the server calls.
 */
export function ImageUploader({
  siteSlug,
  label,
  multiple = false,
  onUploaded,
  hint,
  compact,
}: Props) {
  const inputId = useId();
  const [jobs, setJobs] = useState<Job[]>([]);
  const [dragging, setDragging] = useState(false);
  const counter = useRef(0);

  const add = (files: FileList | File[] | null) => {
    const list = Array.from(files ?? []);
    const chosen = multiple ? list : list.slice(0, 1);
    setJobs((current) => [
      ...current,
      ...chosen.map((file) => ({ key: `${Date.now()}-${counter.current++}`, file })),
    ]);
  };

  const onDrop = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes("Files")) return;
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse convenience; the button does the same from the keyboard
    <div
      className={`uploader ${compact ? "uploader--compact" : ""}`}
      data-dragging={dragging ? "" : undefined}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes("Files")) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <div className="uploader__start">
        <input
          id={inputId}
          className="uploader__input"
          type="file"
          accept={IMAGE_ACCEPT}
          multiple={multiple}
          aria-describedby={hint ? `${inputId}-hint` : undefined}
          onChange={(event) => {
            add(event.target.files);
            // The same file chosen again (after a failure) must fire change again.
            event.target.value = "";
          }}
        />
        <label htmlFor={inputId} className="button button--secondary uploader__button">
          {label}
        </label>
        <span className="uploader__drop-hint" aria-hidden="true">
          or drop {multiple ? "pictures" : "a picture"} here
        </span>
      </div>
      {hint ? (
        <p className="field__hint" id={`${inputId}-hint`}>
          {hint}
        </p>
      ) : null}
      {jobs.length ? (
        <ul className="uploader__jobs" aria-label="Uploads">
          {jobs.map((job) => (
            <UploadJob
              key={job.key}
              siteSlug={siteSlug}
              file={job.file}
              onDone={(image) => {
                onUploaded(image);
                setJobs((current) => current.filter((entry) => entry.key !== job.key));
              }}
              onDismiss={() =>
                setJobs((current) => current.filter((entry) => entry.key !== job.key))
              }
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function UploadJob({
  siteSlug,
  file,
  onDone,
  onDismiss,
}: {
  siteSlug: string;
  file: File;
  onDone(image: ImageView): void;
  onDismiss(): void;
}) {
  const { phase, upload, cancel } = useImageUpload(siteSlug);
  const [attempt, setAttempt] = useState(0);
  const done = useRef(onDone);
  done.current = onDone;

  const mounted = useRef(true);
  const started = useRef(-1);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    upload(file).then((image) => {
      if (mounted.current && image) done.current(image);
    });
  }, [attempt]);

  const progress = phase.kind === "uploading" ? phase.progress : phase.kind === "saving" ? 1 : 0;
  const percent = Math.round(progress * 100);
  return (
    <li className="upload-job" data-phase={phase.kind}>
      <span className="upload-job__name">{file.name}</span>
      {phase.kind === "failed" ? (
        <>
          <span className="field__error" role="alert">
            {phase.message}
          </span>
          <span className="upload-job__actions">
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setAttempt((n) => n + 1)}
            >
              Retry<span className="visually-hidden"> {file.name}</span>
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={onDismiss}
            >
              Dismiss<span className="visually-hidden"> {file.name}</span>
            </button>
          </span>
        </>
      ) : (
        <>
          <progress
            className="upload-job__bar"
            max={100}
            value={phase.kind === "preparing" || phase.kind === "idle" ? undefined : percent}
            aria-label={`Uploading ${file.name}`}
          >
            {percent}%
          </progress>
          <span className="upload-job__status" aria-live="polite">
            {phase.kind === "saving"
              ? "Saving…"
              : phase.kind === "uploading"
                ? `${percent}%`
                : "Preparing…"}
          </span>
          {phase.kind === "uploading" ? (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={cancel}
            >
              Cancel<span className="visually-hidden"> upload of {file.name}</span>
            </button>
          ) : null}
        </>
      )}
    </li>
  );
}
