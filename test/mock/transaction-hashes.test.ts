/**
 * The transaction hash a transfer that went on chain carries (`crypto_tx_hash`), in the form each chain's
 * explorers show: EVM chains 0x and 64 lower-case hex digits; the bitcoin family and Stellar 64 hex digits
 * without 0x; Solana a 64-byte signature in base58 (86–88 characters); Sui a 32-byte digest in base58.
 * (Paxos's own examples of a BITCOIN withdrawal and transfer carry 64 hex digits without 0x.)
 * Checked on crypto withdrawals and on the sandbox's crypto deposits (whose made-up destination is an
 * address of the network's own form), and on the deposit's webhook payload.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createMockApi, type MockApi } from "../../src/mock/index";
import { isAddressOf } from "../../src/mock/domain/addresses";
import { base58Decode } from "../../src/mock/domain/address-codecs";
import { makeTransactionHash } from "../../src/mock/domain/transaction-hashes";
import { handle } from "./helpers";

const EVM_HASH = /^0x[0-9a-f]{64}$/;
const PLAIN_HASH = /^[0-9a-f]{64}$/;
const base58Bytes = (text: string) => base58Decode(text)?.length;

let api: MockApi;
let profile: string;
beforeEach(() => {
  api = createMockApi({ seed: 4 });
  profile = api.store.ids.profileIds[2]!;
});

describe("transaction hashes of each chain's form", () => {
  it.each([
    ["ETHEREUM", EVM_HASH],
    ["POLYGON", EVM_HASH],
    ["BASE", EVM_HASH],
    ["AVALANCHE", EVM_HASH],
    ["BITCOIN", PLAIN_HASH],
    ["LITECOIN", PLAIN_HASH],
    ["BITCOIN_CASH", PLAIN_HASH],
    ["DOGECOIN", PLAIN_HASH],
    ["STELLAR", PLAIN_HASH],
  ])("%s: %s", (network, form) => {
    const entropy = "ab".repeat(64);
    expect(makeTransactionHash(network, entropy)).toMatch(form);
  });

  it("Solana's is a 64-byte signature and Sui's a 32-byte digest, both in base58, whatever the entropy", () => {
    for (const entropy of ["00".repeat(64), "ff".repeat(64), "0123456789abcdef".repeat(8)]) {
      const solana = makeTransactionHash("SOLANA", entropy);
      expect(solana).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/);
      expect(base58Bytes(solana)).toBe(64);
      const sui = makeTransactionHash("SUI", entropy);
      expect(sui).toMatch(/^[1-9A-HJ-NP-Za-km-z]{43,44}$/);
      expect(base58Bytes(sui)).toBe(32);
    }
  });

  it("a crypto withdrawal reports the chain's form: no 0x on bitcoin, 0x on Ethereum", async () => {
    api.store.ledger.apply([{ profileId: profile, asset: "BTC", delta: "0.01" }, { profileId: profile, asset: "ETH", delta: "0.01" }]);
    const btc = await handle(api, "POST", "/transfer/crypto-withdrawals", {
      body: { profile_id: profile, asset: "BTC", crypto_network: "BITCOIN", destination_address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", amount: "0.001" },
    });
    expect(btc.status).toBe(200);
    expect(btc.body.crypto_tx_hash).toMatch(PLAIN_HASH);
    const eth = await handle(api, "POST", "/transfer/crypto-withdrawals", {
      body: { profile_id: profile, asset: "ETH", crypto_network: "ETHEREUM", destination_address: `0x${"cd".repeat(20)}`, amount: "0.001" },
    });
    expect(eth.status).toBe(200);
    expect(eth.body.crypto_tx_hash).toMatch(EVM_HASH);
  });

  it.each([
    ["BTC", "BITCOIN", PLAIN_HASH],
    ["ETH", "ETHEREUM", EVM_HASH],
    ["USDP", "SOLANA", /^[1-9A-HJ-NP-Za-km-z]{86,88}$/],
  ])("a sandbox %s deposit on %s has a hash and a destination of the chain's form, announced with the hash", async (asset, network, form) => {
    const deposit = await handle(api, "POST", `/sandbox/profiles/${profile}/deposit`, { body: { asset, amount: "0.5", crypto_network: network } });
    expect(deposit.status).toBe(200);
    const transfer = (await handle(api, "GET", `/transfer/transfers/${deposit.body.activity_id}`)).body;
    expect(transfer.crypto_tx_hash).toMatch(form);
    expect(isAddressOf(network, transfer.destination_address)).toBe(true);
    const completed = api.store.events.all().find((event) => event.type === "transfer.crypto_deposit.completed" && event.object.id === transfer.id);
    expect(completed?.object).toMatchObject({ crypto_tx_hash: transfer.crypto_tx_hash });
  });
});
