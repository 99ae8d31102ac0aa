// The app's Content-Security-Policy, computed from the build's env (VITE_CONVEX_URL, VITE_GOOGLE_MAPS_API_KEY).
// Session tokens live in localStorage (Convex Auth), so a script injected into the page could read them:
// the policy lets the page load code only from its own origin and talk only to its Convex deployment and
// the map provider it uses. `vite build` puts it in index.html as a <meta> tag and writes the header form
// (with frame-ancestors, which a <meta> cannot carry) to dist/_headers; the offline sandbox sends that header.
// Not in `vite dev`: its React Refresh preamble is an inline script and HMR injects <style> tags.
import type { Plugin } from "vite";

export type PolicyInput = {
  /** VITE_CONVEX_URL: the deployment's URL, e.g. https://happy-otter-123.convex.cloud. */
  convexUrl: string;
  /** VITE_GOOGLE_MAPS_API_KEY: when set, the shop map is Google Maps (src/features/map/ShopMap.tsx). */
  googleMapsApiKey?: string;
  /** VITE_R2_PUBLIC_URL: when photos live on a bucket, its public domain (the photos' URLs). */
  photoBucketUrl?: string;
  /** VITE_R2_UPLOAD_ORIGIN: the bucket's S3 endpoint, where the browser PUTs photos to presigned URLs. */
  photoUploadOrigin?: string;
};

export type Directives = Record<string, string[]>;

/**
 * OpenStreetMap's raster tiles (src/lib/leaflet.ts). Leaflet shows them on every build, as images: the
 * open map when there is no Google key, and the add-shop pin (src/features/shop-form/PinMap.tsx) always.
 */
export const OPEN_MAP_TILES = "https://tile.openstreetmap.org";

/**
 * The hosts of Google's "Content Security Policy guide" for the Maps JavaScript API (its sample policy;
 * `*.googleapis.com` covers maps.googleapis.com, `*.gstatic.com` maps.gstatic.com). Google's guide also
 * asks for 'unsafe-eval' and blob: in script-src and blob: workers: the API needs them, so they come
 * only with a key.
 */
export const GOOGLE_MAPS: Directives = {
  "script-src": ["https://*.googleapis.com", "https://*.gstatic.com", "https://*.google.com", "'unsafe-eval'", "blob:"],
  "style-src": ["https://fonts.googleapis.com"],
  "img-src": [
    "https://*.googleapis.com",
    "https://*.gstatic.com",
    "https://*.google.com",
    "https://*.googleusercontent.com",
  ],
  "font-src": ["https://fonts.gstatic.com"],
  "connect-src": ["https://*.googleapis.com", "https://*.google.com", "https://*.gstatic.com", "data:", "blob:"],
  "frame-src": ["https://*.google.com"],
  "worker-src": ["blob:"],
};

/** The deployment's https origin (queries over HTTP, uploads, file URLs) and its wss origin (the sync WebSocket). */
export function convexOrigins(convexUrl: string): { http: string; ws: string } {
  let url: URL;
  try {
    url = new URL(convexUrl);
  } catch {
    throw new Error(`VITE_CONVEX_URL is not a URL: ${JSON.stringify(convexUrl)}`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new Error(`VITE_CONVEX_URL must be http(s): ${convexUrl}`);
  // ConvexReactClient opens its WebSocket at the same host, http→ws and https→wss.
  return { http: url.origin, ws: url.origin.replace(/^http/, "ws") };
}

/** An http(s) setting's origin, or an error naming the setting. */
function originOf(value: string, setting: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url === null || (url.protocol !== "https:" && url.protocol !== "http:"))
    throw new Error(`${setting} must be an http(s) URL: ${JSON.stringify(value)}`);
  return url.origin;
}

/** The policy's directives, each with its sources. */
export function policyDirectives({ convexUrl, googleMapsApiKey, ...photos }: PolicyInput): Directives {
  const convex = convexOrigins(convexUrl);
  const directives: Directives = {
    "default-src": ["'self'"],
    // Vite emits no inline script: index.html loads /assets/*.js, lazy chunks are imported from there.
    "script-src": ["'self'"],
    // 'unsafe-inline' for styles only: sonner (the toasts) injects its stylesheet as <style> elements at run
    // time (with style-src 'self' alone, every route reports style-src-elem violations in tests/web/csp.test.ts),
    // and Google Maps injects <style> elements and style attributes without a nonce. (Leaflet and React set
    // element.style, which CSP does not restrict.) Styles cannot run code or read localStorage.
    "style-src": ["'self'", "'unsafe-inline'"],
    // Review photos are the deployment's file URLs (/api/storage/<id>); photos being prepared for upload
    // are read from blob: and data: URLs (browser-image-compression).
    "img-src": ["'self'", "data:", "blob:", convex.http, OPEN_MAP_TILES],
    "font-src": ["'self'"],
    // Convex: the sync WebSocket, HTTP calls (sign-in, token refresh) and photo uploads to upload URLs.
    "connect-src": ["'self'", convex.http, convex.ws],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
  // Photos on a bucket (convex/model/photoStore.ts): shown from its public domain, uploaded to its endpoint;
  // the map's region files fetched from the same domain (decision 40).
  if (photos.photoBucketUrl) {
    const bucket = originOf(photos.photoBucketUrl, "VITE_R2_PUBLIC_URL");
    directives["img-src"]!.push(bucket);
    directives["connect-src"]!.push(bucket);
  }
  if (photos.photoUploadOrigin)
    directives["connect-src"]!.push(originOf(photos.photoUploadOrigin, "VITE_R2_UPLOAD_ORIGIN"));
  if (googleMapsApiKey) {
    for (const [name, sources] of Object.entries(GOOGLE_MAPS))
      directives[name] = [...(directives[name] ?? []), ...sources];
  }
  // The app's only worker is its service worker (/sw.js, the installable app); the open map draws on
  // the main thread (decision 0014). Google's map adds blob: workers.
  directives["worker-src"] = ["'self'", ...(directives["worker-src"] ?? [])];
  for (const name of Object.keys(directives)) directives[name] = [...new Set(directives[name])];
  return directives;
}

/**
 * The policy as one string. `header` adds frame-ancestors 'none' (no site may frame the app); a <meta>
 * policy cannot carry frame-ancestors (browsers ignore it there and warn).
 */
export function contentSecurityPolicy(input: PolicyInput, delivery: "meta" | "header"): string {
  const directives = policyDirectives(input);
  if (delivery === "header") directives["frame-ancestors"] = ["'none'"];
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** A Netlify / Cloudflare Pages `_headers` file that sends the policy with every page. */
export function headersFile(policy: string): string {
  return `/*\n  Content-Security-Policy: ${policy}\n`;
}

/** The policy a `_headers` file sets, or null. */
export function policyFromHeadersFile(text: string): string | null {
  return /^\s+Content-Security-Policy:\s*(.+?)\s*$/m.exec(text)?.[1] ?? null;
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** The Vite plugin: the <meta> policy in index.html and dist/_headers, in `vite build` only. */
export function contentSecurityPolicyPlugin(): Plugin {
  let input: PolicyInput | null = null;
  return {
    name: "brew-map:content-security-policy",
    apply: "build",
    configResolved(config) {
      const env = config.env as Record<string, string | undefined>;
      const convexUrl = env.VITE_CONVEX_URL;
      if (!convexUrl)
        throw new Error(
          "VITE_CONVEX_URL must be set to build the app: its Content-Security-Policy names the deployment.",
        );
      input = {
        convexUrl,
        googleMapsApiKey: env.VITE_GOOGLE_MAPS_API_KEY || undefined,
        photoBucketUrl: env.VITE_R2_PUBLIC_URL || undefined,
        photoUploadOrigin: env.VITE_R2_UPLOAD_ORIGIN || undefined,
      };
    },
    transformIndexHtml(html) {
      const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(contentSecurityPolicy(input!, "meta"))}" />`;
      // Right after <meta charset> (which must stay in the first 1024 bytes), before anything the policy governs.
      const charset = /<meta\s+charset=[^>]*>/i;
      if (charset.test(html)) return html.replace(charset, (tag) => `${tag}\n    ${meta}`);
      return html.replace(/<head[^>]*>/i, (tag) => `${tag}\n    ${meta}`);
    },
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: "_headers",
        source: headersFile(contentSecurityPolicy(input!, "header")),
      });
    },
  };
}
