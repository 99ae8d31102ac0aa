// Leaving (decision 20): how a deleted account is credited where its work stays, and what a
// data download is called.

/** Who shops and edits of a deleted account are credited to. */
export const FORMER_MEMBER = "A former member";

/** The name of the file "Download my data" saves. */
export const DATA_FILE_NAME = "brew-map-my-data.json";

/** At most this many of each kind of record go into one download (more than any real account holds). */
export const EXPORT_LIMIT = 1000;
