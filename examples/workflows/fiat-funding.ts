// Workflow: fund a profile with USD by wire and withdraw it. Creates a profile, a fiat account (your bank
// account, listed with its number masked) and deposit instructions; a sandbox wire carrying the
// instructions' memo_id credits the profile; a withdrawal debits it, one beyond the balance is refused,
// and the fiat account is deleted at the end. Run:
// `npx tsx examples/workflows/fiat-funding.ts` (mock), or against the sandbox with PAXOS_CLIENT_ID/SECRET.
import { ConflictError, PermissionDeniedError, type Paxos } from "../../src/index";
import { isMain, run } from "../support/connect";
import { SENDING_BANK } from "../support/sending-bank";

/** The workflow, printing each step with `say`. */
export async function fiatFunding(paxos: Paxos, say: (line: string) => void): Promise<void> {
  const profile = await paxos.profiles.create({ nickname: "Treasury" });
  const account = await paxos.fiatAccounts.create({ fiat_account_owner: { institution_details: { name: "Example Corp" } }, fiat_network_instructions: SENDING_BANK });
  say(`profile ${profile.id}; fiat account ${account.id} (${account.status})`);
  const listed = (await paxos.fiatAccounts.list({ ids: [account.id] })).items[0];
  say(`fiat accounts list shows it abbreviated: account number ${listed?.fiat_network_instructions.wire?.account_number}`);

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

if (isMain(import.meta.url)) await run(({ paxos }) => fiatFunding(paxos, console.log));
