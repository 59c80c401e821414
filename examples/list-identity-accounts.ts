// Lists identity accounts created in the last 7 days, with the friendly `created_at: { gte: Date }`
// filter (sent as `created_at.gte=<RFC 3339>`). Run: `npx tsx examples/list-identity-accounts.ts`
// (mock), or with PAXOS_CLIENT_ID and PAXOS_CLIENT_SECRET set for the real service.
import { run } from "./support/connect";

await run(async ({ paxos, now }) => {
  const since = new Date(now().getTime() - 7 * 24 * 3600_000);

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
});
