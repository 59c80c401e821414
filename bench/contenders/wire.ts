/**
 * The wire floor of a walk: what the network and the server allow a client that does nothing. It
 * requests pages one after the other like every walk (each needs the previous cursor), reads each
 * answer's bytes and finds the cursor in them, and decodes, parses and checks nothing. No client can
 * walk faster one page at a time; it is the physical bound of the latency row, measured rather than
 * computed (page size / latency leaves out the server's time and the transfer of each page).
 */
import type { InstanceInfo } from "../lib/server-protocol";
import { type Contender } from "./contender";
import { addressesPath, fetchToken } from "./raw";

const CURSOR_FIELD = Buffer.from('"next_page_cursor":"');
const ITEM_START = Buffer.from('"id":');
const QUOTE = 0x22;

/** The cursor in a page's bytes (the mock writes it as a plain JSON string, no escapes), or undefined. */
function cursorIn(bytes: Buffer): string | undefined {
  const at = bytes.lastIndexOf(CURSOR_FIELD);
  if (at < 0) return undefined;
  const start = at + CURSOR_FIELD.length;
  const end = bytes.indexOf(QUOTE, start);
  return end > start ? bytes.toString("latin1", start, end) : undefined;
}

/** How many items a page's bytes hold: one top-level `"id":` each (a deposit address has one id). */
function countItems(bytes: Buffer): number {
  let count = 0;
  for (let at = bytes.indexOf(ITEM_START); at >= 0; at = bytes.indexOf(ITEM_START, at + ITEM_START.length)) count++;
  return count;
}

/** Walks only: its ticker and page are not figures of their own. */
export function wire(server: InstanceInfo): Contender {
  let token: Promise<string> | undefined;
  const unused = () => Promise.reject(new Error("the wire floor only walks"));
  return {
    name: "wire",
    ticker: unused,
    page: unused,
    async walk(limit, perPage) {
      token ??= fetchToken(server);
      const authorization = `Bearer ${await token}`;
      let count = 0;
      let cursor: string | undefined;
      do {
        const response = await fetch(`${server.baseUrl}${addressesPath(limit, cursor)}`, { headers: { accept: "application/json", authorization } });
        if (!response.ok) throw new Error(`wire walk: ${response.status}`);
        const bytes = Buffer.from(await response.arrayBuffer());
        count += countItems(bytes);
        if (perPage) await perPage();
        cursor = cursorIn(bytes);
      } while (cursor);
      return count;
    },
  };
}
