import { vi } from "vitest";

export const DAY = 24 * 60 * 60 * 1000;

/**
 * Runs `write` with the clock at `time`, so the documents it creates have that creation time.
 * convex-test never lets creation times go backwards, so tests that need old documents set their
 * "now" in the future, after the sign-ups, and write in time order.
 */
export async function at<T>(time: number, write: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(time);
  try {
    return await write();
  } finally {
    vi.useRealTimers();
  }
}
