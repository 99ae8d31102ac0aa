import { useMemo, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { reviewError, reviewProblem } from "@convex/rules/reviewRules";
import { Alert } from "@/components/Alert";
import { AlertDialog } from "@/components/AlertDialog";
import { RequiredNote } from "@/components/fields";
import { paths } from "@/lib/routes";
import { useFieldProblems } from "@/lib/useFieldProblems";
import { useFormProblem } from "@/lib/useFormProblem";
import { PhotoInput } from "@/features/review-form/PhotoInput";
import { useUploadPhotos } from "@/features/review-form/useUploadPhotos";
import { KeptPhotos, type ReviewPhoto } from "@/features/review-form/KeptPhotos";
import { EMPTY_REVIEW, toDraft, type ReviewFormValues } from "@/features/review-form/reviewFormValues";
import { ReviewOrderSection } from "@/features/review-form/ReviewOrderSection";
import { ReviewRatingsSection } from "@/features/review-form/ReviewRatingsSection";
import { ReviewTextField } from "@/features/review-form/ReviewTextField";
import { useSaveReview } from "@/features/review-form/useSaveReview";
import { ReviewFormActions } from "@/features/review-form/ReviewFormActions";

/** A review its author is editing: its values and the photos it has. */
export type EditedReview = { reviewId: Id<"reviews">; values: ReviewFormValues; photos: ReviewPhoto[] };

type Entered = { values: ReviewFormValues; files: File[]; kept: number };
const enteredError = ({ values, files, kept }: Entered) => reviewError(toDraft(values), kept + files.length);

/**
 * Step 2: three ratings, the text, what was ordered (optional, folded) and photos. With `editing`, the author's own
 * review instead: its values to change, its photos to keep or remove, new ones to add.
 */
export function ReviewForm({ shop, editing }: { shop: { _id: Id<"shops">; name: string }; editing?: EditedReview }) {
  const photos = useUploadPhotos();
  const navigate = useNavigate();
  const [values, setValues] = useState<ReviewFormValues>(editing?.values ?? EMPTY_REVIEW);
  const [files, setFiles] = useState<File[]>([]);
  const [kept, setKept] = useState<string[]>(() => editing?.photos.map((photo) => photo.storageId) ?? []);
  const entered = useMemo(() => ({ values, files, kept: kept.length }), [values, files, kept]);
  const { problem, report } = useFormProblem(entered, enteredError);
  const fieldProblem = useMemo(() => reviewProblem(toDraft(values), kept.length + files.length), [values, kept, files]);
  const { formRef, errorOf, point } = useFieldProblems(
    useMemo(() => (fieldProblem ? [fieldProblem] : []), [fieldProblem]),
  );
  // The review just written, once saved: its alert shows, then its shop's panel, scrolled to it.
  const [submitted, setSubmitted] = useState<Id<"reviews"> | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const change = (patch: Partial<ReviewFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const save = useSaveReview({
    shopId: shop._id,
    editing,
    values,
    files,
    kept,
    photos,
    report,
    onCreated: (created) => {
      setValues(EMPTY_REVIEW);
      setFiles([]);
      photos.reset();
      if (fileInput.current) fileInput.current.value = "";
      setSubmitted(created); // docs/product.md §4: the alert, then the map once it is read
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = enteredError(entered);
    report(invalid);
    if (invalid) return point();
    void save.run();
  };

  const busy = save.busy || photos.busy;
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="review-form-title" className="space-y-5">
      <h2 id="review-form-title" className="text-xl font-bold text-espresso">
        {editing ? `Edit your review of ${shop.name}` : `Review for ${shop.name}`}
      </h2>
      <RequiredNote />
      <ReviewRatingsSection values={values} onChange={change} errorOf={errorOf} />
      <ReviewTextField value={values.text} onChange={(text) => change({ text })} />
      <ReviewOrderSection values={values} onChange={change} errorOf={errorOf} />
      {editing && editing.photos.length > 0 && (
        <KeptPhotos photos={editing.photos} kept={kept} onChange={setKept} disabled={busy} />
      )}
      <PhotoInput
        files={files}
        onChange={(next) => {
          photos.reset();
          setFiles(next);
        }}
        progress={photos.progress}
        disabled={busy}
        inputRef={fileInput}
        error={errorOf("photos")}
      />
      {/* Beside the button: what no field shows (an upload or the server failing). */}
      {problem && problem !== (fieldProblem && errorOf(fieldProblem.field)) && <Alert look="box">{problem}</Alert>}
      <ReviewFormActions shopId={shop._id} editing={editing !== undefined} busy={busy} uploading={photos.busy} />
      {submitted && (
        // Back to the reviewed shop's open panel.
        <AlertDialog
          message={MESSAGES.reviewSuccess}
          onOk={() => navigate(paths.home({ shop: shop._id, review: submitted }))}
        />
      )}
    </form>
  );
}
