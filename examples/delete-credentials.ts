// Deletes API credentials and shows that the deleted client's next call is refused. Run:
// `npx tsx examples/delete-credentials.ts` (mock: deletes the mock's secondary client). Against the real
// service it refuses to run unless PAXOS_DELETE_CLIENT_ID names the client to delete.
import { AuthenticationError, Paxos } from "../src/index";
import { run } from "./support/connect";

await run(async ({ paxos, mock, endpoint }) => {
  let victim: Paxos | undefined;
  let clientId: string;
  if (mock) {
    // The mock seeds a second, read-only client: delete that one, never the one we are using.
    const { secondary } = mock.clients;
    clientId = secondary.clientId;
    victim = new Paxos({ ...endpoint, clientId, clientSecret: secondary.clientSecret, logLevel: "error" });
    const before = await victim.depositAddresses.list({ limit: 1 });
    console.log(`${clientId} can list deposit addresses (${before.items.length} item on the first page).`);
  } else {
    const target = process.env.PAXOS_DELETE_CLIENT_ID;
    if (!target) {
      console.error("Refusing to delete credentials on the real service: set PAXOS_DELETE_CLIENT_ID to the client_id to delete.");
      process.exitCode = 1;
      return;
    }
    if (target === process.env.PAXOS_CLIENT_ID) {
      console.error("Refusing to delete the credentials this script is running with.");
      process.exitCode = 1;
      return;
    }
    clientId = target;
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
});
