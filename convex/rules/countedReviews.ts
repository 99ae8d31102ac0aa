// What screens say about reviews that do not count in ratings yet (decision 28).
import { ESTABLISHED_AFTER_DAYS } from "./trust";

/** Under a shop's ratings: "2 reviews by new members are not counted yet". */
export function uncountedNote(count: number): string {
  return count === 1
    ? "1 review by a new member is not counted in these ratings yet."
    : `${count} reviews by new members are not counted in these ratings yet.`;
}

/** Why, as Yelp says why some reviews are "not currently recommended". */
export const UNCOUNTED_WHY =
  `A review counts once its writer's account is ${ESTABLISHED_AFTER_DAYS} days old and has a review, ` +
  "or a moderator vouches for them, so throw-away accounts can't move a shop's rating. You can still read it below.";

/** On the review's own card. */
export const UNCOUNTED_TAG = "Not counted yet";
