import { describe, expect, it } from "vitest";
import { isRetried, jobName, retryDelayMs } from "./jobs";

describe("failed background steps", () => {
  it("names a scheduled function the same whether or not the deployment writes its .js", () => {
    expect(jobName("feed.js:fanOutBatch")).toBe("feed:fanOutBatch");
    expect(jobName("feed:fanOutBatch")).toBe("feed:fanOutBatch");
  });

  it("retries the app's chain steps only", () => {
    expect(isRetried("feed.js:fanOutBatch")).toBe(true);
    expect(isRetried("account:erase")).toBe(true);
    expect(isRetried("reviews:create")).toBe(false);
    expect(isRetried("jobs:watch")).toBe(false);
  });

  it("waits longer before each retry", () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([60_000, 240_000, 960_000]);
  });
});
