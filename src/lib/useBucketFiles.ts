import { useEffect, useState } from "react";

// Files the backend publishes on the bucket (the map's regions, decision 40; shop panels, decision 42),
// fetched from the bucket's domain. A file's address never changes content, so each is fetched once a page
// (and the browser's cache keeps it beyond).
const fetched = new Map<string, Promise<unknown>>();

/** Whether the site was built with the photo bucket, so the backend publishes files on it. */
export const FROM_THE_EDGE = Boolean(import.meta.env.VITE_R2_PUBLIC_URL);

function bucketFile(url: string): Promise<unknown> {
  let file = fetched.get(url);
  if (file === undefined) {
    file = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return (await response.json()) as unknown;
    });
    file.catch(() => fetched.delete(url));
    fetched.set(url, file);
  }
  return file;
}

/**
 * The files at `urls` once every one has loaded (undefined before; `urls` null: none asked). `failed`
 * when one could not be fetched: the page asks the live query instead.
 */
export function useBucketFiles<T>(urls: readonly string[] | null): { files?: T[]; failed: boolean } {
  const wanted = urls === null ? null : urls.join(" ");
  const [loaded, setLoaded] = useState<{ wanted: string; files?: T[]; failed: boolean } | null>(null);
  useEffect(() => {
    if (wanted === null) return;
    let current = true;
    Promise.all(wanted === "" ? [] : wanted.split(" ").map(bucketFile)).then(
      (files) => current && setLoaded({ wanted, files: files as T[], failed: false }),
      () => current && setLoaded({ wanted, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  if (wanted === null || loaded?.wanted !== wanted) return { failed: false };
  return { files: loaded.files, failed: loaded.failed };
}
