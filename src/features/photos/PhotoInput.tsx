import { useId, type ChangeEvent, type RefObject } from "react";
import type { FileProgress } from "./useUploadPhotos";

const STAGE_TEXT: Record<FileProgress["stage"], string> = {
  waiting: "Waiting",
  preparing: "Preparing",
  uploading: "Uploading",
  checking: "Checking",
  done: "Uploaded",
  failed: "Failed",
};

/** A multiple image picker (image files only) listing the chosen files, with progress while uploading. */
export function PhotoInput({
  files,
  onChange,
  progress,
  disabled,
  inputRef,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  progress: FileProgress[];
  disabled?: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => onChange(Array.from(event.target.files ?? []));
  const rows = progress.length === files.length && progress.length > 0 ? progress : files.map((f) => ({ name: f.name, stage: null, percent: 0 }));
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-dark-grey">
        Photos
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        multiple
        disabled={disabled}
        onChange={choose}
        aria-describedby={`${id}-hint`}
        className="mt-1 block w-full text-sm text-dark-grey file:mr-3 file:rounded-full file:border-0 file:bg-latte-light file:px-4 file:py-2 file:font-semibold file:text-espresso hover:file:bg-latte/40"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-dark-grey">
        Up to 10 images. They are resized and location data is removed before upload.
      </p>
      {rows.length > 0 && (
        <ul aria-label="Chosen photos" className="mt-2 space-y-1.5">
          {rows.map((row, i) => (
            <li key={`${row.name}-${i}`} className="text-sm">
              <div className="flex min-w-0 items-center justify-between gap-2">
                <span className="truncate">{row.name}</span>
                {row.stage && (
                  <span className={`shrink-0 text-xs ${row.stage === "failed" ? "text-alert" : "text-dark-grey"}`}>{STAGE_TEXT[row.stage]}</span>
                )}
              </div>
              {row.stage && (
                <progress
                  aria-label={`${row.name} upload progress`}
                  max={100}
                  value={row.percent}
                  className="h-1.5 w-full appearance-none overflow-hidden rounded-full bg-light-grey [&::-moz-progress-bar]:bg-espresso [&::-webkit-progress-bar]:bg-light-grey [&::-webkit-progress-value]:bg-espresso"
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
