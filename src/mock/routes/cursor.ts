/**
 * Opaque page cursors: base64url of the last returned item's keyset position (created_at, id), the sort
 * order, and a hash of the filters. Resuming "strictly after this key" rather than "at offset N" is what
 * keeps a walk exact while rows are inserted between pages.
 */
import { badRequest } from "../protocol/problem";
import { normalizeDateTime } from "../domain/timestamps";

/** Sort direction of a list. */
export type SortOrder = "ASC" | "DESC";

/** A decoded cursor: where the previous page stopped. */
export interface CursorPosition {
  createdAt: string;
  id: string;
}

interface CursorPayload {
  v: 1;
  o: SortOrder;
  c: string;
  i: string;
  f: string;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
}

/** FNV-1a hash of the canonical filter description, so a cursor can be checked against the request. */
export function filterFingerprint(parts: Record<string, unknown>): string {
  const text = JSON.stringify(parts);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

/** Encodes the position after `last` for a list with this order and filter fingerprint. */
export function encodeCursor(last: CursorPosition, order: SortOrder, fingerprint: string): string {
  const payload: CursorPayload = { v: 1, o: order, c: last.createdAt, i: last.id, f: fingerprint };
  return toBase64Url(JSON.stringify(payload));
}

/**
 * Decodes a cursor, answering 400 when it is malformed (rule "format") or was issued for a different
 * order or filter set (rule "cursorMismatch").
 */
export function decodeCursor(text: string, order: SortOrder, fingerprint: string): CursorPosition {
  const malformed = () =>
    badRequest("page_cursor", "format", "page_cursor is malformed: pass back a next_page_cursor unchanged");
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw malformed();
  let payload: Partial<CursorPayload>;
  try {
    payload = JSON.parse(fromBase64Url(text)) as Partial<CursorPayload>;
  } catch {
    throw malformed();
  }
  if (
    payload === null ||
    typeof payload !== "object" ||
    payload.v !== 1 ||
    typeof payload.c !== "string" ||
    typeof payload.i !== "string" ||
    typeof payload.f !== "string" ||
    (payload.o !== "ASC" && payload.o !== "DESC") ||
    normalizeDateTime(payload.c) !== payload.c
  ) {
    throw malformed();
  }
  if (payload.o !== order || payload.f !== fingerprint) {
    throw badRequest(
      "page_cursor",
      "cursorMismatch",
      "page_cursor was issued for a different order or filter set: repeat the original query parameters",
    );
  }
  return { createdAt: payload.c, id: payload.i };
}
