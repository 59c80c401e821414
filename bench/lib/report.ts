/** The results table: one row per figure, printed to the terminal and written as Markdown. */

/** The client columns of the table. */
export const CLIENTS = ["sdk", "raw", "diy"] as const;
export type Client = (typeof CLIENTS)[number];

/** One line of the table. */
export interface Row {
  /** What is measured, e.g. "ticker call (median ms)". */
  figure: string;
  /** The figure for each client, already formatted ("" where it does not apply). */
  values: Partial<Record<Client, string>>;
  /** What the SDK is compared with, in the same run. */
  baseline: string;
  /** The SDK's figure against the baseline, formatted ("1.23×", "+4.1 MB", "1 request"). */
  result: string;
  /** The target, e.g. "≤ 1.5×". */
  target: string;
  /** Whether the target holds; undefined when the figure has no target. */
  pass?: boolean;
  /** A short remark under the table (what DIY does differently, what the delay was …). */
  note?: string;
}

/** Everything a figure contributes: rows, and optional detail lines for RESULTS.md. */
export interface FigureResult {
  rows: Row[];
  details?: string[];
}

const verdict = (pass: boolean | undefined) => (pass === undefined ? "–" : pass ? "✓" : "✗");

function cells(row: Row): string[] {
  return [row.figure, row.values.sdk ?? "", row.values.raw ?? "", row.values.diy ?? "", row.baseline, row.result, row.target, verdict(row.pass)];
}

const HEADER = ["figure", "SDK", "raw", "DIY", "baseline (same run)", "SDK vs baseline", "target", ""];

/** The table as aligned plain text, for the terminal. */
export function textTable(rows: readonly Row[]): string {
  const lines = [HEADER, ...rows.map(cells)];
  const widths = HEADER.map((_, c) => Math.max(...lines.map((line) => [...(line[c] ?? "")].length)));
  const format = (line: string[]) => line.map((cell, c) => cell + " ".repeat(widths[c]! - [...cell].length)).join("  ").trimEnd();
  return [format(lines[0]!), widths.map((w) => "-".repeat(w)).join("  "), ...lines.slice(1).map(format)].join("\n");
}

/** The table as Markdown. */
export function markdownTable(rows: readonly Row[]): string {
  const escape = (cell: string) => cell.replace(/\|/g, "\\|");
  return [
    `| ${HEADER.join(" | ")} |`,
    `|${HEADER.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${cells(row).map(escape).join(" | ")} |`),
  ].join("\n");
}

/** Milliseconds with a sensible precision. */
export function ms(value: number): string {
  return value >= 100 ? `${value.toFixed(0)} ms` : value >= 10 ? `${value.toFixed(1)} ms` : `${value.toFixed(2)} ms`;
}

/** A ratio such as "1.23×"; three decimals when two would round onto `target` and hide which side it is on. */
export function times(value: number, target?: number): string {
  const near = target !== undefined && value !== target && value.toFixed(2) === target.toFixed(2);
  return `${value.toFixed(near ? 3 : 2)}×`;
}

/** Bytes as KB (1 KB = 1024 bytes), one decimal. */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Bytes as MB (1 MB = 2^20 bytes), one decimal. */
export function mb(bytes: number): string {
  return `${(bytes / 1048576).toFixed(1)} MB`;
}
