/**
 * Quoting for the `export NAME=value` lines the CLI prints: a value made only of characters no POSIX
 * shell treats specially is printed bare (URLs, ids), anything else in single quotes.
 */

/** `value` as one POSIX shell word. */
export function shellQuote(value: string): string {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(value)) return value;
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/** An `export NAME=value` line. */
export function exportLine(name: string, value: string): string {
  return `export ${name}=${shellQuote(value)}`;
}
