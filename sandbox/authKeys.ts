import { exportJWK, exportPKCS8, generateKeyPair } from "jose";

/**
 * The deployment variables @convex-dev/auth needs, with a fresh RS256 key pair.
 * Same shape as `npx @convex-dev/auth` writes on a real deployment.
 */
export async function authEnvironment(siteUrl: string): Promise<Record<string, string>> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const pkcs8 = await exportPKCS8(privateKey);
  const jwk = await exportJWK(publicKey);
  return {
    JWT_PRIVATE_KEY: pkcs8.trimEnd().replace(/\n/g, " "),
    JWKS: JSON.stringify({ keys: [{ use: "sig", ...jwk }] }),
    SITE_URL: siteUrl,
    CONVEX_SITE_URL: siteUrl,
  };
}
