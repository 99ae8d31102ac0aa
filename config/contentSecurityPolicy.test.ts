import { describe, expect, it } from "vitest";
import {
  GOOGLE_MAPS,
  OPEN_MAP_TILES,
  contentSecurityPolicy,
  convexOrigins,
  headersFile,
  policyDirectives,
  policyFromHeadersFile,
} from "./contentSecurityPolicy";

const CONVEX = "https://happy-otter-123.convex.cloud";
const GOOGLE_HOSTS = /google|gstatic/;

/** Every source of the policy, in any directive. */
const allSources = (directives: Record<string, string[]>) => Object.values(directives).flat();

describe("the Content-Security-Policy", () => {
  it("with the open map: the app itself, the Convex deployment (https and wss) and OpenStreetMap tile images, no Google host; its own service worker", () => {
    const d = policyDirectives({ convexUrl: CONVEX });
    expect(d["default-src"]).toEqual(["'self'"]);
    expect(d["script-src"]).toEqual(["'self'"]);
    expect(d["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(d["connect-src"]).toEqual(["'self'", CONVEX, "wss://happy-otter-123.convex.cloud"]);
    expect(d["img-src"]).toEqual(["'self'", "data:", "blob:", CONVEX, OPEN_MAP_TILES]);
    // The service worker only (the installable app).
    expect(d["worker-src"]).toEqual(["'self'"]);
    expect(d["object-src"]).toEqual(["'none'"]);
    expect(d["base-uri"]).toEqual(["'self'"]);
    expect(d["form-action"]).toEqual(["'self'"]);
    expect(d["frame-src"]).toBeUndefined();
    expect(allSources(d).filter((source) => GOOGLE_HOSTS.test(source))).toEqual([]);
    expect(allSources(d)).not.toContain("'unsafe-eval'");
  });

  it("with a Google Maps key: Google's documented hosts as well, and still OpenStreetMap (the add-shop pin map)", () => {
    const d = policyDirectives({ convexUrl: CONVEX, googleMapsApiKey: "AIza-test" });
    for (const [name, sources] of Object.entries(GOOGLE_MAPS)) expect(d[name]).toEqual(expect.arrayContaining(sources));
    expect(d["script-src"]).toEqual(
      expect.arrayContaining(["'self'", "https://*.googleapis.com", "https://*.gstatic.com", "https://*.google.com"]),
    );
    expect(d["style-src"]).toEqual(["'self'", "'unsafe-inline'", "https://fonts.googleapis.com"]);
    expect(d["font-src"]).toEqual(["'self'", "https://fonts.gstatic.com"]);
    expect(d["frame-src"]).toEqual(["https://*.google.com"]);
    expect(d["connect-src"]).toEqual(expect.arrayContaining([CONVEX, "wss://happy-otter-123.convex.cloud"]));
    expect(d["img-src"]).toEqual(expect.arrayContaining([CONVEX, OPEN_MAP_TILES, "blob:", "data:"]));
    // No source twice (both lists name blob:/data: in places).
    for (const sources of Object.values(d)) expect(new Set(sources).size).toBe(sources.length);
  });

  it("an empty key counts as no key, as in the app", () => {
    expect(policyDirectives({ convexUrl: CONVEX, googleMapsApiKey: "" })).toEqual(
      policyDirectives({ convexUrl: CONVEX }),
    );
  });

  it("derives ws:// from an http deployment (a local backend or the sandbox) and keeps only the origin", () => {
    expect(convexOrigins("http://127.0.0.1:3210")).toEqual({
      http: "http://127.0.0.1:3210",
      ws: "ws://127.0.0.1:3210",
    });
    expect(convexOrigins("https://x.convex.cloud/")).toEqual({
      http: "https://x.convex.cloud",
      ws: "wss://x.convex.cloud",
    });
    expect(() => convexOrigins("")).toThrow(/VITE_CONVEX_URL/);
    expect(() => convexOrigins("ftp://x.convex.cloud")).toThrow(/VITE_CONVEX_URL/);
  });

  it("with photos on a bucket: its public domain for images and map files, its endpoint for uploads, no more", () => {
    const plain = policyDirectives({ convexUrl: CONVEX });
    const withBucket = policyDirectives({
      convexUrl: CONVEX,
      photoBucketUrl: "https://photos.brewmap.example/",
      photoUploadOrigin: "https://acct.r2.cloudflarestorage.com",
    });
    expect(withBucket["img-src"]).toEqual([...plain["img-src"]!, "https://photos.brewmap.example"]);
    expect(withBucket["connect-src"]).toEqual([
      ...plain["connect-src"]!,
      "https://photos.brewmap.example",
      "https://acct.r2.cloudflarestorage.com",
    ]);
    expect({ ...withBucket, "img-src": [], "connect-src": [] }).toEqual({ ...plain, "img-src": [], "connect-src": [] });
    expect(() => policyDirectives({ convexUrl: CONVEX, photoBucketUrl: "javascript:alert(1)" })).toThrow(
      /VITE_R2_PUBLIC_URL/,
    );
  });

  it("frame-ancestors only in the header form (a <meta> policy cannot carry it)", () => {
    const meta = contentSecurityPolicy({ convexUrl: CONVEX }, "meta");
    const header = contentSecurityPolicy({ convexUrl: CONVEX }, "header");
    expect(meta).not.toContain("frame-ancestors");
    expect(header).toBe(`${meta}; frame-ancestors 'none'`);
    expect(meta).toMatch(/^default-src 'self'; script-src 'self'; /);
  });

  it("the _headers file round-trips the header policy", () => {
    const header = contentSecurityPolicy({ convexUrl: CONVEX, googleMapsApiKey: "k" }, "header");
    expect(headersFile(header)).toMatch(/^\/\*\n {2}Content-Security-Policy: /);
    expect(policyFromHeadersFile(headersFile(header))).toBe(header);
    expect(policyFromHeadersFile("/*\n  X-Frame-Options: DENY\n")).toBeNull();
  });
});
