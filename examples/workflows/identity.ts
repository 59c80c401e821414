// Workflow: onboarding an identity. Create a person, set its sandbox review statuses (APPROVED once its id
// and sanctions checks are), open an account for it with a profile, and list both.
// Run: `npx tsx examples/workflows/identity.ts`.
import type { Paxos } from "../../src/index";
import { isMain, run } from "../support/connect";

/** The workflow, printing each step with `say`. */
export async function identity(paxos: Paxos, say: (line: string) => void): Promise<void> {
  const person = await paxos.identity.create({ person_details: { first_name: "Ada", last_name: "Lovelace", date_of_birth: "1815-12-10" } });
  say(`created identity ${person.id} (${person.type}, ${person.summary_status})`);
  await paxos.sandbox.setIdentityStatus(person.id, { id_verification_status: "APPROVED" });
  say(`id verified → ${(await paxos.identity.get(person.id)).summary_status} (sanctions screening still pending)`);
  await paxos.sandbox.setIdentityStatus(person.id, { sanctions_verification_status: "APPROVED" });
  say(`sanctions cleared → ${(await paxos.identity.get(person.id)).summary_status}`);

  const account = await paxos.identity.createAccount({ account: { identity_id: person.id, description: "Brokerage" }, create_profile: true });
  say(`account ${account.id} (${account.summary_status}) with profile ${account.profile_id}`);
  const identities = await paxos.identity.list({ summary_status: "APPROVED", limit: 5 });
  const accounts = await paxos.identity.listAccounts({ identity_id: person.id });
  say(`listed: ${identities.items.length} approved identit${identities.items.length === 1 ? "y" : "ies"}, ${accounts.items.length} account(s) of ${person.id}`);
}

if (isMain(import.meta.url)) await run(({ paxos }) => identity(paxos, console.log));
