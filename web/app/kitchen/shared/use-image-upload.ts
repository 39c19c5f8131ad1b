import type { ImageView } from "@schema/api/public-read";
import { useCallback, useState } from "react";
import { imageFileProblem, imageTypeOf, readPicture } from "./image-file";
import type { RegisterImageResult, UploadUrlResult } from "./kitchen-actions-types";
import { useCancellablePut } from "./use-cancellable-put";
import { useJsonAction } from "./use-json-action";
import { kitchenActionPath } from "./use-kitchen-site";

/** A step that got no answer in this time is asked again once (registering is idempotent). */
const STEP_TIMEOUT_MS = 15_000;

export type UploadPhase =
  | { kind: "idle" }
  | { kind: "preparing" }
  | { kind: "uploading"; progress: number }
  | { kind: "saving" }
  | { kind: "done"; image: ImageView }
  | { kind: "failed"; message: string };

/**
 * One picture's trip to the site's library: check it, ask the kitchen for a signed upload
 * URL, PUT the bytes there (with progress), then register it with its size and LQIP.
 * Resolves the registered image, or null (the phase then says why).
 */
export function useImageUpload(siteSlug: string) {
  const [phase, setPhase] = useState<UploadPhase>({ kind: "idle" });
  const urlCall = useJsonAction<UploadUrlResult>();
  const registerCall = useJsonAction<RegisterImageResult>();
  const { put, cancel } = useCancellablePut();
  const action = kitchenActionPath(siteSlug);
  const urlCallFn = urlCall.call;
  const registerCallFn = registerCall.call;
  const requestUrl = useCallback(
    async (body: Record<string, unknown>) =>
      (await urlCallFn(action, body, { timeoutMs: STEP_TIMEOUT_MS })) ??
      urlCallFn(action, body, { timeoutMs: STEP_TIMEOUT_MS }),
    [action, urlCallFn],
  );
  const register = useCallback(
    async (body: Record<string, unknown>) =>
      (await registerCallFn(action, body, { timeoutMs: STEP_TIMEOUT_MS })) ??
      registerCallFn(action, body, { timeoutMs: STEP_TIMEOUT_MS }),
    [action, registerCallFn],
  );

  const upload = useCallback(
    async (file: File): Promise<ImageView | null> => {
      const fail = (message: string) => {
        setPhase({ kind: "failed", message });
        return null;
      };
      const problem = imageFileProblem(file);
      const contentType = imageTypeOf(file);
      if (problem || !contentType) return fail(problem ?? "This file can't be uploaded");

      setPhase({ kind: "preparing" });
      const [picture, urlResult] = await Promise.all([
        readPicture(file).catch(() => null),
        requestUrl({ intent: "image-upload-url", contentType }),
      ]);
      if (!picture) return fail(`${file.name}: this picture could not be read. Try a JPEG or PNG.`);
      if (!urlResult) return fail("The upload could not start. Please try again.");
      if (!urlResult.ok) return fail(urlResult.message);
      if (file.size > urlResult.upload.maxBytes)
        return fail(imageFileProblem(file, urlResult.upload.maxBytes) ?? "Too large");

      setPhase({ kind: "uploading", progress: 0 });
      const sent = await put(urlResult.upload.uploadUrl, file, contentType, (progress) =>
        setPhase({ kind: "uploading", progress }),
      );
      if (!sent.ok) return fail(sent.message);

      setPhase({ kind: "saving" });
      const registered = await register({
        intent: "register-image",
        image: { key: urlResult.upload.key, ...picture },
      });
      if (!registered) return fail("The picture was uploaded but not saved. Please try again.");
      if (!registered.ok) return fail(registered.message);
      setPhase({ kind: "done", image: registered.image });
      return registered.image;
    },
    [requestUrl, register, put],
  );

  const reset = useCallback(() => setPhase({ kind: "idle" }), []);
  return { phase, upload, cancel, reset };
}
