import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { reviewCount } from "@convex/rules/ratings";
import { ComboboxBox, ComboboxList, ComboboxStatus, useCombobox } from "@/components/Combobox";
import { paths } from "@/lib/routes";
import { usePeopleSearch } from "@/features/people/usePeopleSearch";

/**
 * "Find people": a search box that lists users whose name matches as the person types (a combobox:
 * Up/Down move through them, Enter or a click opens that person's profile, Escape closes the list).
 */
export function PeopleSearch() {
  const navigate = useNavigate();
  const [value, setValue] = useState("");
  const { people, loading } = usePeopleSearch(value);
  const combobox = useCombobox({
    onType: setValue,
    items: people,
    onChoose: (person) => navigate(paths.otherUser(person._id, person.name), { state: { userId: person._id } }),
    enterChoosesFirst: true,
  });

  return (
    <div role="search" aria-label="People search" className="relative w-full">
      <label htmlFor={combobox.id} className="mb-1 block text-sm font-semibold text-dark-grey">
        Find people
      </label>
      <ComboboxBox
        combobox={combobox}
        value={value}
        onType={setValue}
        placeholder="Search by name"
        shape="rounded-full pl-4"
      />
      <ComboboxStatus
        combobox={combobox}
        searched={value.trim() !== "" && !loading}
        nouns={["person", "people"]}
        none="No one by that name yet."
      />
      <ComboboxList combobox={combobox} label="People" className="mt-1">
        {(person) => (
          <>
            <span className="block truncate font-semibold text-espresso">{person.name}</span>
            <span className="block truncate text-sm text-dark-grey">
              {[person.home, reviewCount(person.reviewCount)].filter(Boolean).join(" · ")}
            </span>
          </>
        )}
      </ComboboxList>
    </div>
  );
}
