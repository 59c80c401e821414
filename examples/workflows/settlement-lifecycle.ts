// Workflow: a delivery-versus-payment settlement between two profiles. Create → get → list → affirm →
// settled (both profiles' balances move), a cancel, an expiry when the window ends, and an illegal
// transition refused. Run: `npx tsx examples/workflows/settlement-lifecycle.ts` (mock; the expiry step
// moves the mock's clock, so against the real sandbox it only shows the transaction still pending).
// Needs: Node 20+ and `npm install paxos-sdk msw` (msw: `paxos-sdk/mock` runs on it); run it with tsx (`npx tsx <file>`).
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ConflictError, Paxos, type PaxosTypes } from "paxos-sdk";
import { startMockServer, type MockServer } from "paxos-sdk/mock";

/** The workflow, printing each step with `say`; `mock`, when given, lets it move the clock. */
export async function settlementLifecycle(paxos: Paxos, say: (line: string) => void, mock?: MockServer): Promise<void> {
  const buyer = await paxos.profiles.create({ nickname: "Buyer (pays USD)" });
  const seller = await paxos.profiles.create({ nickname: "Seller (delivers BTC)" });
  await paxos.sandbox.createDeposit(buyer.id, { asset: "USD", amount: "25000.00" });
  await paxos.sandbox.createDeposit(seller.id, { asset: "BTC", amount: "1", crypto_network: "BITCOIN" });
  const show = async (label: string) => {
    const [b, s] = [await paxos.profiles.listBalances(buyer.id), await paxos.profiles.listBalances(seller.id)];
    const text = (list: typeof b) => (list.items ?? []).map((x) => `${x.available} ${x.asset}`).join(", ");
    say(`${label.padEnd(8)} buyer: ${text(b)}   seller: ${text(s)}`);
  };
  await show("before");

  // `direction` is "DELIVER" or "RECEIVE": any other value is refused by the types and before sending.
  const legs: PaxosTypes.CreateSettlementTransactionParams["legs"] = [
    { direction: "DELIVER", asset: "USD", amount: "24000.00" },
    { direction: "RECEIVE", asset: "BTC", amount: "0.4" },
  ];
  const tx = await paxos.settlement.createTransaction({ source_profile_id: buyer.id, target_profile_id: seller.id, legs });
  say(`created  ${tx.id} ${tx.status}`);
  const pending = await paxos.settlement.listTransactions({ statuses: ["PENDING"], source_profile_id: buyer.id });
  say(`listed   ${pending.items.length} PENDING from the buyer`);
  say(`affirmed ${(await paxos.settlement.affirmTransaction(tx.id)).status} (the counterparty accepts)`);
  say(`read     ${(await paxos.settlement.getTransaction(tx.id)).status} (settled inside its window)`);
  await show("after");

  try {
    await paxos.settlement.cancelTransaction(tx.id);
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    say(`cancel of a settled transaction: ${error.status} ${error.detail}`);
  }

  const other = await paxos.settlement.createTransaction({ source_profile_id: buyer.id, target_profile_id: seller.id, legs: [{ direction: "DELIVER", asset: "USD", amount: "10.00" }] });
  say(`cancel   ${(await paxos.settlement.cancelTransaction(other.id)).status} (a pending one)`);

  if (mock) {
    const late = await paxos.settlement.createTransaction({
      source_profile_id: buyer.id,
      target_profile_id: seller.id,
      legs: [{ direction: "DELIVER", asset: "USD", amount: "10.00" }],
      settlement_window_end: new Date(mock.api.clock.nowMs() + 15 * 60_000),
    });
    mock.api.clock.advance(16 * 60_000);
    const expired = await paxos.settlement.getTransaction(late.id);
    say(`expired  ${expired.status} at ${expired.updated_at} (the mock clock moved past its window)`);
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
    await settlementLifecycle(paxos, console.log, mock);
  } finally {
    await mock?.close();
  }
}
