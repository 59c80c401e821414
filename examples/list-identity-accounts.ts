// Lists identity accounts created in the last 7 days, with the friendly `created_at: { gte: Date }`
// filter (sent as `created_at.gte=<RFC 3339>`). Run: `npx tsx examples/list-identity-accounts.ts`.
// Without credentials it starts the package's mock API; with PAXOS_CLIENT_ID and PAXOS_CLIENT_SECRET set
// (PAXOS_ENVIRONMENT, default "sandbox") it uses the real service.
// Needs: Node 20+ and `npm install paxos-sdk msw` (msw: `paxos-sdk/mock` runs on it); run it with tsx (`npx tsx <file>`).
import { Paxos } from "paxos-sdk";
import { startMockServer } from "paxos-sdk/mock";

const mock = process.env.PAXOS_CLIENT_ID ? undefined : await startMockServer();
// `new Paxos()` reads PAXOS_CLIENT_ID, PAXOS_CLIENT_SECRET and PAXOS_ENVIRONMENT; options given win.
const paxos = mock
  ? new Paxos({ baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl, clientId: mock.clientId, clientSecret: mock.clientSecret })
  : new Paxos();
console.log(mock ? `Using the package's mock API at ${mock.baseUrl}.` : `Using the Paxos ${paxos.environment} API.`);

try {
  // "Now" as the API sees it: the mock's clock only moves when told.
  const now = mock ? mock.api.clock.now() : new Date();
  const since = new Date(now.getTime() - 7 * 24 * 3600_000);

  let count = 0;
  for await (const account of paxos.identity.listAccounts({ created_at: { gte: since }, order: "ASC", limit: 50 })) {
    if (count < 5) {
      const members = (account.members ?? []).map((m) => `${m.type}:${m.identity_id?.slice(0, 8)}`).join(" ");
      console.log(`  ${account.created_at}  ${account.type} ${account.summary_status}  ${account.description}  [${members}]`);
    }
    count++;
  }
  console.log(`${count} identity accounts created since ${since.toISOString()}`);
  // Timestamps stay the strings the service sent, nanoseconds included (a Date would keep milliseconds).
} finally {
  await mock?.close();
}
