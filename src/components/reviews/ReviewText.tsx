import { useId, useLayoutEffect, useRef, useState } from "react";

/**
 * A review's text, cut to four lines with "Read more" when it is longer (measured, so a short text
 * never gets the button and a long one always does, at any width). The whole text is in the page
 * either way: screen readers read it all; the button only changes what is drawn.
 */
export function ReviewText({ text }: { text: string }) {
  const id = useId();
  const paragraph = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(false);

  useLayoutEffect(() => {
    const element = paragraph.current;
    if (!element || expanded) return;
    const measure = () => setCut(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, expanded]);

  return (
    <div>
      <p id={id} ref={paragraph} className={`whitespace-pre-line break-words ${expanded ? "" : "line-clamp-4"}`}>
        {text}
      </p>
      {(cut || expanded) && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
          className="mt-1 inline-flex min-h-11 items-center font-semibold text-espresso underline decoration-latte underline-offset-2 hover:text-latte"
        >
          {expanded ? "Show less" : "Read more"}
        </button>
      )}
    </div>
  );
}
