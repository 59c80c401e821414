// A guided tour of paxos-sdk against the built-in mock API: the first eight operations, pagination,
// idempotency and errors, then one chapter per stateful workflow, in a few seconds. Run: `npm start` (or `npx tsx examples/tour.ts`).
// It always uses the mock (its clock and seeded clients are part of the story); see examples/ for the rest.
// Needs: Node 20+ and `npm install paxos-sdk msw` (msw: `paxos-sdk/mock` runs on it); run it with tsx (`npx tsx <file>`).
import { inspect } from "node:util";
import { Paxos } from "paxos-sdk";
import { startMockServer } from "paxos-sdk/mock";
import * as steps from "./tour/steps";
import { webhooks } from "./tour/webhooks";
import { workflows } from "./tour/workflows";
import { bold, code, dim, say } from "./tour/ui";

const started = performance.now();
const mock = await startMockServer({ sizes: { depositAddresses: 30_000 } });
try {
  console.log(bold("paxos-sdk tour"));
  say(`Mock Paxos API on ${mock.baseUrl}; its clock reads ${mock.api.clock.nowIso()} and only moves when told.`);
  code(`const paxos = new Paxos({ clientId, clientSecret, baseUrl, tokenUrl });`);
  const paxos = new Paxos({ baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl, clientId: mock.clientId, clientSecret: mock.clientSecret });
  say(`console.log(paxos) → ${inspect(paxos)}   (the secret never shows)`);

  const context: steps.TourContext = { mock, paxos };
  await steps.ticker(context);
  await steps.depositAddresses(context);
  await steps.settlement(context);
  await steps.fiatAccount(context);
  await steps.sandboxDeposit(context);
  await steps.statementsAndIdentities(context);
  await steps.deleteCredentials(context);
  await steps.requestSigning(context);
  await steps.errors(context);
  await webhooks();
  await workflows(context);

  console.log(`\n${bold("Done")} in ${((performance.now() - started) / 1000).toFixed(1)} s. ${dim("More: examples/*.ts, README.md and docs/.")}`);
} finally {
  await mock.close();
}
