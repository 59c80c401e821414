/**
 * Figure: what the mock's webhook delivery costs the API it serves. Two mocks, each in a process of its
 * own (bench/children/webhook-mock.ts): one delivers every event to a receiver in its process (100 per
 * second, each answered after 50 ms), one has no webhook. The SDK, in this process, calls a sandbox
 * crypto deposit (two events each) on both, interleaved, while the deliveries of the earlier calls run.
 * Deliveries run in the background, so the call should cost about the same on both.
 */
import { type ChildProcessByStdio, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { Paxos } from "../../src/index";
import { ROOT } from "../lib/child";
import type { BenchContext } from "../lib/context";
import { type FigureResult, ms, times } from "../lib/report";
import { interleave, medians } from "../lib/stats";

/** Target: a call on the delivering mock at most 1.1× the same call on the quiet one. */
export const WEBHOOK_TARGET = 1.1;

interface MockProcess {
  child: ChildProcessByStdio<Writable, Readable, null>;
  lines: AsyncIterator<string>;
  info: { baseUrl: string; tokenUrl: string; clientId: string; clientSecret: string; profileId: string };
}

async function startMockProcess(mode: "delivering" | "quiet"): Promise<MockProcess> {
  const file = fileURLToPath(new URL("../children/webhook-mock.ts", import.meta.url));
  const child = spawn(process.execPath, ["--import", "tsx", file, mode], { cwd: ROOT, stdio: ["pipe", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const first = await lines.next();
  if (first.done) throw new Error(`the ${mode} mock process exited before it was ready`);
  return { child, lines, info: JSON.parse(first.value) as MockProcess["info"] };
}

async function stopMockProcess(mock: MockProcess): Promise<{ received: number; pending: number }> {
  mock.child.stdin.end();
  const last = await mock.lines.next();
  return last.done ? { received: 0, pending: 0 } : (JSON.parse(last.value) as { received: number; pending: number });
}

export async function webhooksFigure(ctx: BenchContext): Promise<FigureResult> {
  const [delivering, quiet] = await Promise.all([startMockProcess("delivering"), startMockProcess("quiet")]);
  let outcome = { received: 0, pending: 0 };
  try {
    const iterations = ctx.scale(300);
    ctx.log(`webhooks: ${iterations} sandbox deposits on each mock process, interleaved, after 20 warm-up rounds`);
    const deposit = ({ info }: MockProcess) => {
      const paxos = new Paxos({ baseUrl: info.baseUrl, tokenUrl: info.tokenUrl, clientId: info.clientId, clientSecret: info.clientSecret, logLevel: "off" });
      return () => paxos.sandbox.createDeposit(info.profileId, { asset: "ETH", amount: "0.1", crypto_network: "ETHEREUM" });
    };
    const samples = await interleave({ delivering: deposit(delivering), quiet: deposit(quiet) }, { iterations, warmup: 20 });
    outcome = await stopMockProcess(delivering);
    const m = medians(samples);
    const ratio = m.delivering! / m.quiet!;
    return {
      rows: [
        {
          figure: "API call while the mock delivers webhooks",
          values: { sdk: ms(m.delivering!), raw: "", diy: "" },
          baseline: "the same call, no webhook",
          result: `${times(ratio, WEBHOOK_TARGET)} (${ms(m.quiet!)} without)`,
          target: `≤ ${WEBHOOK_TARGET}×`,
          pass: ratio <= WEBHOOK_TARGET,
          note: `each mock in a process of its own, the receiver in the delivering mock's; it recorded ${(iterations + 20) * 2} events, ${outcome.received} deliveries arrived while the calls ran (100/s, each answered after 50 ms) and ${outcome.pending} were still queued or awaiting their answer when they ended.`,
        },
      ],
    };
  } finally {
    if (delivering.child.exitCode === null) delivering.child.kill();
    await stopMockProcess(quiet).catch(() => undefined);
  }
}
