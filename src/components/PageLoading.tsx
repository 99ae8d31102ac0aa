import { MESSAGES } from "@convex/rules/messages";

/** What a screen shows while its code or its first read is on the way. */
export function PageLoading() {
  return (
    <p role="status" className="p-8 text-center text-dark-grey">
      {MESSAGES.loading}
    </p>
  );
}
