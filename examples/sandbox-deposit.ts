// Simulates an incoming USD wire in the sandbox, credited against the memo id of earlier deposit
// instructions. Run: `npx tsx examples/sandbox-deposit.ts` (mock), or with PAXOS_CLIENT_ID,
// PAXOS_CLIENT_SECRET and PAXOS_MEMO_ID set for the real sandbox.
import { ValidationError } from "../src/index";
import { Decimal } from "../src/decimal";
import { pick, run } from "./support/connect";
import { SENDING_BANK } from "./support/sending-bank";

await run(async (connection) => {
  const { paxos, mock } = connection;
  const memo_id = pick(connection, "PAXOS_MEMO_ID", (m) => m.api.store.memoIds[0]);

  // Amounts are decimal strings or Decimals, never JS numbers. A Decimal is sent as its toFixed() form
  // ("1250.5" here); pass a string such as "1250.50" when the scale matters to you.
  // The sending bank account is required: account number, the owner's address and the bank's routing.
  const fiat_network_instructions = SENDING_BANK; // see support/sending-bank.ts
  const amount = new Decimal("1000").plus("250.50");
  const result = await paxos.sandbox.createFiatDeposit({
    amount,
    asset: "USD",
    memo_id,
    fiat_account_owner: { institution_details: { name: "Acme Treasury LLC" } },
    fiat_network_instructions,
  });
  console.log("Deposit accepted; the service answered", result);
  if (mock) {
    const credited = mock.api.store.deposits.at(-1);
    console.log(`The mock credited ${credited?.amount} ${credited?.asset} against memo ${credited?.memo_id}.`);
  }

  // USD is the only asset the sandbox accepts; the SDK refuses anything else before sending.
  try {
    await paxos.sandbox.createFiatDeposit({ amount: "10", asset: "EUR" as "USD", memo_id, fiat_network_instructions });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    console.log(`Refused before sending: field=${error.field} rule=${error.rule}: ${error.message}`);
  }
});
