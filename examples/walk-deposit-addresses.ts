// Walks tens of thousands of deposit addresses with `for await` and a progress line, then shows a
// crash-safe walk: save each page's cursor, stop, and resume later with `page_cursor`.
// Run: `npx tsx examples/walk-deposit-addresses.ts`: against the package's mock API (20 000 addresses), or
// the real service when PAXOS_CLIENT_ID and PAXOS_CLIENT_SECRET are set (PAXOS_ENVIRONMENT, default "sandbox").
// Needs: Node 20+ and `npm install paxos-sdk msw` (msw: `paxos-sdk/mock` runs on it); run it with tsx (`npx tsx <file>`).
import { readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Paxos, type PaxosTypes } from "paxos-sdk";
import { startMockServer } from "paxos-sdk/mock";

const checkpoint = join(tmpdir(), "paxos-deposit-address-walk.cursor");

const mock = process.env.PAXOS_CLIENT_ID ? undefined : await startMockServer({ sizes: { depositAddresses: 20_000 } });
// `new Paxos()` reads PAXOS_CLIENT_ID, PAXOS_CLIENT_SECRET and PAXOS_ENVIRONMENT; options given win.
const paxos = mock
  ? new Paxos({ baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl, clientId: mock.clientId, clientSecret: mock.clientSecret })
  : new Paxos();
console.log(mock ? `Using the package's mock API at ${mock.baseUrl}.` : `Using the Paxos ${paxos.environment} API.`);

try {
  // The same filters must be sent when resuming: a cursor belongs to its query.
  const params: PaxosTypes.ListDepositAddressesParams = { limit: 1000, order: "ASC" };

  // 1. Every item of every page. Constant memory; the next page is fetched while this one is processed.
  const started = performance.now();
  let total = 0;
  for await (const address of paxos.depositAddresses.list(params)) {
    total++;
    if (total % 5000 === 0) console.log(`  ${total.toLocaleString("en-US")} addresses so far`);
    void address; // ... your work per address
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`Walked ${total.toLocaleString("en-US")} addresses in ${seconds.toFixed(1)} s (${Math.round(total / seconds).toLocaleString("en-US")}/s)`);

  // 2. Page by page, saving the cursor after each page is done; a crash after page 3 is simulated.
  let seen = 0;
  let pages = 0;
  for await (const page of paxos.depositAddresses.list(params).pages()) {
    seen += page.items.length;
    pages++;
    if (page.nextPageCursor === null) break;
    await writeFile(checkpoint, page.nextPageCursor); // only once the page's work is done
    if (pages === 3) break; // leaving the loop cancels the page that was being prefetched
  }
  console.log(`Stopped after ${pages} pages (${seen.toLocaleString("en-US")} addresses); cursor saved in ${checkpoint}`);

  // 3. Later, maybe in another process: resume from the saved cursor with the same filters.
  const saved = await readFile(checkpoint, "utf8");
  for await (const page of paxos.depositAddresses.list({ ...params, page_cursor: saved }).pages()) {
    seen += page.items.length;
    pages++;
    if (page.nextPageCursor) await writeFile(checkpoint, page.nextPageCursor);
  }
  await rm(checkpoint, { force: true });
  console.log(`Resumed and finished: ${seen.toLocaleString("en-US")} addresses in ${pages} pages (the full walk saw ${total.toLocaleString("en-US")}).`);
} finally {
  await mock?.close();
}
