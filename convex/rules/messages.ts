// Every user-facing message. docs/product.md §8 texts are verbatim; the rest follow their voice.

export const MESSAGES = {
  // docs/product.md §8
  accountCreated: "Account Created!",
  loginError: "Login error. Please check your credentials and try again.",
  logoutError: "Logout error. Please try again.",
  logoutSuccess: "Successfully logged out!",
  cityNotFound: "City not found.",
  /** After 'City not found.' when close town names exist: "Did you mean Cambridge, MA?" (docs/product.md §8). */
  didYouMean: "Did you mean",
  /** The map's and the list's one message for an empty view (docs/product.md §2). */
  noShopsInView: "No shops in view.",
  noShopsMatch: (filters: string) => `No shops in view match these filters: ${filters}.`,
  mapError: "Error loading maps",
  mapLoading: "Loading Map...",
  missingFields: "Please fill out all required fields.",
  badState: "Please enter a valid 2-letter state abbreviation.",
  /**
   * Was 'This shop location is already in the system.' (docs/product.md §8): it names the shop, so the
   * person can find the one they meant; the form links to it (rules/duplicateShop.ts).
   */
  duplicateShop: (name: string, streetAddress: string) => `${name} at ${streetAddress} is already on Brew Map.`,
  chainShop: "This is not a specialty coffee shop and cannot be added to the map.",
  chainShopRedirect:
    "As previously mentioned, this shop cannot be added to the map. You are being redirected away from Add Shop.",
  geocodeFailed: "Failed to get coordinates.",
  addShopFailed: "Failed to add shop.",
  addShopSuccess: "Shop added successfully!",
  profileSaved: "Profile updated successfully!",
  profileFailed: "Failed to update profile.",
  shopSaved: "Shop updated successfully!",
  shopFailed: "Failed to update shop.",
  noShopSelected: "No shop has been selected",
  uploadFailed: "Error uploading one or more images.",
  reviewSuccess: "Review submitted successfully!",
  beansSaved: "Beans saved successfully!",
  beansFailed: "Failed to save beans. Please try again.",
  invalidUser: "Error: Invalid user identifier.",
  noRecommendation: "Not enough shops with your preferences to make a recommendation. Sorry!",
  followLinkCopied: "Follow link copied to clipboard! Send to your friends so they can follow you!",
  listCopied: "List copied to clipboard!",
  popularNoReviews:
    "The most popular drink is based on reviews and there are no reviews available. Sorry! Encourage your friends to add some",
  popularNoHighRating: "No reviews with a rating of 4 or higher.",
  /** Reviews rated 4 or more exist, but none says what was drunk (drink details are optional, docs/product.md §8). */
  popularNoDrinkNamed: "No top-rated review names its drink yet.",
  popularUnknown: "No top-rated drink.",
  noBadgesShop: "No badges",
  noBadgesProfile: "No badges yet!",
  noBeanNotes: "Common notes are based on user-added beans. Be the first to add beans.",

  // Screen texts of docs/product.md §2
  /** Was 'Loading!!!!' (docs/product.md §8: plain words, no shouting). */
  authLoading: "Loading…",
  loading: "Loading...",
  profileLoading: "Loading profile...",
  badgesLoading: "Loading badges...",
  noReviewsFound: "No reviews found.",
  noShopReviews: "No reviews, be the first person to leave one",
  /** Was "No photo's to view. Upload a review to add a photo" (docs/product.md §8: the plural has no apostrophe). */
  noPhotos: "No photos to view yet. Write a review to add one.",
  noBeans: "No beans added yet! Be the first to add some",
  noFeed: "No activity found from your friends in the last 30 days.",

  // The app's own rules (docs/product.md §5, §8): clear, specific, never blaming.
  signedOut: "Please log in to continue.",
  passwordsDiffer: "The passwords do not match.",
  passwordTooShort: "Password must be at least 8 characters.",
  passwordTooLong: "Password must be at most 128 characters.",
  passwordTooCommon: "That password is too common. Please choose another one.",
  badEmail: "Please enter a valid email address.",
  nameRequired: "Please enter your first and last name.",
  confirmPasswordRequired: "Please enter your password again to confirm it.",
  textTooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  voteCountsLater: (days: number) =>
    `Thanks! Your vote will count once your account is ${days} days old and has a review of its own.`,
  objectionable: (field: string) => `${field} contains language Brew Map does not allow. Please reword it.`,
  badChoice: (field: string) => `Please choose a valid ${field}.`,
  // Under the field a form's problem is about (the toast keeps the message of docs/product.md §8).
  fieldRequired: (field: string) => `Please enter the ${field}.`,
  choiceRequired: (field: string) => `Please choose ${field}.`,
  signupFailed: "Could not create the account. That email may already be registered.",
  resetCodeSent: "If an account exists for that email, we sent it a reset code.",
  resetFailed: "That code is not valid or has expired. Please request a new one.",
  passwordReset: "Your password has been reset. You are now logged in.",
  resetUnavailable:
    "Password reset is not available on this site yet: it has no way to email you a reset code. Please contact the site's administrator.",
  // Codes by email (docs/decisions/0026-verified-emails-and-sign-in-codes.md).
  codeSentRecently:
    "A code was sent to this address a moment ago. Please use that one, or ask for a new one in a few minutes.",
  codeFailed: "That code is not valid or has expired. Please request a new one.",
  signInCodeSent: "If an account exists for that email, we sent it a sign-in code.",
  signInCodeUnavailable:
    "Sign-in by email code is not available on this site yet: it has no way to email you a code. Please use your password.",
  verificationSent: "We sent a verification code to your email.",
  emailVerified: "Your email is verified. Welcome!",
  verifyEmailFirst:
    "Please verify your email first: enter the code we emailed you, or send a new one. Until then you can browse and set up your profile.",
  signupUnavailable:
    "Sign-up is not available on this site yet: it has no way to email you a verification code. Please contact the site's administrator.",
  userNotFound: "That user does not exist.",
  readFailed: "Something went wrong loading this screen. Please try again.",
  rateLimited: (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`,
  badMapArea: "That map area is not valid. Please move the map and try again.",

  // Reviews and photos (docs/product.md §5, decision 4).
  reviewShopNotFound: "That shop no longer exists. Please choose another one.",
  reviewRating: (what: string) => `Please rate the ${what} from 1 to 5 cups.`,
  tooManyPhotos: "A review can have at most 10 photos.",
  photoTooLarge: "Each photo must be 10 MB or smaller.",
  photoTooManyPixels:
    "Each photo must be 40 megapixels or smaller (for example 8000 × 5000). Please resize it and try again.",
  photoNotImage: "Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded.",
  photoEmpty: "That photo file is empty.",
  photoMissing: "That photo upload was not found. Please upload it again.",
  photoNotYours: "That photo was not uploaded by you or is already part of a review.",
  photoSmallRefused: "That photo's small copy could not be used. Please upload the photo again.",
  /** A picked file that is not an image: refused when picked, by name (docs/product.md §5: image files only). */
  photoRefused: (names: readonly string[]) =>
    `${names.join(", ")} ${names.length === 1 ? "is not an image file, so it was" : "are not image files, so they were"} not added. Please choose photos.`,

  // Editing, deleting and voting on reviews (docs/product.md §10).
  reviewNotFound: "That review no longer exists.",
  reviewNotYours: "Only the person who wrote a review can edit or delete it.",
  reviewUpdated: "Review updated.",
  reviewDeleted: "Review deleted.",
  helpfulOwnReview: "You can't mark your own review as helpful.",

  // Social: follows and blocks.
  cannotFollowSelf: "You can't follow yourself.",
  cannotFollowBlocked: "You can't follow this person.",
  cannotBlockSelf: "You can't block yourself.",
  tooManyBlocks: (max: number) => `You can block at most ${max} people. Unblock someone first.`,
  // Reports and moderation (decision 20).
  reportThanks: "Thanks — we'll review it.",
  alreadyReported: "You already reported this. Thanks — we'll review it.",
  reportedItemGone: "That was already removed, so there is nothing left to report.",
  cannotReportOwn: "You can't report your own post.",
  moderatorsOnly: "Only moderators can do that.",
  moderationNotAllowed: "That action does not apply to this item.",
  suspended:
    "Your account is suspended, so it can't post, vote, follow or report. Check your notifications for the reason.",
  reviewHidden: "A moderator hid this review, so it can't be edited.",
  // Trusted ratings (decision 28).
  memberSuspended: "This member is suspended, so their reviews can't count.",
  // Leaving (decision 20).
  wrongPassword: "That password is not right. Your account was not deleted.",
  accountDeleted: "Your account was deleted. Thanks for the coffee.",
  // Friends, live (decision 11).
  badViewingSession: "That viewing session is not valid. Please reopen the shop.",
  savedFailed: "Could not update your saved shops. Please try again.",
  badFeedTime: "Your device clock looks wrong. Please check its date and time.",
  copyFailed: "Could not copy to the clipboard.",
  // Shared lists (rules/lists.ts; docs/product.md, "Shared lists").
  listTitleRequired: "Please give the list a title.",
  listTitleTooLong: (max: number) => `A list's title can be at most ${max} characters.`,
  listDescriptionTooLong: (max: number) => `A list's description can be at most ${max} characters.`,
  listNoteTooLong: (max: number) => `A note can be at most ${max} characters.`,
  listNotFound: "We couldn't find that list. It may be private, or the link may be mistyped.",
  listGone: "This list is no longer available: its owner deleted it or their account.",
  listOwnerOnly: "Only the list's owner can do that.",
  listEditorsOnly: "Only the list's owner and its editors can change it.",
  listShopAlreadyThere: "This shop is already on the list.",
  listFull: (max: number) => `A list can hold at most ${max} shops. Remove one to add another.`,
  tooManyLists: (max: number) => `You can have at most ${max} lists. Delete one to make another.`,
  listEntryGone: "Another editor just removed that shop from the list, so your change was not needed.",
  listInviteNotFollowed: "You can invite only people you follow.",
  listInviteSelf: "You own this list already.",
  tooManyListEditors: (max: number) => `A list can have at most ${max} editors.`,
  listLinkInvalid:
    "This invite link no longer works: the owner turned it off or made a new one. Ask them for the new link.",
  // The list screens (src/features/lists).
  listSaveFailed: "Could not save your change to the list. Please try again.",
  listJoined: "You can now edit this list.",
  listLinkCopied: "Invite link copied to clipboard!",
  listDeleted: "List deleted.",
  listLeft: "You left the list.",
  listSaved: "List saved.",
  listLinkOff: "Invite link turned off.",
  listShopAdded: (name: string) => `Added ${name} to the list.`,

  // Coffee plans (rules/plans.ts; docs/product.md, "Coffee plans").
  planTitleRequired: "Please give the plan a title.",
  planTitleTooLong: (max: number) => `A plan's title can be at most ${max} characters.`,
  planShopCount: (min: number, max: number) => `Choose ${min} to ${max} shops for the plan.`,
  planShopTwice: "A shop is on the plan twice. Choose each shop once.",
  planShopGone: "One of the shops is no longer on Brew Map. Choose another.",
  planTimeCount: (min: number, max: number) => `Choose ${min} to ${max} times for the plan.`,
  planTimePast: "Each time must be in the future.",
  planTimeTooFar: "Each time must be within a year from now.",
  planTimeTwice: "A time is on the plan twice. Choose each time once.",
  tooManyPlans: (max: number) => `You can organise at most ${max} open plans. Cancel one to make another.`,
  planNotFound: "We couldn't find that plan. The link may be mistyped, or you were not invited.",
  planGone: "This plan is gone: its organiser cancelled it or deleted their account.",
  planOrganiserOnly: "Only the plan's organiser can do that.",
  planMembersOnly: "Only the people in this plan can vote on it.",
  planOptionUnknown: "That choice is not on this plan. Reload the plan and try again.",
  planVotingClosed: "The organiser has already chosen, so voting is closed. Your vote was not saved.",
  planEnded: "This plan has ended, so it can't be changed.",
  planNoVotesYet: "Nobody has said yes or maybe yet, so there is no best choice to use.",
  planFull: (max: number) => `A plan can have at most ${max} people.`,
  planInviteNotFollowed: "You can invite only people you follow.",
  planInviteSelf: "You organise this plan already.",
  planInviteUnavailable: "You can't invite this person to a plan.",
  planOrganiserStays: "You organise this plan: cancel it instead of leaving.",
  planLinkInvalid:
    "This plan's invite link no longer works: the organiser turned it off or made a new one. Ask them for the new link.",
  planDecided: "Plan decided. Everyone in it has been told.",

  // Shops and beans (docs/product.md §5).
  badWebsite: "Please enter a website that starts with http:// or https://.",
  /** A website with a character that only looks like a separator ("apple.com∕login.evil.net" goes to evil.net). */
  websiteLookAlike: (separator: string) =>
    `The website has a character that only looks like "${separator}", so the link would go somewhere other than it shows. Please type it with an ordinary "${separator}".`,
  badCoordinates: "The map pin is not a valid location. Please place it again.",
  pinForNewAddress: "A new street address needs its map pin confirmed.",
  shopNotFound: "That shop does not exist.",
  shopEditConflict:
    "Someone else saved changes to this shop while you were editing. Your changes were not saved: load their version, then make your changes again.",
  beanNameRequired: (n: number) => `Bean ${n} needs a name.`,
  beanBadRoast: (n: number) => `Bean ${n} needs a roast of Light, Medium or Dark.`,
  tooManyBeans: (max: number) => `A shop can list at most ${max} beans.`,
  beanEditNotFound: "That version of the bean list does not exist.",
  beanEditOtherShop: "That version belongs to another shop's bean list, so it cannot be restored here.",
  beansRestoreFailed: "Failed to restore the beans. Please try again.",

  // Opening hours per day and "open now" (rules/openingHours.ts).
  hoursNotConfirmed: "Hours not confirmed",
  hoursDisagree: "The typed hours and the days say different hours. Choose which is right, then save.",
  hoursBadTime: (day: string) => `${day}: please enter each time as HH:MM, for example 07:00.`,
  hoursEmptyRange: (day: string) => `${day}: a time range must close at a different time than it opens.`,
  hoursTooManyRanges: (day: string, max: number) => `${day} can have at most ${max} time ranges.`,
  hoursOverlap: (day: string) => `${day}: time ranges must not overlap.`,
  hoursOverlapNextDay: (day: string, next: string) => `${day}'s hours after midnight overlap ${next}'s hours.`,
  hoursNoOpenDay: "Mark at least one day open, or leave the opening hours unset.",

  // Add to list, "In N lists", Been and copying saved shops to a list (docs/product.md, "Shared lists").
  listAdded: (title: string) => `Added to "${title}".`,
  listRemovedShop: (title: string) => `Removed from "${title}".`,
  listShopAlreadyOn: (title: string) => `This shop is already on "${title}".`,
  listCreatedWithShop: (title: string) => `Made "${title}" with this shop.`,
  listPickerFailed: "Could not change your lists. Please try again.",
  beenReviewed: "You reviewed this shop, so it stays in Been. Delete the review to take it off.",
  listCopiedFrom: (title: string, count: number) => `Made "${title}" with ${count} ${count === 1 ? "shop" : "shops"}.`,
  listCopyCapped: (title: string, max: number) =>
    `Made "${title}" with the first ${max} shops: a list holds at most ${max}.`,
  listCopyEmpty: "There are no shops here to copy yet.",

  // The connection (features/connection).
  offlineReconnecting: "You're offline. Reconnecting… What you see may be out of date.",
  offlineConnecting: "You're offline. Brew Map will connect when the network is back.",
  markReadFailed: "Could not mark your notifications as read. Please try again.",
  offlineSubmit: "You're offline, so nothing was sent. What you entered is kept: try again when you're back online.",
  // When the copy a screen shows offline was saved (decision 31).
  keptSavedAt: (when: string) => `Saved ${when}`,
  // Closed shops (decision 27): who may say a closed shop is open again.
  reopenNeedsStanding:
    'Only established members can say a closed shop is open again. Your other changes were not saved; untick "It is open" to save them.',
  reopenRequested: "Thanks: a moderator will check that it is open and put it back on the map.",
  // City imports from OpenStreetMap (convex/osmImports.ts).
  importAreaTooLarge: (maxKm: number) =>
    `That area is too large to import at once. Choose an area at most ${maxKm} km across, such as one city.`,
  importAlreadyRunning: "An import is already running. Wait for it to finish, then start the next.",
  importFailed: "The import could not be started. Nothing was imported: try again.",
  importNotPreviewed: "This import has no preview to confirm: it finished, failed or was cancelled.",
  importTooManyPlaces: (max: number) =>
    `OpenStreetMap has more than ${max} coffee places in that area. Choose a smaller area and import it in parts.`,
  overpassBusy: "OpenStreetMap's Overpass service is busy right now. Nothing was imported: try again in a few minutes.",
  overpassUnreachable: "OpenStreetMap's Overpass service could not be reached. Nothing was imported: try again later.",
  overpassTimedOut:
    "OpenStreetMap's Overpass service stopped before answering for the whole area. Nothing was imported: choose a smaller area.",
  overpassBadAnswer:
    "OpenStreetMap's Overpass service sent an answer that could not be read (cut off or malformed). Nothing was imported: try again.",

  // Comments under reviews and cheers (rules/comments.ts; docs/product.md, "Comments and cheers").
  commentEmpty: "Please write a comment before sending it.",
  commentTooLong: (max: string, length: string) =>
    `Comments can be at most ${max} characters; yours has ${length}. Nothing was sent: shorten it and send again.`,
  commentNotFound: "That comment was deleted.",
  commentNotYours: "You can edit only your own comments.",
  commentDeleteNotAllowed: "You can delete only your own comments, or comments on your own review.",
  commentNotAllowed: "You can't comment on this review.",
  tooManyMentions: (max: number) => `A comment can mention at most ${max} people.`,
  mentionGone: "Someone you mentioned can't be mentioned any more. Remove the @ before their name and send again.",
  cheerOwn: "You can't cheer your own post.",
  cheerNotAllowed: "You can't cheer this.",
  cheerTargetGone: "That review or shop is no longer here.",
  commentFailed: "Your comment was not sent. Please try again: your text is kept.",
  commentSignUp: "Sign up or log in to join the conversation.",
  // Addresses of any country (decision 34): what was typed stays in the form.
  unknownCountry: "Please pick a country from the list.",
  unknownRegion: (label: string, country: string) =>
    `Please pick a ${label.toLowerCase()} of ${country} from the list.`,
  noRegionInCountry: (country: string) => `Addresses in ${country} have no state or province: please leave it empty.`,
  badPostalCode: (label: string, country: string, example: string) =>
    `That ${label.startsWith("ZIP") ? label : label.toLowerCase()} does not fit ${country}: it looks like ${example}.`,
} as const;
