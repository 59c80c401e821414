// Command-line entry for Node, Bun and Deno: `cli.mjs <sdk-module-url> <config-json>`. Imports the SDK
// module (a file URL of dist/index.js), runs the smoke program and prints one line: the marker, then the
// results as JSON. Arguments rather than environment variables, so Deno needs no --allow-env for them.
import { runSmoke } from "./smoke.mjs";

const MARKER = "PAXOS_SMOKE_RESULT ";
const [sdkUrl, config] = globalThis.Deno ? globalThis.Deno.args : globalThis.process.argv.slice(2);

try {
  const sdk = await import(sdkUrl);
  const result = await runSmoke(sdk, JSON.parse(config));
  console.log(MARKER + JSON.stringify(result));
} catch (error) {
  console.log(MARKER + JSON.stringify({ error: String(error?.stack ?? error) }));
  if (globalThis.Deno) globalThis.Deno.exit(1);
  globalThis.process.exitCode = 1;
}
