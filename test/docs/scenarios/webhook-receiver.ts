// A snippet that serves `paxos.webhooks.nodeHandler` on port 8080 and logs each completed crypto deposit
// (README "Webhooks and events", docs/webhooks.md "Receiving deliveries"). The mock delivers to it as
// Paxos would, with the API key the snippet reads from PAXOS_WEBHOOK_KEY; once it listens, a sandbox
// crypto deposit is made. Claim: onEvent sees the completed deposit, by the transfer's id and its
// transaction hash, exactly once (the pending event is not a completed one).
import { Paxos } from "paxos-sdk";
import { MAIN_CLIENT } from "paxos-sdk/mock";
import { setUpReaderContext } from "../fixtures/reader-context";
import { drive, fail, freePort, pass, redirectListen, watchStdout } from "./support";

const port = await freePort();
const apiKey = { header: "X-Paxos-Webhook-Key", value: "whk_docs-scenario-webhook-key" };
process.env.PAXOS_WEBHOOK_KEY = apiKey.value;
const { api } = await setUpReaderContext({ mock: { webhooks: [{ url: `http://127.0.0.1:${port}/webhooks/paxos`, apiKey }] } });
const stdout = watchStdout();
const quiet = new Paxos({ clientId: MAIN_CLIENT.clientId, clientSecret: MAIN_CLIENT.clientSecret, environment: "sandbox", logLevel: "error" });

redirectListen(8080, port, () =>
  drive(async () => {
    const { activity_id } = await quiet.sandbox.createDeposit(api.store.ids.profileIds[1]!, { asset: "BTC", amount: "0.5", crypto_network: "BITCOIN" });
    await stdout.waitFor((line) => line.startsWith("deposit "));
    await api.webhooks.idle(); // both events delivered: a second "deposit" line would be a repeat
    const deposits = stdout.lines.filter((line) => line.startsWith("deposit "));
    const [, id, hash] = deposits[0]?.split(" ") ?? [];
    if (deposits.length !== 1 || id !== activity_id) fail(`expected one "deposit ${activity_id}" line, got ${JSON.stringify(deposits)}`);
    // The guide's receiver also logs the transaction hash (README's logs the id only): a bitcoin hash, not "undefined".
    if (hash !== undefined && !/^[0-9a-f]{64}$/.test(hash)) fail(`expected the deposit's bitcoin transaction hash after its id, got ${JSON.stringify(deposits[0])}`);
    const delivered = api.webhooks.attempts().map((attempt) => `${attempt.type} ${attempt.status}`);
    if (!delivered.includes("transfer.crypto_deposit.pending 200") || !delivered.includes("transfer.crypto_deposit.completed 200")) fail(`deliveries: ${delivered.join(", ")}`);
    pass(`the receiver on the snippet's port got both deliveries and onEvent logged the completed deposit ${activity_id} once`);
  }),
);
