import { useMutation } from "convex/react";
import { ConvexError } from "convex/values";
import { useMemo, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { DRINK_CHOICES, PROCESSES, REVIEW_MILKS, ROASTS, TEMPS } from "@convex/rules/catalog";
import { MESSAGES } from "@convex/rules/messages";
import { REVIEW_TEXT_MAX, reviewError, reviewProblem } from "@convex/rules/reviewRules";
import { Alert } from "@/components/Alert";
import { AlertDialog } from "@/components/AlertDialog";
import { Button } from "@/components/Button";
import { CupRating } from "@/components/CupRating";
import { RequiredNote, TextArea } from "@/components/fields";
import { RadioGroup } from "@/components/RadioGroup";
import { rateLimitMessage } from "@/lib/errors";
import { paths } from "@/lib/routes";
import { useFieldProblems } from "@/lib/useFieldProblems";
import { useFormProblem } from "@/lib/useFormProblem";
import { useSubmit } from "@/lib/useSubmit";
import { PhotoInput } from "@/features/review-form/PhotoInput";
import { useUploadPhotos } from "@/features/review-form/useUploadPhotos";
import { KeptPhotos, type ReviewPhoto } from "@/features/review-form/KeptPhotos";
import { EMPTY_REVIEW, toDraft, type ReviewFormValues } from "@/features/review-form/reviewFormValues";

const YES_NO = ["Yes", "No"] as const;
const RATING_GROUPS = [
  ["drinkRating", "Coffee rating (1 to 5)"],
  ["shopRating", "Vibe rating (1 to 5)"],
  ["staffRating", "Staff rating (1 to 5)"],
] as const;

/** A review its author is editing: its values and the photos it has. */
export type EditedReview = { reviewId: Id<"reviews">; values: ReviewFormValues; photos: ReviewPhoto[] };

type Entered = { values: ReviewFormValues; files: File[]; kept: number };
const enteredError = ({ values, files, kept }: Entered) => reviewError(toDraft(values), kept + files.length);

/**
 * Step 2: what was ordered, three ratings, the text and photos. With `editing`, the author's own
 * review instead: its values to change, its photos to keep or remove, new ones to add.
 */
export function ReviewForm({ shop, editing }: { shop: { _id: Id<"shops">; name: string }; editing?: EditedReview }) {
  const createReview = useMutation(api.reviews.create);
  const updateReview = useMutation(api.reviews.update);
  const photos = useUploadPhotos();
  const navigate = useNavigate();
  const [values, setValues] = useState<ReviewFormValues>(editing?.values ?? EMPTY_REVIEW);
  const [files, setFiles] = useState<File[]>([]);
  const [kept, setKept] = useState<Id<"_storage">[]>(() => editing?.photos.map((photo) => photo.storageId) ?? []);
  const entered = useMemo(() => ({ values, files, kept: kept.length }), [values, files, kept]);
  const { problem, report } = useFormProblem(entered, enteredError);
  const fieldProblem = useMemo(() => reviewProblem(toDraft(values), kept.length + files.length), [values, kept, files]);
  const { formRef, errorOf, point } = useFieldProblems(
    useMemo(() => (fieldProblem ? [fieldProblem] : []), [fieldProblem]),
  );
  // The review just written, once saved: its alert shows, then its shop's panel, scrolled to it.
  const [submitted, setSubmitted] = useState<Id<"reviews"> | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const set =
    <K extends keyof ReviewFormValues>(key: K) =>
    (value: ReviewFormValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));

  const save = useSubmit(
    async () => {
      const draft = toDraft(values);
      const storageIds =
        files.length > 0
          ? await photos.upload(files).catch((error: unknown) => {
              throw new ConvexError(rateLimitMessage(error) ?? MESSAGES.uploadFailed);
            })
          : [];
      let created: Id<"reviews"> | null = null;
      try {
        if (editing) await updateReview({ reviewId: editing.reviewId, ...draft, photos: [...kept, ...storageIds] });
        else created = await createReview({ shopId: shop._id, ...draft, photos: storageIds });
      } catch (error) {
        if (storageIds.length) await photos.discard({ storageIds }).catch(() => {});
        photos.reset();
        throw error;
      }
      if (editing) {
        // The shop's open panel, scrolled to the review, edited.
        navigate(paths.home({ shop: shop._id, review: editing.reviewId }));
        return;
      }
      setValues(EMPTY_REVIEW);
      setFiles([]);
      photos.reset();
      if (fileInput.current) fileInput.current.value = "";
      setSubmitted(created); // docs/product.md §4: the alert, then the map once it is read
    },
    // An edit moves on to the shop's panel; a new review stays for its alert, the form emptied.
    {
      report,
      failure: "The review could not be saved. Please try again.",
      success: editing && MESSAGES.reviewUpdated,
      staysBusy: editing !== undefined,
    },
  );

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
      <RadioGroup
        legend="Drink"
        name="bev"
        required
        error={errorOf("bev")}
        options={DRINK_CHOICES}
        value={values.bev}
        onChange={set("bev")}
      />
      <RadioGroup
        legend="Milk"
        name="milk"
        required
        error={errorOf("milk")}
        options={REVIEW_MILKS}
        value={values.milk}
        onChange={set("milk")}
      />
      <RadioGroup
        legend="Flavoring"
        name="flavoring"
        options={YES_NO}
        value={values.flavoring}
        onChange={(v) => set("flavoring")(v as "Yes" | "No")}
      />
      <RadioGroup
        legend="Hot or cold"
        name="temp"
        required
        error={errorOf("temp")}
        options={TEMPS}
        value={values.temp}
        onChange={set("temp")}
      />
      <RadioGroup
        legend="Roast"
        name="roast"
        error={errorOf("roast")}
        options={ROASTS}
        value={values.roast}
        onChange={set("roast")}
      />
      <RadioGroup
        legend="Process"
        name="process"
        error={errorOf("process")}
        options={PROCESSES}
        value={values.process}
        onChange={set("process")}
      />
      <div className="space-y-5">
        {RATING_GROUPS.map(([key, legend]) => (
          <CupRating
            key={key}
            legend={legend}
            name={key}
            required
            error={errorOf(key)}
            value={values[key]}
            onChange={set(key)}
          />
        ))}
      </div>
      <div>
        <TextArea
          label="Review"
          name="text"
          rows={5}
          maxLength={REVIEW_TEXT_MAX}
          value={values.text}
          onChange={(e) => set("text")(e.target.value)}
        />
        <p className="mt-1 text-right text-xs text-dark-grey">
          {values.text.length} / {REVIEW_TEXT_MAX}
        </p>
      </div>
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
      {busy && (
        <p role="status" className="text-sm text-dark-grey">
          {photos.busy ? "Uploading photos…" : "Saving your review…"}
        </p>
      )}
      <Button type="submit" busy={busy} className="w-full">
        {editing ? "Save Changes" : "Submit Review"}
      </Button>
      {editing && (
        <Link
          to={paths.home({ shop: shop._id })}
          className="flex min-h-11 items-center justify-center font-semibold text-espresso underline decoration-latte underline-offset-2"
        >
          Cancel
        </Link>
      )}
      {submitted && (
        // Back to the reviewed shop's open panel.
        <AlertDialog
          message={MESSAGES.reviewSuccess}
          onOk={() => navigate(paths.home({ shop: shop._id, review: submitted ?? undefined }))}
        />
      )}
    </form>
  );
}
