import { authTables } from "@convex-dev/auth/server";

// @convex-dev/auth's tables, with an index on each expiry so the hourly sweep (convex/authCleanup.ts) finds what has
// expired without reading what has not: the library deletes a session only at sign-out, and a refresh token or an
// email code only when it is used, so a closed laptop's session stays forever otherwise.
export const authTablesWithExpiry = {
  ...authTables,
  authSessions: authTables.authSessions.index("expirationTime", ["expirationTime"]),
  authRefreshTokens: authTables.authRefreshTokens.index("expirationTime", ["expirationTime"]),
  authVerificationCodes: authTables.authVerificationCodes.index("expirationTime", ["expirationTime"]),
};
