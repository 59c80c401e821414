// A snippet that starts its own mock server, injects one connection reset and lists deposit addresses
// (README "Testing with the mock"). Claim: the call is retried once (the SDK's warn line says so) and
// then answers; the snippet ends (its server closed).
import { setUpReaderContext } from "../fixtures/reader-context";
import { captureStderr, fail, pass } from "./support";

await setUpReaderContext();
const stderr = captureStderr();
process.on("beforeExit", () => {
  const lines = stderr.lines.filter((line) => line !== "");
  const expected = ["[paxos-sdk] depositAddresses.list: retry 1 of 2 after fetch failed."];
  if (JSON.stringify(lines) !== JSON.stringify(expected)) fail(`expected stderr ${JSON.stringify(expected)}, got ${JSON.stringify(lines)}`);
  pass("the reset was retried once, then the list answered and the snippet ended");
});
