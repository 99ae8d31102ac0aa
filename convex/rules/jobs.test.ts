import { describe, expect, it } from "vitest";
import { errorText, isRunnerRun, jobName, retryDelayMs } from "./jobs";

describe("failed background steps", () => {
  it("names a scheduled function the same whether or not the deployment writes its .js", () => {
    expect(jobName("feed.js:fanOutBatch")).toBe("feed:fanOutBatch");
    expect(jobName("feed:fanOutBatch")).toBe("feed:fanOutBatch");
  });

  it("the backstop looks at the step runner's own runs only", () => {
    expect(isRunnerRun("jobs.js:run")).toBe(true);
    expect(isRunnerRun("jobs:run")).toBe(true);
    expect(isRunnerRun("feed:fanOutBatch")).toBe(false);
    expect(isRunnerRun("jobs:watch")).toBe(false);
  });

  it("waits longer before each retry", () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([60_000, 240_000, 960_000]);
  });

  it("keeps an error's message, shortened", () => {
    expect(errorText(new Error("boom"))).toBe("boom");
    expect(errorText("plain")).toBe("plain");
    expect(errorText("x".repeat(5000))).toHaveLength(1000);
  });
});
