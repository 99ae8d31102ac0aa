// First-run setup of @convex-dev/auth on the developer's Convex deployment: the JWT key pair and
// SITE_URL. Runs before `npm run dev`; does nothing once the variables exist.
import { execFileSync } from "node:child_process";
import { exportJWK, exportPKCS8, generateKeyPair } from "jose";

const convex = (...args) => execFileSync("npx", ["convex", ...args], { encoding: "utf8" }).trim();

function hasVariable(name) {
  try {
    return convex("env", "get", name).length > 0;
  } catch {
    return false;
  }
}

if (!hasVariable("JWT_PRIVATE_KEY") || !hasVariable("JWKS")) {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const privatePem = (await exportPKCS8(privateKey)).trimEnd().replace(/\n/g, " ");
  const jwks = JSON.stringify({ keys: [{ use: "sig", ...(await exportJWK(publicKey)) }] });
  convex("env", "set", "JWT_PRIVATE_KEY", "--", privatePem);
  convex("env", "set", "JWKS", "--", jwks);
  console.log("Set JWT_PRIVATE_KEY and JWKS on your Convex deployment.");
}
if (!hasVariable("SITE_URL")) {
  convex("env", "set", "SITE_URL", "http://localhost:5173");
  console.log("Set SITE_URL=http://localhost:5173 on your Convex deployment.");
}
if (!hasVariable("AUTH_RESET_CODES_IN_LOG")) {
  // Development only: reset codes go to the deployment's log (production emails them; see the README).
  convex("env", "set", "AUTH_RESET_CODES_IN_LOG", "1");
  console.log("Set AUTH_RESET_CODES_IN_LOG=1 on your development deployment.");
}
