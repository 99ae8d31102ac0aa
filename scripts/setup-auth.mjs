// First-run setup of @convex-dev/auth on the developer's Convex deployment: the JWT key pair,
// SITE_URL and reset codes in the log. Runs before `npm run dev` (after `convex dev --until-success`):
// one `convex env list` call, and on the first run one `convex env set` for everything missing.
import { execFileSync } from "node:child_process";
import { exportJWK, exportPKCS8, generateKeyPair } from "jose";
import { convexCommand, missingAsDotenv, variableNames } from "./convexEnv.mjs";

const convex = (args, input) => {
  const { file, args: argv } = convexCommand(args);
  return execFileSync(file, argv, {
    encoding: "utf8",
    input,
    stdio: [input === undefined ? "inherit" : "pipe", "pipe", "inherit"],
  });
};

let keys;
const keyPair = async () => {
  if (!keys) {
    const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
    keys = {
      privatePem: (await exportPKCS8(privateKey)).trimEnd().replace(/\n/g, " "),
      jwks: JSON.stringify({ keys: [{ use: "sig", ...(await exportJWK(publicKey)) }] }),
    };
  }
  return keys;
};

const present = variableNames(convex(["env", "list", "--names-only"]));
// A key pair is set whole: a new private key needs its own JWKS.
const keysMissing = !present.has("JWT_PRIVATE_KEY") || !present.has("JWKS");
if (keysMissing) ["JWT_PRIVATE_KEY", "JWKS"].forEach((name) => present.delete(name));
const dotenv = await missingAsDotenv(present, [
  ["JWT_PRIVATE_KEY", async () => (await keyPair()).privatePem],
  ["JWKS", async () => (await keyPair()).jwks],
  ["SITE_URL", "http://localhost:5173"],
  // Development only: reset codes go to the deployment's log (production emails them; see the README).
  ["AUTH_RESET_CODES_IN_LOG", "1"],
]);
if (dotenv !== null) {
  convex(["env", "set", "--force"], dotenv);
  console.log(
    `Set ${dotenv
      .split("\n")
      .filter(Boolean)
      .map((line) => line.split("=")[0])
      .join(", ")} on your Convex deployment.`,
  );
}
