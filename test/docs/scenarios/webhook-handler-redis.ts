// A snippet that builds a receiver sharing its record of handled events through Redis
// (docs/webhooks.md "Once per event, across a fleet"), served here as built on the port the mock
// delivers to; REDIS_URL is the test's redis-server. A sandbox crypto deposit is made, and its first
// event is delivered a second time, as Paxos may. Claim: onEvent logs each event once, by type and id,
// and the record of each is in Redis under the snippet's prefix.
import { Redis } from "ioredis";
import { Paxos } from "paxos-sdk";
import { MAIN_CLIENT } from "paxos-sdk/mock";
import { setUpReaderContext } from "../fixtures/reader-context";
import { drive, fail, freePort, onNodeHandler, pass, serveOn, watchStdout } from "./support";

const port = await freePort();
const apiKey = { header: "X-Paxos-Webhook-Key", value: "whk_docs-scenario-webhook-key" };
process.env.PAXOS_WEBHOOK_KEY = apiKey.value;
const url = `http://127.0.0.1:${port}/webhooks/paxos`;
const { api, paxos } = await setUpReaderContext({ mock: { webhooks: [{ url, apiKey }] } });
const stdout = watchStdout();
const quiet = new Paxos({ clientId: MAIN_CLIENT.clientId, clientSecret: MAIN_CLIENT.clientSecret, environment: "sandbox", logLevel: "error" });

onNodeHandler(paxos, (receive) =>
  drive(async () => {
    await serveOn(port, receive);
    await quiet.sandbox.createDeposit(api.store.ids.profileIds[1]!, { asset: "BTC", amount: "0.5", crypto_network: "BITCOIN" });
    const events = api.store.events.all();
    const expected = events.map((event) => `${event.type} ${event.id}`);
    for (const line of expected) await stdout.waitFor((printed) => printed === line);
    await api.webhooks.idle();
    // Paxos delivers the first event again: already done, answered as a duplicate.
    const first = events[0]!;
    const again = await fetch(url, { method: "POST", headers: { [apiKey.header]: apiKey.value, "content-type": "application/json" }, body: JSON.stringify({ id: first.id, type: first.type, source: "com.paxos", time: first.created_at, object: "event" }) });
    const answer = await again.text();
    if (again.status !== 200 || !answer.includes("duplicate")) fail(`the repeated delivery was answered ${again.status} ${answer}`);
    if (JSON.stringify(stdout.lines) !== JSON.stringify(expected)) fail(`expected ${JSON.stringify(expected)}, got ${JSON.stringify(stdout.lines)}`);
    const redis = new Redis(process.env.REDIS_URL!);
    const kept = await Promise.all(events.map((event) => redis.exists(`billing:paxos:webhook-event:${event.id}`)));
    if (kept.some((count) => count !== 1)) fail(`Redis holds the record of ${kept.filter(Boolean).length} of ${events.length} events`);
    pass(`onEvent logged each of ${events.length} events once, a repeated delivery was answered duplicate, and Redis holds their records`);
  }),
);
