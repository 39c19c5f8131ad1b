import { useCallback, useState } from "react";
import type { UploadUrlResult } from "../shared/kitchen-actions-types";
import { useCancellablePut } from "../shared/use-cancellable-put";
import { useJsonAction } from "../shared/use-json-action";
import { kitchenActionPath } from "../shared/use-kitchen-site";
import { audioFileProblem, audioTypeOf } from "./audio-file";

/** A step that got no answer in this time is asked again once (asking twice is harmless). */
const STEP_TIMEOUT_MS = 15_000;

export type AudioUploadPhase =
  | { kind: "idle" }
  | { kind: "preparing" }
  | { kind: "uploading"; progress: number }
  | { kind: "failed"; message: string };

/**
 * A story's audio file on its way up: ask the kitchen for a signed upload URL, then PUT the
 * bytes there with progress. Resolves the file's key, which the recipe saves as its
 * storyAudioKey, or null (the phase then says why).
 */
export function useAudioUpload(siteSlug: string) {
  const [phase, setPhase] = useState<AudioUploadPhase>({ kind: "idle" });
  const urlCall = useJsonAction<UploadUrlResult>().call;
  const { put, cancel } = useCancellablePut();
  const action = kitchenActionPath(siteSlug);

  const upload = useCallback(
    async (file: File): Promise<string | null> => {
      const fail = (message: string) => {
        setPhase({ kind: "failed", message });
        return null;
      };
      const contentType = audioTypeOf(file);
      const early = audioFileProblem(file);
      if (early || !contentType) return fail(early ?? "This file can't be uploaded");
      setPhase({ kind: "preparing" });
      const body = { intent: "audio-upload-url", contentType };
      const issued =
        (await urlCall(action, body, { timeoutMs: STEP_TIMEOUT_MS })) ??
        (await urlCall(action, body, { timeoutMs: STEP_TIMEOUT_MS }));
      if (!issued) return fail("The upload could not start. Please try again.");
      if (!issued.ok) return fail(issued.message);
      // The server's limit is the one that holds, should it differ from this build's.
      const tooLarge = audioFileProblem(file, issued.upload.maxBytes);
      if (tooLarge) return fail(tooLarge);

      setPhase({ kind: "uploading", progress: 0 });
      const sent = await put(issued.upload.uploadUrl, file, contentType, (progress) =>
        setPhase({ kind: "uploading", progress }),
      );
      if (!sent.ok) return fail(sent.message);
      setPhase({ kind: "idle" });
      return issued.upload.key;
    },
    [action, urlCall, put],
  );

  return { phase, upload, cancel };
}
