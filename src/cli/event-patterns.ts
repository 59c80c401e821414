/**
 * Event-type patterns on the command line (`transfer.*`, `identity.kyc_refresh.*`, `*.failed`): `*`
 * stands for any run of characters, dots included, and a pattern must match the whole type.
 */

/** Whether a type matches any of `patterns` (every type when there are none). */
export function eventTypeFilter(patterns: readonly string[]): (type: string) => boolean {
  if (patterns.length === 0) return () => true;
  const expressions = patterns.map((pattern) => new RegExp(`^${pattern.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`));
  return (type) => expressions.some((expression) => expression.test(type));
}

/** The comma-separated or repeated values of an `--events` flag, each trimmed, empty ones dropped. */
export function splitPatterns(values: readonly string[]): string[] {
  return values.flatMap((value) => value.split(",")).map((pattern) => pattern.trim()).filter((pattern) => pattern !== "");
}
