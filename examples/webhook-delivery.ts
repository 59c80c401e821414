// The mock delivers webhooks to a receiver on this machine. A plain node:http receiver on a local port
// checks the API-key header, fetches the full event by id (the delivery is only a reduced event, and the
// fetch is what proves it real), and acts once per event id: the mock's retry of a delivery it answered
// 500 is recognised and not acted on twice. Then a test event (`is_test`), which is not fetched.
// Webhook delivery is a feature of the mock: against the real service, webhooks are set up in the Paxos
// dashboard and deliver to a public HTTPS URL. Run: `npx tsx examples/webhook-delivery.ts`.
import { randomUUID, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Paxos } from "paxos-sdk";
import { startMockServer } from "paxos-sdk/mock";

const HEADER = "x-paxos-webhook-key";

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** A receiver on a free loopback port: what it does with each delivery is printed with `say`. */
async function startReceiver(key: string, say: (line: string) => void, client: () => Paxos) {
  const handled = new Set<string>();
  let answeredBadlyOnce = false;
  const server = createServer(async (req, res) => {
    const given = Buffer.from(String(req.headers[HEADER] ?? ""));
    const expected = Buffer.from(key);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return void res.writeHead(401).end();
    const delivery = JSON.parse(await readBody(req)) as { id: string; type: string; is_test?: boolean };
    if (delivery.is_test) {
      say(`  receiver: test event ${delivery.type} (not fetched, nothing to do)`);
      return void res.writeHead(200).end();
    }
    if (handled.has(delivery.id)) {
      say(`  receiver: ${delivery.type} ${delivery.id} again: already handled, answered 200 without acting`);
      return void res.writeHead(200).end();
    }
    const event = await client().events.get(delivery.id);
    say(`  receiver: ${event.type} → ${JSON.stringify(event.object)}`);
    handled.add(delivery.id);
    if (event.type === "transfer.crypto_deposit.completed" && !answeredBadlyOnce) {
      // As if the answer were lost after the work was done: the mock retries, the receiver must not credit twice.
      answeredBadlyOnce = true;
      say("  receiver: (answering 500 this once: the mock will deliver it again)");
      return void res.writeHead(500).end();
    }
    res.writeHead(200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/paxos/webhook`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The walk-through: a deposit and an approval delivered, a retried delivery ignored, a test event. */
export async function webhookDelivery(say: (line: string) => void): Promise<void> {
  const key = randomUUID();
  let paxos: Paxos | undefined;
  const receiver = await startReceiver(key, say, () => paxos as Paxos);
  // Webhook delivery to a local port is a feature of the mock: against the real service, webhooks are
  // set up in the Paxos dashboard.
  const mock = await startMockServer({
    webhooks: [{ url: receiver.url, apiKey: { header: HEADER, value: key }, retry: { initialDelayMs: 200 } }],
  });
  try {
    paxos = new Paxos({ baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl, clientId: mock.clientId, clientSecret: mock.clientSecret });
    say(`The mock delivers to ${receiver.url} with the header ${HEADER}.`);
    await paxos.sandbox.createDeposit(mock.api.store.ids.profileIds[0] as string, { asset: "ETH", amount: "1.5", crypto_network: "ETHEREUM" });
    const person = await paxos.identity.create({ person_details: { first_name: "Grace", last_name: "Hopper" } });
    await paxos.sandbox.setIdentityStatus(person.id, { id_verification_status: "APPROVED", sanctions_verification_status: "APPROVED" });
    await mock.webhooks.idle();
    mock.webhooks.sendTestEvent("identity.approved");
    await mock.webhooks.idle();
    const [stats] = mock.webhooks.stats();
    say(`delivered ${stats?.delivered} events in ${stats?.attempts} attempts (${stats?.failedAttempts} failed and retried), ${stats?.undelivered} given up on`);
  } finally {
    await mock.close();
    await receiver.close();
  }
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) await webhookDelivery(console.log);
