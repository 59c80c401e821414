// Workflow: a profile and its balances. Create a profile, sandbox-deposit crypto into it, read its
// balances (exact decimal strings: 0.1 + 0.2 is 0.3 here), and deactivate a profile once it is empty.
// Run: `npx tsx examples/workflows/profiles-and-balances.ts`.
import { ConflictError, type Paxos } from "../../src/index";
import { isMain, run } from "../support/connect";

/** The workflow, printing each step with `say`. */
export async function profilesAndBalances(paxos: Paxos, say: (line: string) => void): Promise<void> {
  const profile = await paxos.profiles.create({ nickname: "Crypto desk", description: "BTC and ETH" });
  say(`created profile ${profile.id} (${profile.type})`);
  await paxos.sandbox.createDeposit(profile.id, { asset: "ETH", amount: "0.1", crypto_network: "ETHEREUM" });
  await paxos.sandbox.createDeposit(profile.id, { asset: "ETH", amount: "0.2", crypto_network: "ETHEREUM" });
  await paxos.sandbox.createDeposit(profile.id, { asset: "BTC", amount: "0.00012345", crypto_network: "BITCOIN" });
  for (const b of (await paxos.profiles.listBalances(profile.id)).items ?? []) say(`  ${b.asset.padEnd(4)} available ${b.available}`);

  try {
    await paxos.profiles.deactivate(profile.id);
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    say(`deactivate while holding funds: ${error.status} ${error.detail}`);
  }
  const spare = await paxos.profiles.create({ nickname: "Spare" });
  await paxos.profiles.deactivate(spare.id);
  const seen = await paxos.profiles.get(spare.id, { include_deactivated: true });
  say(`deactivated the empty profile ${seen.id} ("${seen.nickname}")`);
}

if (isMain(import.meta.url)) await run(({ paxos }) => profilesAndBalances(paxos, console.log));
