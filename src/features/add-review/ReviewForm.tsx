import { useMutation } from "convex/react";
import { useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { PROCESSES, REVIEW_DRINKS, REVIEW_MILKS, ROASTS, TEMPS } from "@convex/rules/catalog";
import { MESSAGES } from "@convex/rules/messages";
import { REVIEW_TEXT_MAX, reviewError } from "@convex/rules/reviewRules";
import { Button } from "@/components/Button";
import { TextArea } from "@/components/fields";
import { RadioGroup } from "@/components/RadioGroup";
import { errorMessage, rateLimitMessage } from "@/lib/errors";
import { paths } from "@/lib/routes";
import { PhotoInput } from "../photos/PhotoInput";
import { useUploadPhotos } from "../photos/useUploadPhotos";
import { EMPTY_REVIEW, toDraft, type ReviewFormValues } from "./reviewDraft";

const RATINGS = ["1", "2", "3", "4", "5"] as const;
const YES_NO = ["Yes", "No"] as const;

/** Step 2: what was ordered, three ratings, the text and photos. */
export function ReviewForm({ shop }: { shop: { _id: Id<"shops">; name: string } }) {
  const createReview = useMutation(api.reviews.create);
  const photos = useUploadPhotos();
  const navigate = useNavigate();
  const [values, setValues] = useState<ReviewFormValues>(EMPTY_REVIEW);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const set = <K extends keyof ReviewFormValues>(key: K) => (value: ReviewFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const draft = toDraft(values);
    const invalid = reviewError(draft, files.length);
    setProblem(invalid);
    if (invalid) return;

    setSaving(true);
    let storageIds: Id<"_storage">[] = [];
    if (files.length > 0) {
      try {
        storageIds = await photos.upload(files);
      } catch (error) {
        setSaving(false);
        window.alert(rateLimitMessage(error) ?? MESSAGES.uploadFailed);
        return;
      }
    }
    try {
      await createReview({ shopId: shop._id, ...draft, photos: storageIds });
    } catch (error) {
      if (storageIds.length) await photos.discard({ storageIds }).catch(() => {});
      photos.reset();
      setSaving(false);
      setProblem(errorMessage(error, "The review could not be saved. Please try again."));
      return;
    }
    setValues(EMPTY_REVIEW);
    setFiles([]);
    photos.reset();
    if (fileInput.current) fileInput.current.value = "";
    setSaving(false);
    window.alert(MESSAGES.reviewSuccess);
    navigate(paths.home({ shop: shop._id })); // back to the reviewed shop's open panel
  };

  const busy = saving || photos.busy;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="review-form-title" className="space-y-5">
      <h2 id="review-form-title" className="text-xl font-bold text-espresso">
        Review for {shop.name}
      </h2>
      <RadioGroup legend="Drink" options={REVIEW_DRINKS} value={values.bev} onChange={set("bev")} />
      <RadioGroup legend="Milk" options={REVIEW_MILKS} value={values.milk} onChange={set("milk")} />
      <RadioGroup legend="Flavoring" options={YES_NO} value={values.flavoring} onChange={(v) => set("flavoring")(v as "Yes" | "No")} />
      <RadioGroup legend="Hot or cold" options={TEMPS} value={values.temp} onChange={set("temp")} />
      <RadioGroup legend="Roast" options={ROASTS} value={values.roast} onChange={set("roast")} />
      <RadioGroup legend="Process" options={PROCESSES} value={values.process} onChange={set("process")} />
      <div className="space-y-5">
        <RadioGroup legend="Coffee rating (1 to 5)" options={RATINGS} value={values.drinkRating} onChange={set("drinkRating")} />
        <RadioGroup legend="Vibe rating (1 to 5)" options={RATINGS} value={values.shopRating} onChange={set("shopRating")} />
        <RadioGroup legend="Staff rating (1 to 5)" options={RATINGS} value={values.staffRating} onChange={set("staffRating")} />
      </div>
      <div>
        <TextArea label="Review" rows={5} maxLength={REVIEW_TEXT_MAX} value={values.text} onChange={(e) => set("text")(e.target.value)} />
        <p className="mt-1 text-right text-xs text-dark-grey">
          {values.text.length} / {REVIEW_TEXT_MAX}
        </p>
      </div>
      <PhotoInput files={files} onChange={setFiles} progress={photos.progress} disabled={busy} inputRef={fileInput} />
      {problem && (
        <p role="alert" className="rounded-lg bg-alert/10 px-3 py-2 text-sm font-medium text-alert">
          {problem}
        </p>
      )}
      {busy && (
        <p role="status" className="text-sm text-dark-grey">
          {photos.busy ? "Uploading photos…" : "Saving your review…"}
        </p>
      )}
      <Button type="submit" busy={busy} className="w-full">
        Submit Review
      </Button>
    </form>
  );
}
