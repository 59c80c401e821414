/**
 * Reads a list page's next cursor from the end of the body, before the body is
 * decoded and parsed, so the next page can be requested while this one is.
 *
 * Why: on a walk the next request can only leave once this page's cursor is
 * known, and `JSON.parse` of a 1000-item page is its largest phase (about
 * 40% of a raw `fetch` page on loopback: `npx tsx bench/profile.ts phases`),
 * its UTF-8 decoding the next (about 20%). Knowing the cursor from the last
 * bytes lets the service answer the next request while this page is decoded,
 * parsed and checked.
 *
 * Only one form is read: the cursor as the last member of the top-level object,
 * a string without escapes (`…,"next_page_cursor":"abc"}` — how the service
 * and every JSON encoder that keeps field order write it). In a valid JSON
 * text that form can only be the top-level member, and a later duplicate key
 * cannot follow it, so the hint is exactly what `JSON.parse` yields. Anything
 * else (another order, escapes, no cursor) gives no hint, and the cursor is
 * read from the parsed body as before; pagination also compares the two.
 */

const QUOTE = 0x22;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/** JSON's insignificant whitespace: space, tab, line feed, carriage return. */
function isJsonSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/** The index of the last non-whitespace character at or before `at` (-1 when none). */
function skipSpaceBack(text: string, at: number): number {
  while (at >= 0 && isJsonSpace(text.charCodeAt(at))) at--;
  return at;
}

/**
 * The value of member `key` when it closes the top-level object of `text` as a
 * non-empty string without escapes; undefined otherwise. `key` is a plain
 * field name (no characters JSON would escape).
 */
export function trailingStringMember(text: string, key: string): string | undefined {
  // Backwards: `}`, then the value's closing quote.
  let at = skipSpaceBack(text, text.length - 1);
  if (text.charCodeAt(at) !== CLOSE_BRACE) return undefined;
  at = skipSpaceBack(text, at - 1);
  if (text.charCodeAt(at) !== QUOTE) return undefined;
  const valueEnd = at;
  const valueStart = text.lastIndexOf('"', valueEnd - 1) + 1;
  // No opening quote, an empty value (the last page), or an escape anywhere in the value.
  if (valueStart === 0 || valueStart === valueEnd) return undefined;
  const token = text.slice(valueStart - 1, valueEnd + 1);
  if (token.includes("\\")) return undefined;
  // Then `:` and the key, which must itself be a whole string token opened after `{` or `,`.
  at = skipSpaceBack(text, valueStart - 2);
  if (text.charCodeAt(at) !== COLON) return undefined;
  at = skipSpaceBack(text, at - 1);
  const keyStart = at - key.length - 1;
  if (text.charCodeAt(at) !== QUOTE || text.charCodeAt(keyStart) !== QUOTE) return undefined;
  if (!text.startsWith(key, keyStart + 1)) return undefined;
  const before = text.charCodeAt(skipSpaceBack(text, keyStart - 1));
  if (before !== COMMA && before !== OPEN_BRACE) return undefined;
  // Parsed, not sliced: a slice would keep the whole page's text alive as long as the cursor lives
  // (measured: the 1M-address walk's peak heap rose from 59 to 95 MB). A control character, which
  // JSON does not allow unescaped, makes the parse throw: no hint, and the body's own parse fails.
  try {
    return JSON.parse(token) as string;
  } catch {
    return undefined;
  }
}

/**
 * How many bytes at the end of a body are decoded to look for the cursor: far more than a cursor
 * member takes (a longer one gives no hint; the cursor then comes from the parsed body).
 */
const TAIL_BYTES = 4096;

/**
 * `trailingStringMember` of a UTF-8 body, read from its last `TAIL_BYTES` only: the member, its key
 * and the `,` or `{` before it must lie in them. A character cut at the window's start decodes as
 * U+FFFD, before anything the hint reads.
 */
export function trailingStringMemberOfBytes(bytes: Uint8Array, key: string): string | undefined {
  const tail = bytes.length > TAIL_BYTES ? bytes.subarray(bytes.length - TAIL_BYTES) : bytes;
  return trailingStringMember(new TextDecoder().decode(tail), key);
}
