import { useAction, useMutation } from "convex/react";
import { useCallback, useState } from "react";
import { api } from "@convex/_generated/api";
import { prepareImage } from "@/features/review-form/prepareImage";

export type UploadStage = "waiting" | "preparing" | "uploading" | "checking" | "done" | "failed";
export type FileProgress = { name: string; stage: UploadStage; percent: number };

/**
 * Uploads photos in parallel: prepare each in the browser (the photo and its small copy), send both
 * where the server says (a Convex upload URL, or a presigned URL on the photo bucket), then have the
 * server check and register them. All or nothing: when any file fails, the ones that made it are
 * discarded and the promise rejects. Resolves to the photos' references (storage ids or bucket keys;
 * their small copies go with them).
 */
export function useUploadPhotos() {
  const startUpload = useMutation(api.photos.startUpload);
  const registerUpload = useAction(api.photos.registerUpload);
  const discardUploads = useMutation(api.photos.discardUploads);
  const [progress, setProgress] = useState<FileProgress[]>([]);
  const [busy, setBusy] = useState(false);

  const upload = useCallback(
    async (files: File[]): Promise<string[]> => {
      const update = (index: number, stage: UploadStage, percent: number) =>
        setProgress((all) => all.map((p, i) => (i === index ? { ...p, stage, percent: Math.round(percent) } : p)));
      setProgress(files.map((file) => ({ name: file.name, stage: "waiting", percent: 0 })));
      setBusy(true);

      const uploadOne = async (file: File, index: number): Promise<string> => {
        try {
          update(index, "preparing", 0);
          const { large, small } = await prepareImage(file, (p) => update(index, "preparing", p * 0.5));
          update(index, "uploading", 50);
          const [storageId, smallStorageId] = await Promise.all([
            sendFile(await startUpload(), large),
            small && startUpload().then((target) => sendFile(target, small)),
          ]);
          update(index, "checking", 80);
          await registerUpload({ storageId, smallStorageId: smallStorageId ?? undefined });
          update(index, "done", 100);
          return storageId;
        } catch (error) {
          update(index, "failed", 100);
          throw error;
        }
      };

      try {
        const results = await Promise.allSettled(files.map(uploadOne));
        const stored = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
        const failure = results.find((r) => r.status === "rejected");
        if (failure) {
          if (stored.length) await discardUploads({ storageIds: stored }).catch(() => {});
          throw failure.reason;
        }
        return stored;
      } finally {
        setBusy(false);
      }
    },
    [startUpload, registerUpload, discardUploads],
  );

  const reset = useCallback(() => setProgress([]), []);
  return { upload, progress, busy, reset, discard: discardUploads };
}

/** Sends a prepared file to its upload target; returns its reference (the bucket key, or the storage id Convex names). */
async function sendFile(target: { url: string; key: string | null }, prepared: File): Promise<string> {
  const response = await fetch(target.url, {
    method: target.key === null ? "POST" : "PUT",
    headers: { "Content-Type": prepared.type },
    body: prepared,
  });
  if (!response.ok) throw new Error(`Upload answered ${response.status}`);
  return target.key ?? ((await response.json()) as { storageId: string }).storageId;
}
