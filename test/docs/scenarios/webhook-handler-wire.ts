// A snippet that builds a receiver whose onEvent switches on `event.type` (docs/webhooks.md "Event types")
// and leaves mounting it to the reader's server: served here as built, on the port the mock delivers to.
// A sandbox wire is deposited on a deposit instruction's memo id. Claim: the completed wire reaches its
// case with the transfer's id and memo (typed as a TransferStatusChange), the pending one the default case.
import { Paxos } from "paxos-sdk";
import { MAIN_CLIENT } from "paxos-sdk/mock";
import { setUpReaderContext } from "../fixtures/reader-context";
import { drive, fail, freePort, onNodeHandler, pass, serveOn, watchStdout } from "./support";

const port = await freePort();
const apiKey = { header: "X-Paxos-Webhook-Key", value: "whk_docs-scenario-webhook-key" };
process.env.PAXOS_WEBHOOK_KEY = apiKey.value;
const { api, paxos } = await setUpReaderContext({ mock: { webhooks: [{ url: `http://127.0.0.1:${port}/webhooks/paxos`, apiKey }] } });
const stdout = watchStdout();
const quiet = new Paxos({ clientId: MAIN_CLIENT.clientId, clientSecret: MAIN_CLIENT.clientSecret, environment: "sandbox", logLevel: "error" });

onNodeHandler(paxos, (receive) =>
  drive(async () => {
    await serveOn(port, receive);
    const profileId = api.store.ids.profileIds[1]!;
    const { memo_id } = await quiet.fiatDepositInstructions.create({ profile_id: profileId, fiat_network: "WIRE" });
    await quiet.sandbox.createFiatDeposit({
      amount: "250.00", asset: "USD", memo_id,
      fiat_network_instructions: {
        wire: {
          account_number: "000111222",
          fiat_account_owner_address: { country: "USA", city: "Springfield" },
          routing_details: { routing_number_type: "ABA", routing_number: "021000021", bank_name: "Test Bank", bank_address: { country: "USA" } },
        },
      },
    });
    const transfer = [...api.store.transfers.values()].find((record) => record.memo === memo_id);
    if (!transfer) fail(`no transfer carries memo ${memo_id}`);
    await stdout.waitFor((line) => line.startsWith("wire credited"));
    await stdout.waitFor((line) => line.startsWith("not handled here"));
    await api.webhooks.idle();
    const expected = ["not handled here transfer.wire_deposit.pending", `wire credited ${transfer.id} ${memo_id}`];
    const seen = stdout.lines.filter((line) => !line.startsWith("["));
    if (JSON.stringify([...seen].sort()) !== JSON.stringify([...expected].sort())) fail(`expected ${JSON.stringify(expected)}, got ${JSON.stringify(seen)}`);
    pass(`onEvent's switch took the completed wire ${transfer.id} (memo ${memo_id}) to its case and the pending one to default`);
  }),
);
