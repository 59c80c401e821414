// Shows the SDK's typed errors and what each carries: ValidationError (field, rule) before sending,
// APIError subclasses (status, title, detail, meta) from the service, and transport failures.
// Run: `npx tsx examples/errors.ts`: against the package's mock API, or the real service when
// PAXOS_CLIENT_ID and PAXOS_CLIENT_SECRET are set (the fault-injection cases run only against the mock).
// Needs: Node 20+ and `npm install paxos-sdk msw` (msw: `paxos-sdk/mock` runs on it); run it with tsx (`npx tsx <file>`).
import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { APIConnectionError, APIError, NotFoundError, Paxos, PaxosError, ResponseValidationError, ValidationError, type PaxosTypes } from "paxos-sdk";
import { startMockServer } from "paxos-sdk/mock";

/** A loopback port nothing listens on (bound once, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** How an application might report any SDK failure: one branch per kind. */
function report(label: string, error: unknown): void {
  console.log(`\n${label}`);
  if (error instanceof ValidationError) {
    // Refused before anything was sent: fix the input.
    console.log(`  ${error.name}  field=${error.field}  rule=${error.rule}\n  ${error.message}`);
  } else if (error instanceof APIError) {
    // The service answered an error status (NotFoundError, ConflictError, RateLimitError … are subclasses).
    console.log(`  ${error.name}: ${error.message}`);
    console.log(`  status=${error.status}  type=${error.type}  title=${error.title}  detail=${error.detail ?? "(none)"}`);
    if (error.meta) console.log(`  meta:   ${JSON.stringify(error.meta)}`);
    if (error.requestId) console.log(`  request id: ${error.requestId}`);
  } else if (error instanceof ResponseValidationError) {
    // A 200 whose body breaks the contract; field is "" when the body is not JSON at all.
    console.log(`  ${error.name}  status=${error.status}  field=${JSON.stringify(error.field)}\n  ${error.message}`);
  } else if (error instanceof PaxosError) {
    // APIConnectionError, APIConnectionTimeoutError, APIUserAbortError.
    console.log(`  ${error.name}: ${error.message}`);
  } else {
    throw error; // not the SDK's: a bug in this script
  }
}

async function expectFailure(label: string, call: () => PromiseLike<unknown>): Promise<void> {
  try {
    await call();
    console.log(`\n${label}\n  (unexpectedly succeeded)`);
  } catch (error) {
    report(label, error);
  }
}

const mock = process.env.PAXOS_CLIENT_ID ? undefined : await startMockServer();
// Short backoff so the retried failures below do not take long. `new Paxos()` reads PAXOS_CLIENT_ID,
// PAXOS_CLIENT_SECRET and PAXOS_ENVIRONMENT; options given win.
const backoff = { initialDelayMs: 100 };
const paxos = mock
  ? new Paxos({ backoff, baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl, clientId: mock.clientId, clientSecret: mock.clientSecret })
  : new Paxos({ backoff });
console.log(mock ? `Using the package's mock API at ${mock.baseUrl}.` : `Using the Paxos ${paxos.environment} API.`);

try {
  const profileIds = Array.from({ length: 101 }, () => randomUUID());

  await expectFailure("101 profile ids (the limit is 100):", () => paxos.depositAddresses.list({ profile_ids: profileIds }));

  await expectFailure("An amount given as a JS number:", () =>
    paxos.sandbox.createFiatDeposit({
      amount: 12.5 as unknown as string,
      asset: "USD",
      memo_id: "memo",
      fiat_network_instructions: { cbit: { wallet_address: "0x0000000000000000000000000000000000000001" } },
    }),
  );

  // A required field left out (here target_profile_id): refused before sending, naming the field.
  const incomplete = { source_profile_id: randomUUID(), legs: [{ direction: "DELIVER", asset: "USD", amount: "1.00" }] };
  await expectFailure("A settlement without its target profile:", () =>
    paxos.settlement.createTransaction(incomplete as PaxosTypes.CreateSettlementTransactionParams),
  );

  await expectFailure("A fiat account id that is not a UUID:", () => paxos.fiatAccounts.update("acct-42", { metadata: {} }));

  // A typed branch for one status, the APIError base class for the rest.
  try {
    await paxos.fiatAccounts.update(randomUUID(), { metadata: { note: "hello" } });
  } catch (error) {
    if (error instanceof NotFoundError) console.log(`\nNo such fiat account: NotFoundError caught (status ${error.status}).`);
    report("The same failure, reported generically:", error);
  }

  const port = await closedPort();
  await expectFailure("No server listening (connection refused, after retries):", () =>
    new Paxos({ baseUrl: `http://127.0.0.1:${port}/v2`, accessToken: "not-a-real-token", maxRetries: 1, backoff: { initialDelayMs: 50 } }).depositAddresses.list(),
  );

  if (mock) {
    // Fault injection: the mock can misbehave on purpose.
    mock.api.faults.add({ route: "listPayments", kind: "status", status: 503, times: 3 });
    await expectFailure("The service keeps answering 503 (retried twice, then reported):", () =>
      paxos.payments.list({ limit: 1 }),
    );

    mock.api.faults.add({ route: "listPrices", kind: "malformed-json" });
    await expectFailure("A 200 whose body is not JSON:", () => paxos.market.listPrices({ markets: ["BTCUSD"] }));

    mock.api.faults.add({ route: "listPrices", kind: "html", times: 3 });
    await expectFailure("A proxy's HTML error page instead of problem+json:", () => paxos.market.listPrices({ markets: ["BTCUSD"] }));
  }
} finally {
  await mock?.close();
}
