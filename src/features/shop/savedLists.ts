/** The three lists a shop can be saved to, with what the toggles and the profile call them. */
export const SAVED_LISTS = [
  {
    list: "wantToTry",
    toggle: "Want to try",
    heading: "Want to try",
    empty: "No shops to try yet. Open a shop on the map and choose Want to try.",
  },
  {
    list: "favourite",
    toggle: "Favourite",
    heading: "Favourites",
    empty: "No favourite shops yet. Open a shop on the map and choose Favourite.",
  },
  {
    list: "been",
    toggle: "Been here",
    heading: "Been",
    empty: "No shops here yet. The shops you review join it, and the ones you mark Been here on the map.",
  },
] as const;

export type SavedList = (typeof SAVED_LISTS)[number]["list"];
