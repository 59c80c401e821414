// Workflow: fund a profile with USD by wire and withdraw it. Creates a profile, a fiat account (your bank
// account, listed with its number masked; Paxos reviews it, and a withdrawal may go to it once it reads
// APPROVED) and deposit instructions; a sandbox wire carrying the
// instructions' memo_id credits the profile; a withdrawal debits it, one beyond the balance is refused,
// and the fiat account is deleted at the end. Run:
// `npx tsx examples/workflows/fiat-funding.ts` (mock), or against the sandbox with PAXOS_CLIENT_ID/SECRET.
// Needs: Node 20+ and `npm install paxos-sdk msw` (msw: `paxos-sdk/mock` runs on it); run it with tsx (`npx tsx <file>`).
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ConflictError, PermissionDeniedError, Paxos } from "paxos-sdk";
import { startMockServer, type MockServer } from "paxos-sdk/mock";

/** The bank account the fiat account and the simulated wires are in: account number, owner's address, bank routing. */
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
/** How often, and how long, to ask Get Fiat Account whether Paxos's review of a new account is done. */
const REVIEW_POLL_MS = 5_000;
const REVIEW_WAIT_MS = 10 * 60_000;

/**
 * Waits until Paxos's review of a fiat account ends (Paxos's guide: check Get Fiat Account until it
 * reads APPROVED before withdrawing to it), and answers its status. Against the mock, `mock` ends the
 * review at once (in the sandbox, Paxos's own review does, in its time).
 */
async function reviewed(paxos: Paxos, id: string, mock: MockServer | undefined): Promise<string> {
  mock?.api.store.reviewFiatAccount(id, "APPROVED");
  const deadline = Date.now() + REVIEW_WAIT_MS;
  for (;;) {
    const status = (await paxos.fiatAccounts.get(id)).status ?? "PENDING";
    if (status !== "PENDING" || Date.now() >= deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, REVIEW_POLL_MS));
  }
}

/** The workflow, printing each step with `say`; `mock`, when given, stands in for Paxos's review of the new fiat account. */
export async function fiatFunding(paxos: Paxos, say: (line: string) => void, mock?: MockServer): Promise<void> {
  const profile = await paxos.profiles.create({ nickname: "Treasury" });
  const account = await paxos.fiatAccounts.create({ fiat_account_owner: { institution_details: { name: "Example Corp" } }, fiat_network_instructions: SENDING_BANK });
  say(`profile ${profile.id}; fiat account ${account.id} (${account.status})`);
  const listed = (await paxos.fiatAccounts.list({ ids: [account.id] })).items[0];
  say(`fiat accounts list shows it abbreviated: account number ${listed?.fiat_network_instructions.wire?.account_number}`);
  const status = await reviewed(paxos, account.id, mock);
  say(`Paxos reviewed the fiat account: ${status}${mock ? " (the mock's review handle stood in for it)" : ""}; withdrawals go only to an APPROVED one`);
  if (status !== "APPROVED") {
    say("it is not APPROVED, so this workflow stops here");
    return;
  }

  const instructions = await paxos.fiatDepositInstructions.create({ profile_id: profile.id, fiat_network: "WIRE" });
  say(`deposit instructions: wire to ${instructions.fiat_network_instructions.wire?.routing_details?.bank_name}, memo_id ${instructions.memo_id}`);
  const mine = (await paxos.fiatDepositInstructions.list({ ids: [instructions.id] })).items;
  say(`deposit instructions list finds them: ${mine.map((i) => `${i.memo_id} (${i.status})`).join(", ")}`);

  await paxos.sandbox.createFiatDeposit({ amount: "1500.10", asset: "USD", memo_id: instructions.memo_id, fiat_network_instructions: SENDING_BANK });
  await paxos.sandbox.createFiatDeposit({ amount: "0.20", asset: "USD", memo_id: instructions.memo_id, fiat_network_instructions: SENDING_BANK });
  say(`two wires (1500.10 + 0.20) → USD balance ${(await paxos.profiles.getBalance(profile.id, "USD")).available}`);

  const withdrawal = await paxos.withdrawals.createFiat({ profile_id: profile.id, fiat_account_id: account.id, asset: "USD", amount: "500.25" });
  say(`withdrew ${withdrawal.amount} (${withdrawal.type}, ${withdrawal.status}) → USD balance ${(await paxos.profiles.getBalance(profile.id, "USD")).available}`);

  try {
    await paxos.withdrawals.createFiat({ profile_id: profile.id, fiat_account_id: account.id, asset: "USD", amount: "1000.06" });
    say("a withdrawal beyond the balance went through?!");
  } catch (error) {
    if (!(error instanceof ConflictError || error instanceof PermissionDeniedError)) throw error;
    say(`1000.06 more is refused: ${error.status} ${error.detail}`);
  }
  const transfers = await paxos.transfers.list({ profile_ids: [profile.id] });
  for (const t of transfers.items) say(`  transfer ${t.type.padEnd(15)} ${t.direction.padEnd(6)} ${t.amount.padStart(8)} ${t.asset}  ${t.status}`);

  await paxos.fiatAccounts.delete(account.id);
  const left = (await paxos.fiatAccounts.list({ ids: [account.id] })).items.length;
  say(`deleted the fiat account: the list now finds ${left} with its id (include_deleted would show it)`);
}

// Run as a script (the tour imports the function instead): against the package's mock API, or the real
// sandbox when PAXOS_CLIENT_ID and PAXOS_CLIENT_SECRET are set (`new Paxos()` reads them, and PAXOS_ENVIRONMENT).
if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  const mock = process.env.PAXOS_CLIENT_ID ? undefined : await startMockServer();
  const paxos = mock
    ? new Paxos({ baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl, clientId: mock.clientId, clientSecret: mock.clientSecret })
    : new Paxos();
  console.log(mock ? `Using the package's mock API at ${mock.baseUrl}.` : `Using the Paxos ${paxos.environment} API.`);
  try {
    await fiatFunding(paxos, console.log, mock);
  } finally {
    await mock?.close();
  }
}
