// Creates a settlement transaction and shows ref_id idempotency: the SDK's own retries of a call are safe
// (a re-send answered 409 Already Exists returns the transaction), and a ref_id you send again yourself
// is an AlreadyExistsError carrying the transaction it made.
// Run: `npx tsx examples/create-settlement.ts`. Without credentials it starts the package's mock API;
// with PAXOS_CLIENT_ID and PAXOS_CLIENT_SECRET set (PAXOS_ENVIRONMENT, default "sandbox") it uses the
// real service and needs PAXOS_SOURCE_PROFILE_ID and PAXOS_TARGET_PROFILE_ID.
// Needs: Node 20+ and `npm install paxos-sdk msw` (msw: `paxos-sdk/mock` runs on it); run it with tsx (`npx tsx <file>`).
import { randomUUID } from "node:crypto";
import { AlreadyExistsError, Paxos, type PaxosTypes } from "paxos-sdk";
import { Decimal, toDecimal } from "paxos-sdk/decimal";
import { startMockServer } from "paxos-sdk/mock";

const mock = process.env.PAXOS_CLIENT_ID ? undefined : await startMockServer();
// `new Paxos()` reads PAXOS_CLIENT_ID, PAXOS_CLIENT_SECRET and PAXOS_ENVIRONMENT; options given win.
const paxos = mock
  ? new Paxos({ baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl, clientId: mock.clientId, clientSecret: mock.clientSecret })
  : new Paxos();
console.log(mock ? `Using the package's mock API at ${mock.baseUrl}.` : `Using the Paxos ${paxos.environment} API.`);

/** A value the real service needs from you (the mock has seeded ones). */
function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} to run this example against the real service.`);
  return value;
}

try {
  // Two profiles that exist (the service, and the mock, refuse a profile they do not have): on the mock,
  // the first two it lists; on the real service, yours.
  const [first, second] = mock ? (await paxos.profiles.list({ limit: 2 })).items : [];
  const source_profile_id = first ? first.id : setting("PAXOS_SOURCE_PROFILE_ID");
  const target_profile_id = second ? second.id : setting("PAXOS_TARGET_PROFILE_ID");
  // "Now" as the API sees it: the mock's clock only moves when told.
  const now = mock ? mock.api.clock.now() : new Date();

  // Save the ref_id with your own record before sending: it is what makes a re-send safe.
  const ref_id = `example-${randomUUID()}`;
  const body: PaxosTypes.CreateSettlementTransactionParams = {
    ref_id,
    source_profile_id,
    target_profile_id,
    legs: [
      { direction: "DELIVER", asset: "USD", amount: "1250.00" },
      { direction: "DELIVER", asset: "BTC", amount: new Decimal("0.0125") },
    ],
    // A Date is accepted and sent as RFC 3339; the window is measured on the API's clock.
    settlement_window_end: new Date(now.getTime() + 24 * 3600_000),
  };

  const tx = await paxos.settlement.createTransaction(body);
  console.log(`Created ${tx.id} (${tx.status}), ref_id ${tx.ref_id}, window ends ${tx.settlement_window_end}`);
  for (const leg of tx.legs) console.log(`  leg ${leg.id}: ${leg.direction} ${leg.amount} ${leg.asset}`);

  // Sending it again yourself (your process lost the answer and restarted) creates nothing new: Paxos
  // answers 409 Already Exists, and the error carries the transaction that ref_id made.
  try {
    await paxos.settlement.createTransaction(body);
  } catch (error) {
    if (!(error instanceof AlreadyExistsError)) throw error;
    const existing = (error as AlreadyExistsError<PaxosTypes.SettlementTransaction>).existing;
    console.log(`Re-sent with the same ref_id: ${error.status} ${error.title}; ${existing?.id === tx.id ? "the error carries the transaction made first" : "no transaction came with it"}`);
  }

  // Reusing a ref_id for a different transaction is refused the same way, never a second transaction.
  try {
    await paxos.settlement.createTransaction({ ...body, legs: [{ direction: "DELIVER", asset: "USD", amount: "9999.00" }] });
  } catch (error) {
    if (!(error instanceof AlreadyExistsError)) throw error;
    console.log(`Same ref_id, different body: ${error.name} ${error.status}: ${error.detail}`);
  }

  // Without a ref_id the SDK generates one (and keeps it across its own retries).
  const generated = await paxos.settlement.createTransaction({ ...body, ref_id: undefined });
  console.log(`No ref_id given: the SDK sent ${generated.ref_id}`);

  // Amounts come back as exact strings; use toDecimal for arithmetic.
  const usd = tx.legs.filter((leg) => leg.asset === "USD").reduce((sum, leg) => sum.plus(toDecimal(leg.amount)), new Decimal(0));
  console.log(`USD delivered: ${usd.toFixed(2)}`);
} finally {
  await mock?.close();
}
