/**
 * `npx paxos-sdk listen` against `npx paxos-sdk mock`, offline: a sandbox fiat deposit's events are
 * followed through the Events API and delivered to a local server running the SDK's own receiver
 * (`paxos.webhooks.nodeHandler`, API-key authentication), whose handler sees
 * `transfer.wire_deposit.pending` then `.completed`. Stopped in the middle and started again, `listen`
 * resumes from its state file: every event reaches the receiver exactly once, in order.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { Paxos } from "../../src/index";
import type { NodeWebhookHandler } from "../../src/types";
import { SANDBOX_WIRE } from "../support/sandbox-wire";
import { serveNode, type ServedReceiver } from "../support/webhook-servers";
import { runCli, startCliMock, stopAllClis, stopCli, type RunningCli } from "./support";

const HEADER = "X-Paxos-Webhook-Key";
const KEY = "whk_listen_test_0f1e2d3c4b5a69788796a5b4c3d2e1f0";

let mock: { cli: RunningCli; env: Record<string, string> };
let receiver: ServedReceiver;
let paxos: Paxos;
let dir: string;
/** Event types onEvent was handed, in order; and the deliveries (POSTs) that reached the server. */
const handled: { type: string; id: string }[] = [];
let posts = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "paxos-listen-"));
  mock = await startCliMock(["--fiat-settlement", "60", "--quiet"]);
  const { PAXOS_BASE_URL: baseUrl, PAXOS_TOKEN_URL: tokenUrl, PAXOS_CLIENT_ID: clientId, PAXOS_CLIENT_SECRET: clientSecret } = mock.env;
  paxos = new Paxos({ baseUrl, tokenUrl, clientId, clientSecret, maxRetries: 0 });
  let handler: NodeWebhookHandler | undefined;
  receiver = await serveNode(
    (req, res) =>
      (handler ??= paxos.webhooks.nodeHandler({
        apiKey: { header: HEADER, value: KEY },
        logLevel: "off",
        onEvent: (event) => void handled.push({ type: event.type!, id: event.id! }),
      }))(req, res),
    async () => void posts++,
  );
}, 120_000);
afterAll(async () => {
  await stopAllClis();
  await stopCli(mock.cli);
  await receiver.close();
  rmSync(dir, { recursive: true, force: true });
});

const listen = () =>
  runCli(["listen", "--forward-to", receiver.url, "--api-key", `${HEADER}=${KEY}`, "--events", "transfer.*", "--state", join(dir, "state.json"), "--poll-interval", "100", "--retry-delay", "50"], mock.env);

/** Resolves once onEvent has seen `count` events. */
async function handledCount(count: number): Promise<void> {
  while (handled.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
}

const advanceClock = (seconds: number) =>
  fetch(`${mock.env.PAXOS_BASE_URL!.replace(/\/v2$/, "")}/__mock/clock/advance`, { method: "POST", body: JSON.stringify({ seconds }) });

it("forwards a wire deposit's events to the SDK's receiver, and resumes after a restart with none twice or missed", async () => {
  const profile = (await paxos.profiles.list({ limit: 1 })).items[0]!.id;
  // Recorded before listen starts: it begins after the latest event, so only what follows arrives.
  await paxos.sandbox.createDeposit(profile, { asset: "BTC", amount: "0.1", crypto_network: "BITCOIN" });
  const instructions = await paxos.fiatDepositInstructions.create({ profile_id: profile, fiat_network: "WIRE" });
  const deposit = () => paxos.sandbox.createFiatDeposit({ amount: "2500.00", asset: "USD", memo_id: instructions.memo_id, fiat_network_instructions: SANDBOX_WIRE });

  const first = listen();
  // listen announces itself on stderr once it knows where it starts.
  while (!first.stderr().includes("forwarding the events")) {
    if (first.child.exitCode !== null) throw new Error(`listen exited: ${first.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await deposit();
  const pendingLine = await first.line((line) => line.includes("transfer.wire_deposit.pending"));
  expect(pendingLine).toMatch(/-> 2\d\d \(\d+ ms\)$/);
  await handledCount(1);
  expect(handled.map((e) => e.type)).toEqual(["transfer.wire_deposit.pending"]);

  // Stopped in the middle: the state file holds the last event delivered.
  expect(await stopCli(first)).toBe(0);
  const state = JSON.parse(readFileSync(join(dir, "state.json"), "utf8"));
  expect(state).toMatchObject({ version: 1, base_url: mock.env.PAXOS_BASE_URL, last_event: { id: handled[0]!.id, type: "transfer.wire_deposit.pending" } });

  // While it is down: the first deposit completes, a second one arrives.
  await advanceClock(61);
  await deposit();

  const second = listen();
  await second.line((line) => line.includes("transfer.wire_deposit.pending"));
  await handledCount(3);
  await advanceClock(61);
  await second.line(() => second.lines.filter((l) => l.includes("transfer.wire_deposit.completed")).length === 2);
  await handledCount(4);
  expect(await stopCli(second)).toBe(0);

  expect(handled.map((e) => e.type)).toEqual(["transfer.wire_deposit.pending", "transfer.wire_deposit.completed", "transfer.wire_deposit.pending", "transfer.wire_deposit.completed"]);
  expect(new Set(handled.map((e) => e.id)).size).toBe(4);
  // Exactly one delivery per event reached the server: nothing was delivered twice across the restart.
  expect(posts).toBe(4);
  // Four lines, one per delivery: the crypto deposit recorded before listen first started (no state file:
  // it begins after the latest event) was never delivered.
  expect([...first.lines, ...second.lines]).toHaveLength(4);
}, 180_000); // three processes started from source through tsx: slow on a busy machine
