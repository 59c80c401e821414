// Simulates an incoming USD wire in the sandbox, credited against the memo id of earlier deposit
// instructions. Run: `npx tsx examples/sandbox-deposit.ts`. Without credentials it starts the package's
// mock API; with PAXOS_CLIENT_ID and PAXOS_CLIENT_SECRET set it uses the real sandbox and needs PAXOS_MEMO_ID.
// Needs: Node 20+ and `npm install paxos-sdk msw` (msw: `paxos-sdk/mock` runs on it); run it with tsx (`npx tsx <file>`).
import { Paxos, ValidationError } from "paxos-sdk";
import { Decimal } from "paxos-sdk/decimal";
import { startMockServer } from "paxos-sdk/mock";

const mock = process.env.PAXOS_CLIENT_ID ? undefined : await startMockServer();
// `new Paxos()` reads PAXOS_CLIENT_ID, PAXOS_CLIENT_SECRET and PAXOS_ENVIRONMENT; options given win.
const paxos = mock
  ? new Paxos({ baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl, clientId: mock.clientId, clientSecret: mock.clientSecret })
  : new Paxos();
console.log(mock ? `Using the package's mock API at ${mock.baseUrl}.` : `Using the Paxos ${paxos.environment} API.`);

/** The bank account the simulated wire comes from: account number, the owner's address and the bank's routing. */
const SENDING_BANK = {
  wire: {
    account_number: "000123456789",
    fiat_account_owner_address: { country: "USA", address1: "1 Treasury Plaza", city: "New York", province: "NY", zip_code: "10004" },
    routing_details: {
      routing_number_type: "ABA",
      routing_number: "021000021",
      bank_name: "Example Bank",
      bank_address: { country: "USA", address1: "270 Park Avenue", city: "New York", province: "NY", zip_code: "10017" },
    },
  },
} as const;

try {
  const memo_id = mock ? mock.api.store.memoIds[0]! : process.env.PAXOS_MEMO_ID;
  if (!memo_id) throw new Error("Set PAXOS_MEMO_ID to run this example against the real sandbox.");

  // Amounts are decimal strings or Decimals, never JS numbers. A Decimal is sent as its toFixed() form
  // ("1250.5" here); pass a string such as "1250.50" when the scale matters to you.
  const amount = new Decimal("1000").plus("250.50");
  const result = await paxos.sandbox.createFiatDeposit({
    amount,
    asset: "USD",
    memo_id,
    fiat_account_owner: { institution_details: { name: "Acme Treasury LLC" } },
    fiat_network_instructions: SENDING_BANK,
  });
  console.log("Deposit accepted; the service answered", result);
  if (mock) {
    const credited = mock.api.store.deposits.at(-1);
    console.log(`The mock credited ${credited?.amount} ${credited?.asset} against memo ${credited?.memo_id}.`);
  }

  // USD is the only asset the sandbox accepts; the SDK refuses anything else before sending.
  try {
    await paxos.sandbox.createFiatDeposit({ amount: "10", asset: "EUR" as "USD", memo_id, fiat_network_instructions: SENDING_BANK });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    console.log(`Refused before sending: field=${error.field} rule=${error.rule}: ${error.message}`);
  }
} finally {
  await mock?.close();
}
