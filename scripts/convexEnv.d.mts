export function convexCliPath(): string;
export function convexCommand(
  args: string[],
  options?: { node?: string; cli?: string },
): { file: string; args: string[] };
export function variableNames(output: string): Set<string>;
export function missingAsDotenv(
  present: Set<string>,
  wanted: [name: string, value: string | (() => Promise<string>)][],
): Promise<string | null>;
