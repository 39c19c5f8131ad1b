import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";

const POLL_MS = 2000;

/**
 * While an export is being written, the page's loader is asked again every two seconds
 * (a revalidation, so the list updates in place); it stops once every export has ended.
 */
export function useExportPolling(pending: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!pending || revalidator.state !== "idle") return;
    const timer = setTimeout(() => revalidator.revalidate(), POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, revalidator]);
}
