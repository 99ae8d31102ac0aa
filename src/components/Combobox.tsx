import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from "react";

type Options<T> = {
  /** The options shown under the box, live. */
  items: readonly T[];
  onChoose: (item: T) => void;
  /** The box's new text as the person types. */
  onType: (text: string) => void;
  /** Enter with no option highlighted chooses the first one (and never submits a form). */
  enterChoosesFirst?: boolean;
};

/** Where the list stands, and what a key may change. */
type KeyState<T extends { _id: string }> = {
  items: readonly T[];
  expanded: boolean;
  activeIndex: number;
  enterChoosesFirst: boolean;
  setListOpen: (open: boolean) => void;
  setActiveId: (id: T["_id"] | null) => void;
  choose: (item: T) => void;
  close: () => void;
};

/** Up/Down move through the options (opening the list), Enter chooses, Escape closes the list. */
function comboboxKey<T extends { _id: string }>(
  event: KeyboardEvent<HTMLInputElement>,
  { items, expanded, activeIndex, enterChoosesFirst, setListOpen, setActiveId, choose, close }: KeyState<T>,
) {
  if (event.nativeEvent.isComposing) return; // Enter that ends an input-method composition
  switch (event.key) {
    case "ArrowDown":
    case "ArrowUp": {
      if (items.length === 0) return;
      event.preventDefault();
      const down = event.key === "ArrowDown";
      if (!expanded) {
        setListOpen(true);
        setActiveId(items[down ? 0 : items.length - 1]!._id);
        return;
      }
      // Up from the first option goes back to the text (and from the text to the last option); Down from the last wraps to the first.
      const next = down ? (activeIndex + 1) % items.length : activeIndex === -1 ? items.length - 1 : activeIndex - 1;
      setActiveId(next >= 0 ? items[next]!._id : null);
      return;
    }
    case "Enter":
      if (activeIndex >= 0) {
        event.preventDefault();
        choose(items[activeIndex]!);
      } else if (enterChoosesFirst) {
        event.preventDefault();
        if (expanded) choose(items[0]!);
      }
      return; // otherwise the key does what it would (a form submits)
    case "Escape":
      // Closes the list first; with no list open, the browser's own Escape (clear the box) applies.
      if (expanded) {
        event.preventDefault();
        close();
      }
      return;
  }
}

/**
 * A search box that lists options as the person types (WAI-ARIA combobox with a listbox): Up/Down
 * move through them, Enter or a click chooses one, Escape closes the list. The highlighted option
 * is kept by id, so it stays highlighted (or goes) as the live list changes.
 */
export function useCombobox<T extends { _id: string }>({
  items,
  onChoose,
  onType,
  enterChoosesFirst = false,
}: Options<T>) {
  const [listOpen, setListOpen] = useState(false);
  const [activeId, setActiveId] = useState<T["_id"] | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = listOpen && items.length > 0;
  const activeIndex = expanded ? items.findIndex((item) => item._id === activeId) : -1;

  // Keep the highlighted option in view when the list scrolls (short screens).
  useEffect(() => {
    if (activeIndex < 0) return;
    listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView?.({ block: "nearest" });
  }, [activeIndex]);

  const close = () => {
    setListOpen(false);
    setActiveId(null);
  };

  const choose = (item: T) => {
    close();
    onChoose(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) =>
    comboboxKey(event, { items, expanded, activeIndex, enterChoosesFirst, setListOpen, setActiveId, choose, close });

  /** The box's combobox attributes and keys; typing reopens the list with nothing highlighted. */
  const inputProps = {
    id,
    type: "search",
    role: "combobox",
    autoComplete: "off",
    "aria-autocomplete": "list",
    "aria-expanded": expanded,
    "aria-controls": expanded ? listId : undefined,
    "aria-activedescendant": activeIndex >= 0 ? optionId(activeIndex) : undefined,
    onKeyDown,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      onType(event.target.value);
      setListOpen(true);
      setActiveId(null);
    },
    onBlur: close,
  } as const;

  return {
    id,
    items,
    listOpen,
    expanded,
    activeIndex,
    listId,
    optionId,
    listRef,
    inputProps,
    open: () => setListOpen(true),
    close,
    choose,
    setActiveId,
  };
}

export type Combobox<T extends { _id: string }> = ReturnType<typeof useCombobox<T>>;

/** The combobox's list of options, shown while it is expanded. */
export function ComboboxList<T extends { _id: string }>({
  combobox,
  label,
  className,
  optionLabel,
  children,
}: {
  combobox: Combobox<T>;
  /** The listbox's accessible name. */
  label: string;
  /** Extra classes for the list (its gap below the box). */
  className: string;
  /** An option's accessible name, where its text alone would not say enough. */
  optionLabel?: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  const { items, expanded, activeIndex, listId, optionId, listRef, choose, setActiveId } = combobox;
  if (!expanded) return null;
  return (
    <ul
      ref={listRef}
      id={listId}
      role="listbox"
      aria-label={label}
      className={`absolute inset-x-0 top-full z-20 max-h-[min(22rem,50dvh)] overflow-y-auto overscroll-contain rounded-2xl border border-grey/30 bg-white py-1 shadow-lg ${className}`}
    >
      {items.map((item, index) => (
        <li
          key={item._id}
          id={optionId(index)}
          data-index={index}
          role="option"
          aria-selected={index === activeIndex}
          aria-label={optionLabel?.(item)}
          // Keeps the focus in the box, so choosing does not close the list before the click lands.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => choose(item)}
          onMouseMove={() => index !== activeIndex && setActiveId(item._id)}
          className={`cursor-pointer px-4 py-2 text-left ${index === activeIndex ? "bg-latte-light" : ""}`}
        >
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

/**
 * A search combobox's live status: how many options the open list holds (read out), and, once a
 * search for typed text (`searched`) has found nothing, `none` for everyone to see. `nouns` names
 * one option and several ("person", "people").
 */
export function ComboboxStatus<T extends { _id: string }>({
  combobox,
  searched,
  nouns: [one, many],
  none,
}: {
  combobox: Combobox<T>;
  searched: boolean;
  nouns: [string, string];
  none: string;
}) {
  const { items, expanded, listOpen } = combobox;
  const nothing = listOpen && searched && items.length === 0;
  return (
    <p role="status" className={nothing ? "mt-2 text-sm text-dark-grey" : "sr-only"}>
      {expanded
        ? `${items.length} ${items.length === 1 ? one : many} found. Use the arrow keys to choose one.`
        : nothing
          ? none
          : ""}
    </p>
  );
}

/**
 * A search box's clear control, in the app's colours (the browser's blue one is hidden for every search
 * box in index.css), 44 px square at the box's right end: empties the box, closes the list and keeps
 * the focus in the box. The box's wrapper is `relative`; `className` places it against the box.
 */
export function ComboboxClearButton<T extends { _id: string }>({
  combobox,
  onClear,
  className = "top-0 right-0",
}: {
  combobox: Combobox<T>;
  onClear: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label="Clear search"
      onClick={() => {
        onClear();
        combobox.close();
        document.getElementById(combobox.id)?.focus();
      }}
      className={`absolute flex size-11 items-center justify-center rounded-full text-xl leading-none text-espresso hover:bg-latte-light ${className}`}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}

/**
 * A combobox's text box with its clear button, for the search boxes that open their list on focus
 * (Find the shop, Find people). `shape` rounds it as its screen does.
 */
export function ComboboxBox<T extends { _id: string }>({
  combobox,
  value,
  onType,
  placeholder,
  shape,
}: {
  combobox: Combobox<T>;
  value: string;
  onType: (text: string) => void;
  placeholder: string;
  shape: "rounded-lg pl-3" | "rounded-full pl-4";
}) {
  return (
    <div className="relative">
      <input
        {...combobox.inputProps}
        value={value}
        onFocus={combobox.open}
        placeholder={placeholder}
        className={`min-h-11 w-full border border-grey bg-white pr-11 text-base outline-none placeholder:text-grey focus-visible:outline-3 focus-visible:outline-latte ${shape}`}
      />
      {value && <ComboboxClearButton combobox={combobox} onClear={() => onType("")} />}
    </div>
  );
}
