import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router-dom";
import { countLabel } from "@convex/rules/people";
import { paths } from "@/lib/routes";
import { usePeopleSearch, type PersonMatch } from "./usePeopleSearch";

/**
 * "Find people": a search box that lists users whose name matches as the person types (a combobox:
 * Up/Down move through them, Enter or a click opens that person's profile, Escape closes the list).
 */
export function PeopleSearch() {
  const navigate = useNavigate();
  const [value, setValue] = useState("");
  const [listOpen, setListOpen] = useState(false);
  const [activeId, setActiveId] = useState<PersonMatch["_id"] | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const listId = `${id}-people`;
  const optionId = (index: number) => `${id}-person-${index}`;

  const { people, loading } = usePeopleSearch(value);
  const expanded = listOpen && people.length > 0;
  const activeIndex = expanded ? people.findIndex((person) => person._id === activeId) : -1;
  const nobody = listOpen && value.trim() !== "" && !loading && people.length === 0;

  useEffect(() => {
    if (activeIndex < 0) return;
    listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView?.({ block: "nearest" });
  }, [activeIndex]);

  const closeList = () => {
    setListOpen(false);
    setActiveId(null);
  };

  const choose = (person: PersonMatch) => {
    closeList();
    navigate(paths.otherUser(person._id, person.name), { state: { userId: person._id } });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (people.length === 0) return;
        event.preventDefault();
        const down = event.key === "ArrowDown";
        if (!expanded) {
          setListOpen(true);
          setActiveId(people[down ? 0 : people.length - 1]!._id);
          return;
        }
        const next = down ? (activeIndex + 1) % people.length : activeIndex === -1 ? people.length - 1 : activeIndex - 1;
        setActiveId(next >= 0 ? people[next]!._id : null);
        return;
      }
      case "Enter":
        event.preventDefault();
        if (activeIndex >= 0) choose(people[activeIndex]!);
        else if (people.length > 0 && expanded) choose(people[0]!);
        return;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          closeList();
        }
        return;
    }
  };

  return (
    <div role="search" aria-label="People search" className="relative w-full">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-dark-grey">
        Find people
      </label>
      <input
        id={id}
        type="search"
        role="combobox"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setListOpen(true);
          setActiveId(null);
        }}
        onFocus={() => setListOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={closeList}
        placeholder="Search by name"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        className="min-h-11 w-full rounded-full border border-grey bg-white px-4 text-base outline-none placeholder:text-grey focus-visible:outline-3 focus-visible:outline-latte"
      />
      <p role="status" className={nobody ? "mt-2 text-sm text-dark-grey" : "sr-only"}>
        {expanded
          ? `${people.length} ${people.length === 1 ? "person" : "people"} found. Use the arrow keys to choose one.`
          : nobody
            ? "No one by that name yet."
            : ""}
      </p>
      {expanded && (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label="People"
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-[min(22rem,50dvh)] overflow-y-auto overscroll-contain rounded-2xl border border-grey/30 bg-white py-1 shadow-lg"
        >
          {people.map((person, index) => (
            <li
              key={person._id}
              id={optionId(index)}
              data-index={index}
              role="option"
              aria-selected={index === activeIndex}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(person)}
              onMouseMove={() => index !== activeIndex && setActiveId(person._id)}
              className={`cursor-pointer px-4 py-2 text-left ${index === activeIndex ? "bg-latte-light" : ""}`}
            >
              <span className="block truncate font-semibold text-espresso">{person.name}</span>
              <span className="block truncate text-sm text-dark-grey">
                {[person.home, countLabel(person.reviewCount, "review", "reviews")].filter(Boolean).join(" · ")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
