// A snippet that places an order and branches on the refusal (docs/errors-and-retries.md, "Paxos's named
// problems"), run with `profileId` naming a profile that holds no dollars. Claim: the refusal arrives as
// an InsufficientFundsError whose meta says what was needed and what the profile has, and no order is placed.
import { setUpReaderContext } from "../fixtures/reader-context";
import { captureStderr, fail, pass } from "./support";

const { api } = await setUpReaderContext({ names: (mock) => ({ profileId: mock.store.ids.profileIds[2] }) });
const unfunded = api.store.ids.profileIds[2]!;
if (Number(api.store.ledger.available(unfunded, "USD")) !== 0) fail(`profile ${unfunded} holds dollars`);
const stderr = captureStderr();

process.on("beforeExit", () => {
  const expected = /^needs (\d+(?:\.\d+)?) USD, has (0(?:\.0+)?)$/;
  const lines = stderr.lines.filter((line) => line !== "");
  const match = lines.length === 1 ? expected.exec(lines[0]!) : null;
  if (!match || Number(match[1]) < 500) fail(`expected one "needs … USD, has 0" line on stderr, got ${JSON.stringify(lines)}`);
  const orders = [...api.store.orders.values()].filter((order) => order.profile_id === unfunded);
  if (orders.length > 0) fail(`the refused order was placed: ${JSON.stringify(orders)}`);
  pass(`the order was refused as an InsufficientFundsError: ${lines[0]}; nothing placed`);
});
