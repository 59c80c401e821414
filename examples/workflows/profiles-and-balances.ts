// Workflow: a profile and its balances. Create and rename a profile, give it a deposit address,
// sandbox-deposit crypto into it, read its balances (exact decimal strings: 0.1 + 0.2 is 0.3 here), move
// some to another profile and withdraw some to an address, and deactivate a profile once it is empty.
// Run: `npx tsx examples/workflows/profiles-and-balances.ts`.
// Needs: Node 20+ and `npm install paxos-sdk msw` (msw: `paxos-sdk/mock` runs on it); run it with tsx (`npx tsx <file>`).
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ConflictError, PermissionDeniedError, Paxos } from "paxos-sdk";
import { startMockServer } from "paxos-sdk/mock";

/** The workflow, printing each step with `say`. */
export async function profilesAndBalances(paxos: Paxos, say: (line: string) => void): Promise<void> {
  const profile = await paxos.profiles.create({ nickname: "Crypto desk", description: "BTC and ETH" });
  say(`created profile ${profile.id} (${profile.type})`);
  const renamed = await paxos.profiles.update(profile.id, { nickname: `Crypto desk ${profile.id.slice(0, 8)}` });
  say(`renamed it "${renamed.nickname}"`);
  const address = await paxos.depositAddresses.create({ profile_id: profile.id, crypto_network: "ETHEREUM" });
  const listed = (await paxos.depositAddresses.list({ profile_ids: [profile.id] })).items.map((a) => a.address);
  say(`deposit address ${address.address} (listed: ${listed.includes(address.address) ? "yes" : "no"})`);
  await paxos.sandbox.createDeposit(profile.id, { asset: "ETH", amount: "0.1", crypto_network: "ETHEREUM", crypto_address: address.address! });
  await paxos.sandbox.createDeposit(profile.id, { asset: "ETH", amount: "0.2", crypto_network: "ETHEREUM", crypto_address: address.address! });
  await paxos.sandbox.createDeposit(profile.id, { asset: "BTC", amount: "0.00012345", crypto_network: "BITCOIN" });
  for (const b of (await paxos.profiles.listBalances(profile.id)).items ?? []) say(`  ${b.asset.padEnd(4)} available ${b.available}`);

  const vault = await paxos.profiles.create({ nickname: "Vault" });
  await paxos.transfers.createInternal({ from_profile_id: profile.id, to_profile_id: vault.id, asset: "ETH", amount: "0.05" });
  await paxos.withdrawals.createCrypto({ profile_id: profile.id, asset: "ETH", crypto_network: "ETHEREUM", destination_address: `0x${"ab".repeat(20)}`, amount: "0.05" });
  const eth = async (id: string) => (await paxos.profiles.getBalance(id, "ETH")).available;
  say(`0.05 ETH to the vault, 0.05 ETH withdrawn on-chain → ETH ${await eth(profile.id)} here, ${await eth(vault.id)} in the vault`);
  try {
    await paxos.transfers.createInternal({ from_profile_id: vault.id, to_profile_id: profile.id, asset: "ETH", amount: "0.06" });
  } catch (error) {
    if (!(error instanceof PermissionDeniedError)) throw error;
    say(`moving 0.06 ETH out of the vault: ${error.status} ${error.detail}`);
  }
  for (const t of (await paxos.transfers.list({ profile_ids: [profile.id], limit: 3 })).items) say(`  transfer ${t.type.padEnd(24)} ${t.amount} ${t.asset}`);

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

// Run as a script (the tour imports the function instead): against the package's mock API, or the real
// sandbox when PAXOS_CLIENT_ID and PAXOS_CLIENT_SECRET are set (`new Paxos()` reads them, and PAXOS_ENVIRONMENT).
if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  const mock = process.env.PAXOS_CLIENT_ID ? undefined : await startMockServer();
  const paxos = mock
    ? new Paxos({ baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl, clientId: mock.clientId, clientSecret: mock.clientSecret })
    : new Paxos();
  console.log(mock ? `Using the package's mock API at ${mock.baseUrl}.` : `Using the Paxos ${paxos.environment} API.`);
  try {
    await profilesAndBalances(paxos, console.log);
  } finally {
    await mock?.close();
  }
}
