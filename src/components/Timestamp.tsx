import { formatDate, formatDateTime } from "@/lib/dates";

/** When something happened, in the app's one date format; `withTime` adds the time of day. */
export function Timestamp({
  time,
  withTime = false,
  className,
}: {
  time: number;
  withTime?: boolean;
  className?: string;
}) {
  return (
    <time dateTime={new Date(time).toISOString()} className={className}>
      {withTime ? formatDateTime(time) : formatDate(time)}
    </time>
  );
}
