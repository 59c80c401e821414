// Workflow: following events. The changes Paxos announces (identity reviews, crypto deposits and
// withdrawals moving through their states, orchestrations) appear in events.list oldest first, page
// after page (`for await` walks every page); created_at.gt of the last event read starts the next read,
// and events.get returns one event in full. Run: `npx tsx examples/workflows/events.ts`.
// Needs: Node 20+ and `npm install paxos-sdk msw` (msw: `paxos-sdk/mock` runs on it); run it with tsx (`npx tsx <file>`).
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Paxos } from "paxos-sdk";
import { startMockServer } from "paxos-sdk/mock";

/** Reads every event after `cursor`, `limit` a page (the walk follows next_page_cursor); returns the new cursor. */
async function follow(paxos: Paxos, say: (line: string) => void, cursor: string | undefined, limit = 3): Promise<string | undefined> {
  for await (const e of paxos.events.list({ limit, ...(cursor ? { created_at: { gt: cursor } } : {}) })) {
    say(`  ${e.created_at}  ${e.type}`);
    cursor = e.created_at ?? cursor;
  }
  return cursor;
}

/** The workflow, printing each step with `say`. */
export async function events(paxos: Paxos, say: (line: string) => void): Promise<void> {
  const start = new Date().toISOString();
  const profile = await paxos.profiles.create({ nickname: "Events A" });
  await paxos.sandbox.createDeposit(profile.id, { asset: "ETH", amount: "1.5", crypto_network: "ETHEREUM" });
  say("a sandbox crypto deposit is announced pending, then completed (two per read):");
  // Against a busy real account, start from a recent time instead of the beginning.
  let cursor = await follow(paxos, say, process.env.PAXOS_CLIENT_ID ? start : undefined, 2);
  const person = await paxos.identity.create({ person_details: { first_name: "Grace", last_name: "Hopper" } });
  await paxos.sandbox.setIdentityStatus(person.id, { id_verification_status: "APPROVED", sanctions_verification_status: "APPROVED" });
  say("after an identity's approval, resuming from the cursor shows only what is new:");
  cursor = await follow(paxos, say, cursor, 2);
  const last = (await paxos.events.list({ created_at: { lte: cursor! }, order: "DESC", limit: 1 })).items[0];
  if (last?.id) {
    const full = await paxos.events.get(last.id);
    say(`events.get(${full.id}) → ${full.type}: ${JSON.stringify(full.object)}`);
  }
}

// Run as a script (the tour imports the function instead): against the package's mock API, or the real
// sandbox when PAXOS_CLIENT_ID and PAXOS_CLIENT_SECRET are set (`new Paxos()` reads them, and PAXOS_ENVIRONMENT).
if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  const mock = process.env.PAXOS_CLIENT_ID ? undefined : await startMockServer();
  const paxos = mock
    ? new Paxos({ baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl, clientId: mock.clientId, clientSecret: mock.clientSecret })
    : new Paxos();
  console.log(mock ? `Using the package's mock API at ${mock.baseUrl}.` : `Using the Paxos ${paxos.environment} API.`);
  try {
    await events(paxos, console.log);
  } finally {
    await mock?.close();
  }
}
