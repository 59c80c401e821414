// Deletes API credentials and shows that the deleted client's next call is refused.
// Run: `npx tsx examples/delete-credentials.ts`: against the package's mock API it deletes the mock's
// secondary client. With PAXOS_CLIENT_ID and PAXOS_CLIENT_SECRET set (the real service) it refuses to run
// unless PAXOS_DELETE_CLIENT_ID names the client to delete.
// Needs: Node 20+ and `npm install paxos-sdk msw` (msw: `paxos-sdk/mock` runs on it); run it with tsx (`npx tsx <file>`).
import { AuthenticationError, Paxos } from "paxos-sdk";
import { startMockServer } from "paxos-sdk/mock";

const mock = process.env.PAXOS_CLIENT_ID ? undefined : await startMockServer();
// `new Paxos()` reads PAXOS_CLIENT_ID, PAXOS_CLIENT_SECRET and PAXOS_ENVIRONMENT; options given win.
const paxos = mock
  ? new Paxos({ baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl, clientId: mock.clientId, clientSecret: mock.clientSecret })
  : new Paxos();
console.log(mock ? `Using the package's mock API at ${mock.baseUrl}.` : `Using the Paxos ${paxos.environment} API.`);

/** The client whose credentials are deleted: never the one this script runs with. */
function chooseVictim(): { clientId: string; victim?: Paxos } {
  if (mock) {
    // The mock seeds a second, read-only client: delete that one. The same mock, the other credentials.
    const { secondary } = mock.clients;
    return { clientId: secondary.clientId, victim: paxos.withOptions({ clientId: secondary.clientId, clientSecret: secondary.clientSecret, logLevel: "error" }) };
  }
  const target = process.env.PAXOS_DELETE_CLIENT_ID;
  if (!target) throw new Error("Refusing to delete credentials on the real service: set PAXOS_DELETE_CLIENT_ID to the client_id to delete.");
  if (target === process.env.PAXOS_CLIENT_ID) throw new Error("Refusing to delete the credentials this script is running with.");
  return { clientId: target };
}

try {
  const { clientId, victim } = chooseVictim();
  if (victim) {
    const before = await victim.depositAddresses.list({ limit: 1 });
    console.log(`${clientId} can list deposit addresses (${before.items.length} item on the first page).`);
  }

  // The record is optional in the contract (neither source promises it), hence the `?.`.
  const { credentials } = await paxos.apiCreds.deleteCredentials(clientId);
  console.log(`Deleted credentials ${credentials?.id} of ${credentials?.client_id} (scopes: ${credentials?.client_scopes?.join(", ")}).`);

  if (victim) {
    // The mock revokes the deleted client's tokens; the SDK renews its token once, and that is refused too.
    try {
      await victim.depositAddresses.list({ limit: 1 });
      console.log("Unexpected: the deleted client still works.");
    } catch (error) {
      if (!(error instanceof AuthenticationError)) throw error;
      console.log(`The deleted client is now refused: ${error.name} (status ${error.status}): ${error.message}`);
    }
  }
} finally {
  await mock?.close();
}
