import { Button } from "@/components/Button";

/** On the edit form once someone else has saved the shop meanwhile: load their version first. */
export function StaleShopNotice({ onLoadLatest }: { onLoadLatest: () => void }) {
  return (
    <div role="status" className="space-y-2 rounded-lg border border-latte bg-latte-light p-3 text-sm text-black">
      <p>Someone else saved changes to this shop while you were editing. Load their version before saving yours.</p>
      <Button variant="secondary" onClick={onLoadLatest}>
        Load latest version
      </Button>
    </div>
  );
}
