import { useEffect, useState } from "react";
import type { RegionFile } from "@convex/rules/mapRegions";

// The map's region files (decision 40), fetched from the bucket's domain. A file's address never
// changes content, so each is fetched once a page (and the browser's cache keeps it beyond).
const fetched = new Map<string, Promise<RegionFile>>();

function regionFile(url: string): Promise<RegionFile> {
  let file = fetched.get(url);
  if (file === undefined) {
    file = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return (await response.json()) as RegionFile;
    });
    file.catch(() => fetched.delete(url));
    fetched.set(url, file);
  }
  return file;
}

/**
 * The files at `urls` once every one has loaded (undefined before; `urls` null: none asked). `failed`
 * when one could not be fetched: the map asks the live query instead.
 */
export function useRegionFiles(urls: readonly string[] | null): { files?: RegionFile[]; failed: boolean } {
  const wanted = urls === null ? null : urls.join(" ");
  const [loaded, setLoaded] = useState<{ wanted: string; files?: RegionFile[]; failed: boolean } | null>(null);
  useEffect(() => {
    if (wanted === null) return;
    let current = true;
    Promise.all(wanted === "" ? [] : wanted.split(" ").map(regionFile)).then(
      (files) => current && setLoaded({ wanted, files, failed: false }),
      () => current && setLoaded({ wanted, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  if (wanted === null || loaded?.wanted !== wanted) return { failed: false };
  return { files: loaded.files, failed: loaded.failed };
}
