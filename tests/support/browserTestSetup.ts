import { afterEach } from "vitest";
import { artifactsDir, endOfTest } from "./browserArtifacts";

// Browser tests (projects e2e and web): a failing test leaves what its open browser contexts showed
// (screenshots, URLs, console, Playwright traces) in test-results/, and says where.
afterEach(async ({ task }) => {
  const dir = artifactsDir(task.file.filepath, task.fullTestName);
  if (await endOfTest(dir, task.result?.state === "fail")) console.error(`Browser test failure artifacts: ${dir}`);
});
