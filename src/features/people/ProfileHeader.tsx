import type { ReactNode } from "react";
import { favouriteDrinkSentence, fullName } from "@convex/rules/profile";

type Taste = {
  firstName: string;
  lastName: string;
  cafeTemp: string;
  cafeMilk: string;
  cafeDrink: string;
  about?: string;
};

/** Name, favourite cafe drink and any actions (follow, copy link, recommendations) of a profile. */
export function ProfileHeader({ profile, actions }: { profile: Taste; actions?: ReactNode }) {
  const drink = favouriteDrinkSentence(profile);
  return (
    <section aria-label="Profile" className="space-y-2">
      <h1 className="text-2xl font-bold text-espresso">{fullName(profile)}</h1>
      {drink && (
        <p className="text-dark-grey">
          Favorite cafe drink: <span className="font-medium text-black">{drink}</span>
        </p>
      )}
      {profile.about && <p className="text-dark-grey">{profile.about}</p>}
      {actions && <div className="flex flex-wrap gap-2 pt-2">{actions}</div>}
    </section>
  );
}
