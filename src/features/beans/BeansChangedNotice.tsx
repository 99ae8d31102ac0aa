import { Button } from "@/components/Button";

/** While someone else has saved the shop's beans since the draft began: say so, offer their list. */
export function BeansChangedNotice({ onShowTheirs }: { onShowTheirs: () => void }) {
  return (
    <div role="status" className="space-y-2 rounded-lg border border-latte bg-latte-light p-3 text-sm">
      <p>Someone else just saved the beans of this shop. Saving now replaces their list with yours.</p>
      <Button variant="secondary" onClick={onShowTheirs}>
        Show their list (drop my changes)
      </Button>
    </div>
  );
}
