// Updates a fiat account's owner, wire instructions and metadata (at most 6 pairs, checked before
// sending). Run: `npx tsx examples/update-fiat-account.ts`. Without credentials it starts the package's
// mock API; with PAXOS_CLIENT_ID and PAXOS_CLIENT_SECRET set (PAXOS_ENVIRONMENT, default "sandbox") it uses
// the real service and needs PAXOS_FIAT_ACCOUNT_ID.
// Needs: Node 20+ and `npm install paxos-sdk msw` (msw: `paxos-sdk/mock` runs on it); run it with tsx (`npx tsx <file>`).
import { Paxos, ValidationError } from "paxos-sdk";
import { startMockServer } from "paxos-sdk/mock";

const mock = process.env.PAXOS_CLIENT_ID ? undefined : await startMockServer();
// `new Paxos()` reads PAXOS_CLIENT_ID, PAXOS_CLIENT_SECRET and PAXOS_ENVIRONMENT; options given win.
const paxos = mock
  ? new Paxos({ baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl, clientId: mock.clientId, clientSecret: mock.clientSecret })
  : new Paxos();
console.log(mock ? `Using the package's mock API at ${mock.baseUrl}.` : `Using the Paxos ${paxos.environment} API.`);

try {
  const id = mock ? mock.api.store.fiatAccounts.keys().next().value : process.env.PAXOS_FIAT_ACCOUNT_ID;
  if (!id) throw new Error("Set PAXOS_FIAT_ACCOUNT_ID to run this example against the real service.");

  const account = await paxos.fiatAccounts.update(id, {
    fiat_account_owner: { person_details: { first_name: "Ada", last_name: "Lovelace" } },
    fiat_network_instructions: {
      wire: {
        account_number: "000987654321",
        fiat_account_owner_address: { country: "US", address1: "1 Analytical Way", city: "Boston", province: "MA", zip_code: "02110" },
        routing_details: { routing_number_type: "ABA", routing_number: "011000138", bank_name: "Example Bank" },
      },
    },
    metadata: { crm_id: "C-1042", reviewed_by: "ops" },
  });
  console.log(`Fiat account ${account.id} (${account.status}), updated_at ${account.updated_at}`);
  console.log("  owner:   ", account.fiat_account_owner);
  console.log("  wire:    ", account.fiat_network_instructions?.wire?.account_number, account.fiat_network_instructions?.wire?.routing_details?.bank_name);
  console.log("  metadata:", account.metadata);

  // Seven metadata pairs break the limit of six: refused before anything is sent.
  const tooMany = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`key${i}`, "value"]));
  try {
    await paxos.fiatAccounts.update(id, { metadata: tooMany });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    console.log(`Refused before sending: field=${error.field} rule=${error.rule}`);
  }
} finally {
  await mock?.close();
}
