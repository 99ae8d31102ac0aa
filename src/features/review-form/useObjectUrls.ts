import { useEffect, useMemo } from "react";

/** A temporary address for each chosen file, to show it before upload; released when the files change. */
export function useObjectUrls(files: readonly File[]): readonly string[] {
  // jsdom and old browsers have no object URLs: the names alone are shown then.
  const urls = useMemo(
    () => (typeof URL.createObjectURL === "function" ? files.map((file) => URL.createObjectURL(file)) : []),
    [files],
  );
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}
