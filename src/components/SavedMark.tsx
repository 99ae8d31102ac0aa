import { MESSAGES } from "@convex/rules/messages";
import { formatDateTime } from "@/lib/dates";

/**
 * "Saved Nov 28, 2026, 3:04 PM": shown beside what a screen reads from the offline copy (decision 31), so
 * nobody takes it for live. Nothing for a live result (null).
 */
export function SavedMark({ savedAt, className = "" }: { savedAt: number | null; className?: string }) {
  if (savedAt === null) return null;
  return (
    <p role="note" className={`text-sm text-dark-grey ${className}`}>
      {MESSAGES.keptSavedAt(formatDateTime(savedAt))}
    </p>
  );
}
