/** The tour's console helpers: aligned tables and a progress line. */
import type { PaxosTypes } from "paxos-sdk";

/** Prints rows as aligned columns; cells that look like numbers are right-aligned. */
export function printTable(rows: readonly Record<string, string | number | null | undefined>[], indent = "  "): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const text = (row: Record<string, string | number | null | undefined>, column: string) => String(row[column] ?? "—");
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((row) => text(row, c).length)));
  const numeric = columns.map((c) => rows.every((row) => /^-?[\d.,]+$|^—$/.test(text(row, c))));
  const line = (cells: string[]) =>
    indent + cells.map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join("  ").trimEnd();
  console.log(line(columns));
  console.log(line(widths.map((w) => "─".repeat(w))));
  for (const row of rows) console.log(line(columns.map((c) => text(row, c))));
}

/** A progress report that redraws one line on a terminal and prints a few plain lines otherwise. */
export interface Progress {
  /** Reports how many items are done so far. */
  update(done: number): void;
  /** Prints the final line. */
  finish(done: number): void;
}

/** Starts a progress report; with `total` it draws a bar, without it a running count. */
export function startProgress(label: string, total?: number): Progress {
  const tty = process.stdout.isTTY === true;
  const started = performance.now();
  let lastPrinted = 0;
  const rate = (done: number) => Math.round(done / Math.max((performance.now() - started) / 1000, 0.001));
  const describe = (done: number) => {
    const counts = `${done.toLocaleString("en-US")}${total ? ` / ${total.toLocaleString("en-US")}` : ""}`;
    if (!total) return `${label}: ${counts} (${rate(done).toLocaleString("en-US")}/s)`;
    const width = 30;
    const filled = Math.min(width, Math.round((done / total) * width));
    const percent = Math.floor((done / total) * 100);
    return `${label} [${"█".repeat(filled)}${"░".repeat(width - filled)}] ${String(percent).padStart(3)}%  ${counts} (${rate(done).toLocaleString("en-US")}/s)`;
  };
  return {
    update(done) {
      if (tty) {
        process.stdout.write(`\r${describe(done)}`);
        return;
      }
      // Not a terminal (a pipe, a CI log): a few plain lines, every quarter or every 10 000 items.
      const step = total ? total / 4 : 10_000;
      if (done - lastPrinted >= step && done < (total ?? Infinity)) {
        lastPrinted = done;
        console.log(describe(done));
      }
    },
    finish(done) {
      if (tty) process.stdout.write(`\r${describe(done)}\n`);
      else console.log(describe(done));
    },
  };
}

/** The row a price table shows: the exact decimal strings of the wire (absent or null: not given). */
export function priceRow(p: PaxosTypes.PriceSnapshot): Record<string, string | null | undefined> {
  return { market: p.market, now: p.current_price, "24h ago": p.yesterday_price, at: p.snapshot_at };
}
