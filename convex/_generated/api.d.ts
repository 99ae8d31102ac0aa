/* eslint-disable */
/**
 * Generated `api` utility.
 *
 * THIS CODE IS AUTOMATICALLY GENERATED.
 *
 * To regenerate, run `npx convex dev`.
 * @module
 */

import type {
  ApiFromModules,
  FilterApi,
  FunctionReference,
} from "convex/server";
import type * as account from "../account.js";
import type * as auth from "../auth.js";
import type * as authAttempts from "../authAttempts.js";
import type * as badges from "../badges.js";
import type * as beans from "../beans.js";
import type * as blocks from "../blocks.js";
import type * as crons from "../crons.js";
import type * as data_demoData from "../data/demoData.js";
import type * as emailCodes from "../emailCodes.js";
import type * as feed from "../feed.js";
import type * as follows from "../follows.js";
import type * as geocoding from "../geocoding.js";
import type * as geocodingCache from "../geocodingCache.js";
import type * as helpfulVotes from "../helpfulVotes.js";
import type * as http from "../http.js";
import type * as integrations_emailCodes from "../integrations/emailCodes.js";
import type * as integrations_geocoders from "../integrations/geocoders.js";
import type * as jobs from "../jobs.js";
import type * as listEntries from "../listEntries.js";
import type * as lists from "../lists.js";
import type * as migrations from "../migrations.js";
import type * as model_accountErasure from "../model/accountErasure.js";
import type * as model_authSteps from "../model/authSteps.js";
import type * as model_badges from "../model/badges.js";
import type * as model_blocks from "../model/blocks.js";
import type * as model_drinkStats from "../model/drinkStats.js";
import type * as model_emailCodeFlows from "../model/emailCodeFlows.js";
import type * as model_emailTraces from "../model/emailTraces.js";
import type * as model_eraseSteps from "../model/eraseSteps.js";
import type * as model_feedRows from "../model/feedRows.js";
import type * as model_helpfulVotes from "../model/helpfulVotes.js";
import type * as model_listEntries from "../model/listEntries.js";
import type * as model_listViews from "../model/listViews.js";
import type * as model_lists from "../model/lists.js";
import type * as model_mapTiles from "../model/mapTiles.js";
import type * as model_moderation from "../model/moderation.js";
import type * as model_moderationQueue from "../model/moderationQueue.js";
import type * as model_notifications from "../model/notifications.js";
import type * as model_openingHours from "../model/openingHours.js";
import type * as model_pagination from "../model/pagination.js";
import type * as model_passwordGuard from "../model/passwordGuard.js";
import type * as model_people from "../model/people.js";
import type * as model_personalData from "../model/personalData.js";
import type * as model_photoClaims from "../model/photoClaims.js";
import type * as model_places from "../model/places.js";
import type * as model_publicIds from "../model/publicIds.js";
import type * as model_rateLimits from "../model/rateLimits.js";
import type * as model_ratings from "../model/ratings.js";
import type * as model_renames from "../model/renames.js";
import type * as model_reviewPhotos from "../model/reviewPhotos.js";
import type * as model_reviewView from "../model/reviewView.js";
import type * as model_session from "../model/session.js";
import type * as model_sharedTotals from "../model/sharedTotals.js";
import type * as model_shopClosure from "../model/shopClosure.js";
import type * as model_shops from "../model/shops.js";
import type * as model_storageCleanup from "../model/storageCleanup.js";
import type * as model_trust from "../model/trust.js";
import type * as model_validators from "../model/validators.js";
import type * as moderation from "../moderation.js";
import type * as moderationJobs from "../moderationJobs.js";
import type * as notifications from "../notifications.js";
import type * as people from "../people.js";
import type * as photoSizes from "../photoSizes.js";
import type * as photos from "../photos.js";
import type * as presence from "../presence.js";
import type * as recommendations from "../recommendations.js";
import type * as renames from "../renames.js";
import type * as reports from "../reports.js";
import type * as reviews from "../reviews.js";
import type * as rules_account from "../rules/account.js";
import type * as rules_address from "../rules/address.js";
import type * as rules_authThrottle from "../rules/authThrottle.js";
import type * as rules_badges from "../rules/badges.js";
import type * as rules_beans from "../rules/beans.js";
import type * as rules_blocks from "../rules/blocks.js";
import type * as rules_catalog from "../rules/catalog.js";
import type * as rules_chains from "../rules/chains.js";
import type * as rules_cityGuess from "../rules/cityGuess.js";
import type * as rules_countedReviews from "../rules/countedReviews.js";
import type * as rules_distance from "../rules/distance.js";
import type * as rules_email from "../rules/email.js";
import type * as rules_emailCodes from "../rules/emailCodes.js";
import type * as rules_feed from "../rules/feed.js";
import type * as rules_flavorNotes from "../rules/flavorNotes.js";
import type * as rules_gazetteer from "../rules/gazetteer.js";
import type * as rules_geo from "../rules/geo.js";
import type * as rules_hosts from "../rules/hosts.js";
import type * as rules_hoursText from "../rules/hoursText.js";
import type * as rules_identifiers from "../rules/identifiers.js";
import type * as rules_imageTypes from "../rules/imageTypes.js";
import type * as rules_jobs from "../rules/jobs.js";
import type * as rules_links from "../rules/links.js";
import type * as rules_lists from "../rules/lists.js";
import type * as rules_markerTraits from "../rules/markerTraits.js";
import type * as rules_messages from "../rules/messages.js";
import type * as rules_notifications from "../rules/notifications.js";
import type * as rules_numbers from "../rules/numbers.js";
import type * as rules_objectionable from "../rules/objectionable.js";
import type * as rules_oneWeek from "../rules/oneWeek.js";
import type * as rules_openingHours from "../rules/openingHours.js";
import type * as rules_orderKeys from "../rules/orderKeys.js";
import type * as rules_people from "../rules/people.js";
import type * as rules_placeNames from "../rules/placeNames.js";
import type * as rules_popularDrink from "../rules/popularDrink.js";
import type * as rules_practicalTraits from "../rules/practicalTraits.js";
import type * as rules_presence from "../rules/presence.js";
import type * as rules_profile from "../rules/profile.js";
import type * as rules_ratingBursts from "../rules/ratingBursts.js";
import type * as rules_ratings from "../rules/ratings.js";
import type * as rules_recommend from "../rules/recommend.js";
import type * as rules_reports from "../rules/reports.js";
import type * as rules_resubmission from "../rules/resubmission.js";
import type * as rules_reviewRules from "../rules/reviewRules.js";
import type * as rules_reviewSort from "../rules/reviewSort.js";
import type * as rules_reviews from "../rules/reviews.js";
import type * as rules_search from "../rules/search.js";
import type * as rules_shopFilters from "../rules/shopFilters.js";
import type * as rules_shopForm from "../rules/shopForm.js";
import type * as rules_text from "../rules/text.js";
import type * as rules_timeZone from "../rules/timeZone.js";
import type * as rules_trust from "../rules/trust.js";
import type * as rules_typedHours from "../rules/typedHours.js";
import type * as rules_validation from "../rules/validation.js";
import type * as rules_viewport from "../rules/viewport.js";
import type * as rules_weeklyHours from "../rules/weeklyHours.js";
import type * as saved from "../saved.js";
import type * as search from "../search.js";
import type * as seed from "../seed.js";
import type * as sessionChecks from "../sessionChecks.js";
import type * as shops from "../shops.js";
import type * as tables_activity from "../tables/activity.js";
import type * as tables_lists from "../tables/lists.js";
import type * as tables_moderation from "../tables/moderation.js";
import type * as tables_people from "../tables/people.js";
import type * as tables_reviews from "../tables/reviews.js";
import type * as tables_shops from "../tables/shops.js";
import type * as totals from "../totals.js";
import type * as trust from "../trust.js";
import type * as users from "../users.js";

/**
 * A utility for referencing Convex functions in your app's API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = api.myModule.myFunction;
 * ```
 */
declare const fullApi: ApiFromModules<{
  account: typeof account;
  auth: typeof auth;
  authAttempts: typeof authAttempts;
  badges: typeof badges;
  beans: typeof beans;
  blocks: typeof blocks;
  crons: typeof crons;
  "data/demoData": typeof data_demoData;
  emailCodes: typeof emailCodes;
  feed: typeof feed;
  follows: typeof follows;
  geocoding: typeof geocoding;
  geocodingCache: typeof geocodingCache;
  helpfulVotes: typeof helpfulVotes;
  http: typeof http;
  "integrations/emailCodes": typeof integrations_emailCodes;
  "integrations/geocoders": typeof integrations_geocoders;
  jobs: typeof jobs;
  listEntries: typeof listEntries;
  lists: typeof lists;
  migrations: typeof migrations;
  "model/accountErasure": typeof model_accountErasure;
  "model/authSteps": typeof model_authSteps;
  "model/badges": typeof model_badges;
  "model/blocks": typeof model_blocks;
  "model/drinkStats": typeof model_drinkStats;
  "model/emailCodeFlows": typeof model_emailCodeFlows;
  "model/emailTraces": typeof model_emailTraces;
  "model/eraseSteps": typeof model_eraseSteps;
  "model/feedRows": typeof model_feedRows;
  "model/helpfulVotes": typeof model_helpfulVotes;
  "model/listEntries": typeof model_listEntries;
  "model/listViews": typeof model_listViews;
  "model/lists": typeof model_lists;
  "model/mapTiles": typeof model_mapTiles;
  "model/moderation": typeof model_moderation;
  "model/moderationQueue": typeof model_moderationQueue;
  "model/notifications": typeof model_notifications;
  "model/openingHours": typeof model_openingHours;
  "model/pagination": typeof model_pagination;
  "model/passwordGuard": typeof model_passwordGuard;
  "model/people": typeof model_people;
  "model/personalData": typeof model_personalData;
  "model/photoClaims": typeof model_photoClaims;
  "model/places": typeof model_places;
  "model/publicIds": typeof model_publicIds;
  "model/rateLimits": typeof model_rateLimits;
  "model/ratings": typeof model_ratings;
  "model/renames": typeof model_renames;
  "model/reviewPhotos": typeof model_reviewPhotos;
  "model/reviewView": typeof model_reviewView;
  "model/session": typeof model_session;
  "model/sharedTotals": typeof model_sharedTotals;
  "model/shopClosure": typeof model_shopClosure;
  "model/shops": typeof model_shops;
  "model/storageCleanup": typeof model_storageCleanup;
  "model/trust": typeof model_trust;
  "model/validators": typeof model_validators;
  moderation: typeof moderation;
  moderationJobs: typeof moderationJobs;
  notifications: typeof notifications;
  people: typeof people;
  photoSizes: typeof photoSizes;
  photos: typeof photos;
  presence: typeof presence;
  recommendations: typeof recommendations;
  renames: typeof renames;
  reports: typeof reports;
  reviews: typeof reviews;
  "rules/account": typeof rules_account;
  "rules/address": typeof rules_address;
  "rules/authThrottle": typeof rules_authThrottle;
  "rules/badges": typeof rules_badges;
  "rules/beans": typeof rules_beans;
  "rules/blocks": typeof rules_blocks;
  "rules/catalog": typeof rules_catalog;
  "rules/chains": typeof rules_chains;
  "rules/cityGuess": typeof rules_cityGuess;
  "rules/countedReviews": typeof rules_countedReviews;
  "rules/distance": typeof rules_distance;
  "rules/email": typeof rules_email;
  "rules/emailCodes": typeof rules_emailCodes;
  "rules/feed": typeof rules_feed;
  "rules/flavorNotes": typeof rules_flavorNotes;
  "rules/gazetteer": typeof rules_gazetteer;
  "rules/geo": typeof rules_geo;
  "rules/hosts": typeof rules_hosts;
  "rules/hoursText": typeof rules_hoursText;
  "rules/identifiers": typeof rules_identifiers;
  "rules/imageTypes": typeof rules_imageTypes;
  "rules/jobs": typeof rules_jobs;
  "rules/links": typeof rules_links;
  "rules/lists": typeof rules_lists;
  "rules/markerTraits": typeof rules_markerTraits;
  "rules/messages": typeof rules_messages;
  "rules/notifications": typeof rules_notifications;
  "rules/numbers": typeof rules_numbers;
  "rules/objectionable": typeof rules_objectionable;
  "rules/oneWeek": typeof rules_oneWeek;
  "rules/openingHours": typeof rules_openingHours;
  "rules/orderKeys": typeof rules_orderKeys;
  "rules/people": typeof rules_people;
  "rules/placeNames": typeof rules_placeNames;
  "rules/popularDrink": typeof rules_popularDrink;
  "rules/practicalTraits": typeof rules_practicalTraits;
  "rules/presence": typeof rules_presence;
  "rules/profile": typeof rules_profile;
  "rules/ratingBursts": typeof rules_ratingBursts;
  "rules/ratings": typeof rules_ratings;
  "rules/recommend": typeof rules_recommend;
  "rules/reports": typeof rules_reports;
  "rules/resubmission": typeof rules_resubmission;
  "rules/reviewRules": typeof rules_reviewRules;
  "rules/reviewSort": typeof rules_reviewSort;
  "rules/reviews": typeof rules_reviews;
  "rules/search": typeof rules_search;
  "rules/shopFilters": typeof rules_shopFilters;
  "rules/shopForm": typeof rules_shopForm;
  "rules/text": typeof rules_text;
  "rules/timeZone": typeof rules_timeZone;
  "rules/trust": typeof rules_trust;
  "rules/typedHours": typeof rules_typedHours;
  "rules/validation": typeof rules_validation;
  "rules/viewport": typeof rules_viewport;
  "rules/weeklyHours": typeof rules_weeklyHours;
  saved: typeof saved;
  search: typeof search;
  seed: typeof seed;
  sessionChecks: typeof sessionChecks;
  shops: typeof shops;
  "tables/activity": typeof tables_activity;
  "tables/lists": typeof tables_lists;
  "tables/moderation": typeof tables_moderation;
  "tables/people": typeof tables_people;
  "tables/reviews": typeof tables_reviews;
  "tables/shops": typeof tables_shops;
  totals: typeof totals;
  trust: typeof trust;
  users: typeof users;
}>;
export declare const api: FilterApi<
  typeof fullApi,
  FunctionReference<any, "public">
>;
export declare const internal: FilterApi<
  typeof fullApi,
  FunctionReference<any, "internal">
>;

export declare const components: {
  rateLimiter: import("@convex-dev/rate-limiter/_generated/component.js").ComponentApi<"rateLimiter">;
  feedCounts: import("@convex-dev/aggregate/_generated/component.js").ComponentApi<"feedCounts">;
  presence: import("@convex-dev/presence/_generated/component.js").ComponentApi<"presence">;
  migrations: import("@convex-dev/migrations/_generated/component.js").ComponentApi<"migrations">;
};
