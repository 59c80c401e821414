// Command-line entry for a CommonJS consumer: `cli.cjs <path-of-dist/index.cjs> <config-json>`.
// `require`s the SDK, then runs the same smoke program as cli.mjs and prints the same one line.
const MARKER = "PAXOS_SMOKE_RESULT ";
const [sdkPath, config] = process.argv.slice(2);

(async () => {
  const sdk = require(sdkPath);
  const { runSmoke } = await import("./smoke.mjs");
  const result = await runSmoke(sdk, JSON.parse(config));
  console.log(MARKER + JSON.stringify(result));
})().catch((error) => {
  console.log(MARKER + JSON.stringify({ error: String(error?.stack ?? error) }));
  process.exitCode = 1;
});
