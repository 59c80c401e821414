// A snippet that follows the event log from a time and logs each event (docs/webhooks.md "Catching up").
// The log holds a sandbox crypto deposit's two events (and whatever else the mock recorded) before the
// snippet starts, and one more event arrives while it polls. Claim: every event from `since` is handed
// over, oldest first, each once, and one recorded after it caught up too.
import { Paxos } from "paxos-sdk";
import { MAIN_CLIENT } from "paxos-sdk/mock";
import { setUpReaderContext } from "../fixtures/reader-context";
import { drive, fail, pass, watchStdout } from "./support";

const { api } = await setUpReaderContext();
const quiet = new Paxos({ clientId: MAIN_CLIENT.clientId, clientSecret: MAIN_CLIENT.clientSecret, environment: "sandbox", logLevel: "error" });
await quiet.sandbox.createDeposit(api.store.ids.profileIds[1]!, { asset: "BTC", amount: "0.5", crypto_network: "BITCOIN" });
const stdout = watchStdout();
const line = (event: { type: string; id: string }) => `${event.type} ${event.id}`;

drive(async () => {
  const before = api.store.events.all().map(line);
  if (before.length < 2) fail(`the log holds ${before.length} events`);
  await stdout.waitFor((printed) => printed === before.at(-1));
  // Caught up: an event recorded now comes on a later poll (the follower waits pollIntervalMs, 5 s by default).
  const later = api.store.events.append("identity.approved", { identity_id: api.store.ids.identityIds[0], old_summary_status: "PENDING", new_summary_status: "APPROVED" });
  await stdout.waitFor((printed) => printed === line(later));
  const expected = [...before, line(later)];
  if (JSON.stringify(stdout.lines) !== JSON.stringify(expected)) fail(`expected ${JSON.stringify(expected)}, got ${JSON.stringify(stdout.lines)}`);
  pass(`follow handed over the ${before.length} events of the log in order, each once, then the one recorded while it polled`);
});
