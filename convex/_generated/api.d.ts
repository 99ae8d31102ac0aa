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
import type * as auth from "../auth.js";
import type * as badges from "../badges.js";
import type * as beans from "../beans.js";
import type * as crons from "../crons.js";
import type * as feed from "../feed.js";
import type * as follows from "../follows.js";
import type * as geocoding from "../geocoding.js";
import type * as http from "../http.js";
import type * as lib_demoData from "../lib/demoData.js";
import type * as lib_drinkStats from "../lib/drinkStats.js";
import type * as lib_feedRows from "../lib/feedRows.js";
import type * as lib_geocoders from "../lib/geocoders.js";
import type * as lib_pagination from "../lib/pagination.js";
import type * as lib_photoClaims from "../lib/photoClaims.js";
import type * as lib_popularDrinkText from "../lib/popularDrinkText.js";
import type * as lib_rateLimits from "../lib/rateLimits.js";
import type * as lib_resetEmail from "../lib/resetEmail.js";
import type * as lib_reviewView from "../lib/reviewView.js";
import type * as lib_session from "../lib/session.js";
import type * as model_badges from "../model/badges.js";
import type * as model_beans from "../model/beans.js";
import type * as model_catalog from "../model/catalog.js";
import type * as model_chains from "../model/chains.js";
import type * as model_email from "../model/email.js";
import type * as model_feed from "../model/feed.js";
import type * as model_flavorNotes from "../model/flavorNotes.js";
import type * as model_gazetteer from "../model/gazetteer.js";
import type * as model_geo from "../model/geo.js";
import type * as model_identifiers from "../model/identifiers.js";
import type * as model_imageTypes from "../model/imageTypes.js";
import type * as model_links from "../model/links.js";
import type * as model_markers from "../model/markers.js";
import type * as model_messages from "../model/messages.js";
import type * as model_popularDrink from "../model/popularDrink.js";
import type * as model_profile from "../model/profile.js";
import type * as model_recommend from "../model/recommend.js";
import type * as model_reviewRules from "../model/reviewRules.js";
import type * as model_reviews from "../model/reviews.js";
import type * as model_shopForm from "../model/shopForm.js";
import type * as model_validation from "../model/validation.js";
import type * as model_viewport from "../model/viewport.js";
import type * as photos from "../photos.js";
import type * as recommendations from "../recommendations.js";
import type * as renames from "../renames.js";
import type * as reviews from "../reviews.js";
import type * as seed from "../seed.js";
import type * as shops from "../shops.js";
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
  auth: typeof auth;
  badges: typeof badges;
  beans: typeof beans;
  crons: typeof crons;
  feed: typeof feed;
  follows: typeof follows;
  geocoding: typeof geocoding;
  http: typeof http;
  "lib/demoData": typeof lib_demoData;
  "lib/drinkStats": typeof lib_drinkStats;
  "lib/feedRows": typeof lib_feedRows;
  "lib/geocoders": typeof lib_geocoders;
  "lib/pagination": typeof lib_pagination;
  "lib/photoClaims": typeof lib_photoClaims;
  "lib/popularDrinkText": typeof lib_popularDrinkText;
  "lib/rateLimits": typeof lib_rateLimits;
  "lib/resetEmail": typeof lib_resetEmail;
  "lib/reviewView": typeof lib_reviewView;
  "lib/session": typeof lib_session;
  "model/badges": typeof model_badges;
  "model/beans": typeof model_beans;
  "model/catalog": typeof model_catalog;
  "model/chains": typeof model_chains;
  "model/email": typeof model_email;
  "model/feed": typeof model_feed;
  "model/flavorNotes": typeof model_flavorNotes;
  "model/gazetteer": typeof model_gazetteer;
  "model/geo": typeof model_geo;
  "model/identifiers": typeof model_identifiers;
  "model/imageTypes": typeof model_imageTypes;
  "model/links": typeof model_links;
  "model/markers": typeof model_markers;
  "model/messages": typeof model_messages;
  "model/popularDrink": typeof model_popularDrink;
  "model/profile": typeof model_profile;
  "model/recommend": typeof model_recommend;
  "model/reviewRules": typeof model_reviewRules;
  "model/reviews": typeof model_reviews;
  "model/shopForm": typeof model_shopForm;
  "model/validation": typeof model_validation;
  "model/viewport": typeof model_viewport;
  photos: typeof photos;
  recommendations: typeof recommendations;
  renames: typeof renames;
  reviews: typeof reviews;
  seed: typeof seed;
  shops: typeof shops;
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
};
