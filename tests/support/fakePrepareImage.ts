import { webpBytes } from "./testData";

/**
 * jsdom has no canvas: UI tests that upload photos replace their preparation with this. The browser tests
 * cover real resizing; here the prepared photo is the original and its small copy a tiny WebP.
 * Use: `vi.mock("@/features/review-form/prepareImage", () => import("../support/fakePrepareImage"));`
 */
export const prepareImage = async (file: File, onProgress: (p: number) => void) => {
  onProgress(100);
  return { large: file, small: new File([webpBytes()], "small.webp", { type: "image/webp" }) };
};
