// A snippet that sends a crypto withdrawal again under the `ref_id` it stored before a restart
// (docs/errors-and-retries.md, "Retries and idempotency"). Before it starts, the first send was made:
// Paxos did the work and the answer was lost (the mock's drop-after-processing fault), and that process
// gave up (no retries). Claim: the second send creates nothing new; the AlreadyExistsError carries the
// first withdrawal, which the snippet takes as its result (it throws otherwise).
import { APIConnectionError, Paxos } from "paxos-sdk";
import { MAIN_CLIENT } from "paxos-sdk/mock";
import { PRODUCTION, setUpReaderContext } from "../fixtures/reader-context";
import { fail, pass } from "./support";

const savedRefId = "payout-2026-03-0042";
const address = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";
// Production (no sandbox cap on a withdrawal's size), as the reader's service runs.
const { api } = await setUpReaderContext({
  mock: { sandboxWithdrawalCaps: false },
  names: () => ({ savedRefId, address, paxos: new Paxos({ clientId: MAIN_CLIENT.clientId, clientSecret: MAIN_CLIENT.clientSecret, ...PRODUCTION }) }),
});
const profileId = api.store.ids.profileIds[0]!;
api.store.ledger.apply([{ profileId, asset: "BTC", delta: "1.0" }]);

// Before the restart: sent, done by Paxos, answer lost, and not retried.
const before = new Paxos({ clientId: MAIN_CLIENT.clientId, clientSecret: MAIN_CLIENT.clientSecret, ...PRODUCTION, maxRetries: 0, logLevel: "off" });
api.faults.add({ route: "createCryptoWithdrawal", kind: "drop-after-processing", times: 1 });
const lost = await before.withdrawals
  .createCrypto({ profile_id: profileId, asset: "BTC", crypto_network: "BITCOIN", destination_address: address, amount: "0.1", ref_id: savedRefId })
  .then(() => undefined, (error: unknown) => error);
if (!(lost instanceof APIConnectionError)) fail(`the first send was to fail with its answer lost, got ${String(lost)}`);
const first = [...api.store.transfers.values()].filter((transfer) => transfer.ref_id === savedRefId);
if (first.length !== 1) fail(`the first send recorded ${first.length} withdrawals`);

process.on("beforeExit", () => {
  const all = [...api.store.transfers.values()].filter((transfer) => transfer.ref_id === savedRefId);
  if (all.length !== 1) fail(`${all.length} withdrawals carry ref_id ${savedRefId}`);
  pass(`sent again after a lost answer, the withdrawal ${first[0]!.id} was not made twice and the snippet took it as its result`);
});
