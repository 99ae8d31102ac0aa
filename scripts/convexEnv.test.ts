import { describe, expect, it } from "vitest";
import { convexCliPath, convexCommand, missingAsDotenv, variableNames } from "./convexEnv.mjs";

// `npm run dev`'s first-run setup runs the Convex CLI without a shell (so it works
// where npx is npx.cmd), once to list and at most once to set.

/** dotenv 16's parse, as the Convex CLI bundles it (node_modules/convex/dist/cli.bundle.cjs) to read `env set` input. */
function dotenvParse(src: string): Record<string, string> {
  const LINE =
    /(?:^|^)\s*(?:export\s+)?([\w.-]+)(?:\s*=\s*?|:\s+?)(\s*'(?:\\'|[^'])*'|\s*"(?:\\"|[^"])*"|\s*`(?:\\`|[^`])*`|[^#\r\n]+)?\s*(?:#.*)?(?:$|$)/gm;
  const parsed: Record<string, string> = {};
  for (const match of src.replace(/\r\n?/gm, "\n").matchAll(LINE)) {
    const value = (match[2] ?? "").trim();
    parsed[match[1]!] = value.replace(/^(['"`])([\s\S]*)\1$/gm, "$2");
  }
  return parsed;
}

describe("the Convex CLI command", () => {
  it("runs the CLI's own script under Node, never npx or a shell", () => {
    const { file, args } = convexCommand(["env", "list", "--names-only"], {
      node: "C:\\Program Files\\nodejs\\node.exe",
      cli: "C:\\app\\node_modules\\convex\\bin\\main.js",
    });
    expect(file).toBe("C:\\Program Files\\nodejs\\node.exe");
    expect(args).toEqual(["C:\\app\\node_modules\\convex\\bin\\main.js", "env", "list", "--names-only"]);
    expect(convexCommand(["dev"]).file).toBe(process.execPath);
    expect(convexCliPath()).toMatch(/node_modules[\\/]convex[\\/]bin[\\/]main\.js$/);
  });

  it("reads the names `env list --names-only` prints, whatever the line endings, and nothing else", () => {
    expect([...variableNames("JWKS\r\nSITE_URL\n\n  JWT_PRIVATE_KEY  \nNo environment variables set\n")]).toEqual([
      "JWKS",
      "SITE_URL",
      "JWT_PRIVATE_KEY",
    ]);
  });

  it("writes only what is missing, as single-quoted dotenv, computing a value only when needed", async () => {
    let made = 0;
    const key = async () => {
      made++;
      return "-----BEGIN PRIVATE KEY----- MIIE+/= -----END PRIVATE KEY-----";
    };
    const wanted: [string, string | (() => Promise<string>)][] = [
      ["JWT_PRIVATE_KEY", key],
      ["JWKS", '{"keys":[{"use":"sig","kty":"RSA"}]}'],
      ["SITE_URL", "http://localhost:5173"],
    ];
    expect(await missingAsDotenv(new Set(["JWT_PRIVATE_KEY", "JWKS", "SITE_URL"]), wanted)).toBeNull();
    expect(made).toBe(0);
    expect(await missingAsDotenv(new Set(["SITE_URL"]), wanted)).toBe(
      `JWT_PRIVATE_KEY='-----BEGIN PRIVATE KEY----- MIIE+/= -----END PRIVATE KEY-----'\nJWKS='{"keys":[{"use":"sig","kty":"RSA"}]}'\n`,
    );
    expect(made).toBe(1);
    // What the CLI reads back is exactly what was meant.
    expect(dotenvParse((await missingAsDotenv(new Set(), wanted))!)).toEqual({
      JWT_PRIVATE_KEY: "-----BEGIN PRIVATE KEY----- MIIE+/= -----END PRIVATE KEY-----",
      JWKS: '{"keys":[{"use":"sig","kty":"RSA"}]}',
      SITE_URL: "http://localhost:5173",
    });
    await expect(missingAsDotenv(new Set(), [["X", "it's"]])).rejects.toThrow("single-quoted");
  });
});
