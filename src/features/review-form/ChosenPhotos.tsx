import type { FileProgress } from "@/features/review-form/useUploadPhotos";
import { useObjectUrls } from "@/features/review-form/useObjectUrls";

const STAGE_TEXT: Record<FileProgress["stage"], string> = {
  waiting: "Waiting",
  preparing: "Preparing",
  uploading: "Uploading",
  checking: "Checking",
  done: "Uploaded",
  failed: "Failed",
};

/**
 * The list of photos chosen for a review, each with its preview, its progress while uploading
 * (`progress`, once it covers every file) and a Remove button. Nothing while none is chosen.
 */
export function ChosenPhotos({
  files,
  progress,
  disabled,
  onRemove,
}: {
  files: File[];
  progress: FileProgress[];
  disabled?: boolean;
  onRemove: (index: number) => void;
}) {
  const rows =
    progress.length === files.length && progress.length > 0
      ? progress
      : files.map((f) => ({ name: f.name, stage: null, percent: 0 }));
  const previews = useObjectUrls(files);
  if (rows.length === 0) return null;
  return (
    <ul aria-label="Chosen photos" className="mt-2 space-y-1">
      {rows.map((row, i) => (
        <li key={`${row.name}-${i}`} className="text-sm">
          <div className="flex min-w-0 items-center justify-between gap-2">
            {previews[i] && <img src={previews[i]} alt="" className="size-12 shrink-0 rounded-lg object-cover" />}
            <span className="min-w-0 flex-1 truncate">{row.name}</span>
            <span className="flex shrink-0 items-center gap-1">
              {row.stage && (
                <span className={`text-xs ${row.stage === "failed" ? "text-alert" : "text-dark-grey"}`}>
                  {STAGE_TEXT[row.stage]}
                </span>
              )}
              <button
                type="button"
                disabled={disabled}
                onClick={() => onRemove(i)}
                aria-label={`Remove ${row.name}`}
                className="flex size-11 items-center justify-center rounded-full text-xl leading-none text-dark-grey hover:bg-light-grey hover:text-alert disabled:cursor-not-allowed disabled:opacity-50"
              >
                <span aria-hidden="true">×</span>
              </button>
            </span>
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
  );
}
