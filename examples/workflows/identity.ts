// Workflow: onboarding an identity. Create a person, set its sandbox review statuses (APPROVED once its id
// and sanctions checks are), open an account for it with a profile, list both, then update the account
// (an authorized user joins) and the identity (an email).
// Run: `npx tsx examples/workflows/identity.ts`.
// Needs: Node 20+ and `npm install paxos-sdk msw` (msw: `paxos-sdk/mock` runs on it); run it with tsx (`npx tsx <file>`).
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Paxos } from "paxos-sdk";
import { startMockServer } from "paxos-sdk/mock";

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

  const helper = await paxos.identity.create({ person_details: { first_name: "Charles", last_name: "Babbage" } });
  await paxos.identity.updateAccount({
    account: {
      id: account.id!,
      description: "Joint brokerage",
      members: [
        { identity_id: person.id, type: "BENEFICIAL_OWNER", roles: ["BENEFICIAL_OWNER"] },
        { identity_id: helper.id, type: "AUTHORIZED_USER", roles: ["AUTHORIZED_USER"] },
      ],
    },
  });
  const read = await paxos.identity.getAccount(account.id!);
  say(`account "${read.description}" now has ${read.members?.map((m) => m.type).join(" + ")}`);
  const updated = await paxos.identity.update(person.id, { person_details: { email: "ada@example.com" } });
  say(`identity updated: email ${(updated.person_details as { email?: string } | undefined)?.email}, still ${updated.summary_status}`);
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
    await identity(paxos, console.log);
  } finally {
    await mock?.close();
  }
}
