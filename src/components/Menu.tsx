import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export type MenuItem = { label: string; onSelect: () => void };

/**
 * The menu's state: open or not (focus on its first item when it opens; a press outside closes it),
 * and its keys: arrows, Home and End move, Escape closes and returns focus, Tab closes and leaves.
 */
function useMenu(itemCount: number) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    itemRefs.current[0]?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutside);
    return () => document.removeEventListener("pointerdown", closeOnOutside);
  }, [open]);

  const focusItem = (delta: number) => {
    const current = itemRefs.current.findIndex((el) => el === document.activeElement);
    const next = (current + delta + itemCount) % itemCount;
    itemRefs.current[next]?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown") focusItem(1);
    else if (event.key === "ArrowUp") focusItem(-1);
    else if (event.key === "Home") itemRefs.current[0]?.focus();
    else if (event.key === "End") itemRefs.current[itemCount - 1]?.focus();
    else if (event.key === "Escape") {
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === "Tab") setOpen(false);
    else return;
    if (event.key !== "Tab") event.preventDefault();
  };

  return { open, setOpen, buttonRef, itemRefs, rootRef, onMenuKeyDown };
}

/** A menu button (WAI-ARIA pattern): arrows move, Escape closes and returns focus, Tab leaves. */
export function Menu({ label, trigger, items }: { label: string; trigger: ReactNode; items: MenuItem[] }) {
  const { open, setOpen, buttonRef, itemRefs, rootRef, onMenuKeyDown } = useMenu(items.length);
  const menuId = useId();

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="flex h-11 min-w-11 items-center justify-center gap-2 rounded-full text-white hover:bg-espresso-dark md:px-3"
      >
        {trigger}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 mt-2 min-w-44 overflow-hidden rounded-xl bg-white py-1 text-black shadow-lg ring-1 ring-black/10"
        >
          {items.map((item, i) => (
            <button
              key={item.label}
              ref={(el) => {
                itemRefs.current[i] = el;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                setOpen(false);
                item.onSelect();
              }}
              className="block w-full px-4 py-2.5 text-left hover:bg-latte-light focus:bg-latte-light focus:outline-none"
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
