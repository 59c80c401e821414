// Walks tens of thousands of deposit addresses with `for await` and a progress line, then shows a
// crash-safe walk: save each page's cursor, stop, and resume later with `page_cursor`.
// Run: `npx tsx examples/walk-deposit-addresses.ts` (mock with 20 000 addresses), or against the real service.
import { readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ListDepositAddressesParams } from "../src/index";
import { run } from "./support/connect";
import { startProgress } from "./support/format";

const checkpoint = join(tmpdir(), "paxos-deposit-address-walk.cursor");

await run(
  async ({ paxos, mock }) => {
    // The same filters must be sent when resuming: a cursor belongs to its query.
    const params: ListDepositAddressesParams = { limit: 1000, order: "ASC" };

    // 1. Every item of every page. Constant memory; the next page is fetched while this one is processed.
    const progress = startProgress("Deposit addresses", mock?.api.store.depositAddresses.size);
    let total = 0;
    for await (const address of paxos.depositAddresses.list(params)) {
      total++;
      if (total % 1000 === 0) progress.update(total);
      void address; // ... your work per address
    }
    progress.finish(total);

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
  },
  { mock: { sizes: { depositAddresses: 20_000 } } },
);
