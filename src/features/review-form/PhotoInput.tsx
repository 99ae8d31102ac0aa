import { useId, useState, type ChangeEvent, type RefObject } from "react";
import { MESSAGES } from "@convex/rules/messages";
import { Alert } from "@/components/Alert";
import { FieldError } from "@/components/fields";
import { useMediaQuery } from "@/lib/useMediaQuery";
import { addPicked } from "@/features/review-form/pickedFiles";
import type { FileProgress } from "@/features/review-form/useUploadPhotos";
import { ChosenPhotos } from "@/features/review-form/ChosenPhotos";

/** A touch screen (a phone or tablet), which has a camera to offer beside the gallery. */
const TOUCH_SCREEN = "(pointer: coarse)";
const PICKER =
  "mt-1 inline-flex min-h-11 cursor-pointer items-center rounded-full bg-latte-light px-4 font-semibold text-espresso hover:bg-latte/40 has-disabled:cursor-not-allowed has-disabled:opacity-50 has-focus-visible:outline-3 has-focus-visible:outline-latte";

/**
 * A multiple image picker listing the chosen files, with progress while uploading. Each pick adds to
 * the list; a file that is not an image is refused at once, by name; any file can be removed on its
 * own, without picking the others again. On a touch screen "Take a photo" opens the camera
 * directly (the gallery stays one tap away in "Choose photos").
 */
export function PhotoInput({
  files,
  onChange,
  progress,
  disabled,
  inputRef,
  error,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  progress: FileProgress[];
  disabled?: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** What is wrong with the photos chosen (too many), shown under the picker. */
  error?: string;
}) {
  const id = useId();
  const [refused, setRefused] = useState<string[]>([]);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = addPicked(files, Array.from(event.target.files ?? []));
    event.target.value = ""; // the list is what counts; a removed file can be picked again
    setRefused(picked.refused);
    onChange(picked.files);
  };
  const remove = (index: number) => {
    setRefused([]);
    onChange(files.filter((_, i) => i !== index));
  };
  const touchScreen = useMediaQuery(TOUCH_SCREEN);
  return (
    <div>
      <span id={`${id}-label`} className="block text-sm font-medium text-dark-grey">
        Photos
      </span>
      <div className="flex flex-wrap gap-2">
        <label className={PICKER}>
          <input
            ref={inputRef}
            type="file"
            name="photos"
            accept="image/*"
            multiple
            disabled={disabled}
            onChange={choose}
            aria-labelledby={`${id}-label`}
            aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
            aria-invalid={error ? true : undefined}
            className="sr-only"
          />
          {files.length > 0 ? "Add more photos" : "Choose photos"}
        </label>
        {touchScreen && (
          <label className={PICKER}>
            <input
              type="file"
              accept="image/*"
              capture="environment"
              disabled={disabled}
              onChange={choose}
              aria-describedby={`${id}-hint`}
              className="sr-only"
            />
            Take a photo
          </label>
        )}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-dark-grey">
        Image files only, up to 10. They are resized and location data is removed before upload.
      </p>
      <FieldError id={`${id}-error`} error={error} />
      {refused.length > 0 && (
        <Alert look="box" className="mt-2">
          {MESSAGES.photoRefused(refused)}
        </Alert>
      )}
      <ChosenPhotos files={files} progress={progress} disabled={disabled} onRemove={remove} />
    </div>
  );
}
