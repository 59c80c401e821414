/**
 * Child process that repeats one job of one contender, for profiling under `node --cpu-prof`
 * (see ../profile.ts). Usage: scenario.ts <sdk|raw|diy> <ticker|page|walk> <repetitions>, with the
 * mock instance's InstanceInfo as JSON in BENCH_SERVER.
 */
import type { Contender } from "../contenders/contender";
import { diy } from "../contenders/diy";
import { raw } from "../contenders/raw";
import { sdk } from "../contenders/sdk";
import type { InstanceInfo } from "../lib/server-protocol";

const [client = "sdk", job = "page", reps = "100"] = process.argv.slice(2);
const server = JSON.parse(process.env.BENCH_SERVER ?? "{}") as InstanceInfo;
const factories: Record<string, (s: InstanceInfo) => Contender> = { sdk, raw, diy };
const contender = factories[client]!(server);
const once = () => (job === "ticker" ? contender.ticker() : job === "walk" ? contender.walk(1000) : contender.page(1000));

for (let i = 0; i < 5; i++) await once(); // warm-up, also fetches the token
const started = performance.now();
for (let i = 0; i < Number(reps); i++) await once();
process.stdout.write(`${JSON.stringify({ client, job, reps: Number(reps), ms: performance.now() - started })}\n`);
