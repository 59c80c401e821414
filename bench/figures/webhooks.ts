/**
 * Figure: what the mock's webhook delivery costs the API it serves. Two mocks in this process, one
 * delivering every event to a local receiver (100 per second, the receiver answering after 50 ms, as one
 * that fetches the event first would), one with no webhook; the SDK calls a sandbox crypto deposit (two
 * events each) on both, interleaved, while the deliveries of the earlier calls run. Deliveries run in the
 * background, so the call should cost the same on both.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Paxos } from "../../src/index";
import { type MockServer, startMockServer } from "../../src/mock/index";
import type { BenchContext } from "../lib/context";
import { type FigureResult, ms, times } from "../lib/report";
import { interleave, medians } from "../lib/stats";

/** Target: a call on the delivering mock at most 1.1× the same call on the quiet one. */
export const WEBHOOK_TARGET = 1.1;
const RECEIVER_DELAY_MS = 50;

function clientOf(mock: MockServer): Paxos {
  return new Paxos({ baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl, clientId: mock.clientId, clientSecret: mock.clientSecret, logLevel: "off" });
}

export async function webhooksFigure(ctx: BenchContext): Promise<FigureResult> {
  let received = 0;
  const receiver = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      received++;
      setTimeout(() => res.writeHead(200).end(), RECEIVER_DELAY_MS);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const delivering = await startMockServer({ webhooks: [{ url, apiKey: { header: "X-Key", value: "bench" }, rateLimit: 100 }] });
  const quiet = await startMockServer();
  try {
    const iterations = ctx.scale(300);
    ctx.log(`webhooks: ${iterations} sandbox deposits on each mock, interleaved, after 20 warm-up rounds`);
    const deposit = (paxos: Paxos, mock: MockServer) => () => paxos.sandbox.createDeposit(mock.api.store.ids.profileIds[0] as string, { asset: "ETH", amount: "0.1", crypto_network: "ETHEREUM" });
    const samples = await interleave({ delivering: deposit(clientOf(delivering), delivering), quiet: deposit(clientOf(quiet), quiet) }, { iterations, warmup: 20 });
    const during = received;
    const m = medians(samples);
    const ratio = m.delivering! / m.quiet!;
    const [stats] = delivering.webhooks.stats();
    return {
      rows: [
        {
          figure: "API call while the mock delivers webhooks",
          values: { sdk: ms(m.delivering!), raw: "", diy: "" },
          baseline: "the same call, no webhook",
          result: `${times(ratio, WEBHOOK_TARGET)} (${ms(m.quiet!)} without)`,
          target: `≤ ${WEBHOOK_TARGET}×`,
          pass: ratio <= WEBHOOK_TARGET,
          note: `both mocks and the receiver share the benchmark's process, so the receiver's own work and the deliveries' HTTP client count against the API too; the delivering mock recorded ${(iterations + 20) * 2} events, ${during} deliveries arrived while the calls ran (100/s, each answered after ${RECEIVER_DELAY_MS} ms) and ${stats?.pending ?? 0} were still queued when they ended.`,
        },
      ],
    };
  } finally {
    await Promise.all([delivering.close(), quiet.close()]);
    await new Promise<void>((resolve) => {
      receiver.close(() => resolve());
      receiver.closeAllConnections();
    });
  }
}
