// The cost rows of the account: signing in and out (skipped: @convex-dev/auth's), deleting the
// account and downloading its data.
import { api } from "@convex/_generated/api";
import { newUserParams } from "../../support/backendHarness";
import { t } from "./backend";
import { CONSTANT, type Row, type WorstCase } from "./budgets";

export const ACCOUNT_ROWS: Record<string, Row> = {
  "auth:signIn": { skip: "@convex-dev/auth: reads the account by email (indexed); password hashing dominates" },
  "auth:signOut": { skip: "@convex-dev/auth: deletes the caller's session" },
  "auth:isAuthenticated": { skip: "@convex-dev/auth: reads no documents" },
  "auth:passwordResetAvailable": {
    skip: "reads no documents: whether this deployment can deliver reset codes (environment only)",
  },
  "account:remove": {
    skip: "checks a password, and bench users are seeded without one; its closing mutation reads the account's sign-in rows and sessions (a handful), and the erasure runs in scheduled batches of ERASE_BATCH: tests/backend/accounts/account.test.ts",
  },
  "account:exportData": {
    screen: "profile: Download my data (the busiest reviewer: every record they hold, each kind at most EXPORT_LIMIT)",
    as: (d) => d.busiestReviewer,
    args: () => ({}),
    naive: [],
  },
};

/** The refresh token a bench account signed up with, for the refresh case below. */
let refreshToken: string | null = null;

export const ACCOUNT_WORST_CASES: WorstCase[] = [
  {
    // What the cost model charges for a token refresh (decision 41): the action and its mutation.
    name: "auth:signIn (token refresh)",
    fn: "auth:signIn",
    row: {
      screen: "a page whose token's hour has passed: a new token for its refresh token",
      prepare: async () => {
        const result = await t.action(api.auth.signIn, {
          provider: "password",
          params: { ...newUserParams(), flow: "signUp" },
        });
        refreshToken = result.tokens!.refreshToken;
      },
      args: () => ({ refreshToken }),
      budget: () => ({ limit: CONSTANT, rule: "the refresh token, its session and the account's rows" }),
      naive: [],
    },
  },
];
