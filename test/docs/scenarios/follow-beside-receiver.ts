// A snippet that runs `paxos.events.follow` beside a receiver, both sharing a Redis dedupe store
// (docs/webhooks.md "Sharing the receiver's record"); REDIS_URL is the test's redis-server. The mock's
// clock follows real time (the snippet starts 24 hours back from now). A crypto deposit's two events are
// recorded before the snippet starts, while its receiver is not up yet: the follower finds them; the mock
// delivers them again to the receiver once it listens. Claim: each event is handled once, though both
// paths got it, and the receiver answers the deliveries (as duplicates).
import { Paxos } from "paxos-sdk";
import { MAIN_CLIENT } from "paxos-sdk/mock";
import { setUpReaderContext } from "../fixtures/reader-context";
import { drive, fail, freePort, onNodeHandler, pass, serveOn, watchStdout } from "./support";

const port = await freePort();
const apiKey = { header: "X-Paxos-Webhook-Key", value: "whk_docs-scenario-webhook-key" };
process.env.PAXOS_WEBHOOK_KEY = apiKey.value;
const { api, paxos } = await setUpReaderContext({
  mock: { clock: { start: new Date(), followRealTime: true }, webhooks: [{ url: `http://127.0.0.1:${port}/webhooks/paxos`, apiKey, retry: { maxAttempts: 10, initialDelayMs: 200, maxDelayMs: 1000 } }] },
});
const quiet = new Paxos({ clientId: MAIN_CLIENT.clientId, clientSecret: MAIN_CLIENT.clientSecret, environment: "sandbox", logLevel: "error" });
await quiet.sandbox.createDeposit(api.store.ids.profileIds[1]!, { asset: "BTC", amount: "0.5", crypto_network: "BITCOIN" });
const events = api.store.events.all();
const expected = events.map((event) => `${event.type} ${event.id}`);
const stdout = watchStdout();

onNodeHandler(paxos, (receive) =>
  drive(async () => {
    for (const line of expected) await stdout.waitFor((printed) => printed === line);
    await serveOn(port, receive);
    await api.webhooks.idle(); // the retried deliveries reach the receiver
    const answered = api.webhooks.attempts().filter((attempt) => attempt.status === 200).map((attempt) => attempt.eventId);
    if (events.some((event) => !answered.includes(event.id))) fail(`deliveries answered 200: ${JSON.stringify(api.webhooks.attempts())}`);
    if (JSON.stringify(stdout.lines) !== JSON.stringify(expected)) fail(`expected ${JSON.stringify(expected)}, got ${JSON.stringify(stdout.lines)}`);
    pass(`the follower handled the ${events.length} events, the receiver answered their deliveries without handling them again`);
  }),
);
