// Workflow: following events. Changes of the other workflows (profiles, transfers, settlement …) appear
// in events.list oldest first; created_at.gt of the last event read is the cursor of the next read, and
// events.get returns one event in full. Run: `npx tsx examples/workflows/events.ts`.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Paxos } from "paxos-sdk";
import { startMockServer } from "paxos-sdk/mock";

/** Reads every event after `cursor`, `limit` at a time; returns the new cursor. */
async function follow(paxos: Paxos, say: (line: string) => void, cursor: string | undefined, limit = 3): Promise<string | undefined> {
  for (;;) {
    const events = (await paxos.events.list({ limit, ...(cursor ? { created_at: { gt: cursor } } : {}) })).events ?? [];
    for (const e of events) say(`  ${e.created_at}  ${e.type}`);
    if (events.length > 0) cursor = events[events.length - 1]!.created_at;
    if (events.length < limit) return cursor;
  }
}

/** The workflow, printing each step with `say`. */
export async function events(paxos: Paxos, say: (line: string) => void): Promise<void> {
  const start = new Date().toISOString();
  const a = await paxos.profiles.create({ nickname: "Events A" });
  const b = await paxos.profiles.create({ nickname: "Events B" });
  await paxos.sandbox.createDeposit(a.id, { asset: "USD", amount: "100.00" });
  say("events so far, two per read:");
  // Against a busy real account, start from a recent time instead of the beginning.
  let cursor = await follow(paxos, say, process.env.PAXOS_CLIENT_ID ? start : undefined, 2);
  const tx = await paxos.settlement.createTransaction({ source_profile_id: a.id, target_profile_id: b.id, legs: [{ direction: "DELIVER", asset: "USD", amount: "40.00" }] });
  await paxos.settlement.affirmTransaction(tx.id);
  await paxos.settlement.getTransaction(tx.id);
  say("after a settlement, resuming from the cursor shows only what is new:");
  cursor = await follow(paxos, say, cursor, 2);
  const last = (await paxos.events.list({ created_at: { lte: cursor! }, limit: 100 })).events?.at(-1);
  if (last?.id) {
    const full = await paxos.events.get(last.id);
    say(`events.get(${full.id}) → ${full.type} of ${full.object_type} ${(full.object as { id?: string } | undefined)?.id}`);
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
