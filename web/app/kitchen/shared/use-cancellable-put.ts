import { useCallback, useRef } from "react";
import { type PutResult, putWithProgress } from "./image-file";

/**
 * One file's PUT to its signed upload URL, with progress, that the author can cancel: the
 * step every kitchen upload shares (pictures, a story's audio).
 */
export function useCancellablePut() {
  const abort = useRef<AbortController | null>(null);
  const put = useCallback(
    async (
      url: string,
      file: File,
      contentType: string,
      onProgress: (fraction: number) => void,
    ): Promise<PutResult> => {
      abort.current = new AbortController();
      try {
        return await putWithProgress(url, file, contentType, onProgress, abort.current.signal);
      } finally {
        abort.current = null;
      }
    },
    [],
  );
  const cancel = useCallback(() => abort.current?.abort(), []);
  return { put, cancel };
}
