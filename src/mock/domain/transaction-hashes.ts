/**
 * Transaction hashes of the form each network's explorers show, for the transfers the mock says went on
 * chain (crypto withdrawals, sandbox crypto deposits). Paxos reports the chain's own identifier in
 * `crypto_tx_hash`, so a test that links to an explorer or parses the hash sees what production sends:
 * EVM chains 0x and 64 hex digits; the bitcoin family and Stellar 64 hex digits without 0x; Solana a
 * 64-byte signature in base58; Sui a 32-byte digest in base58; a network the mock knows no form of
 * (the PAXOS ledger) 64 hex digits.
 */
import { base58Encode, hexBytes } from "./address-codecs";
import { ADDRESS_FORMS } from "./addresses";

const EVM_FORM = ADDRESS_FORMS.ETHEREUM;

/** EVM chains (Avalanche's C-Chain included) write hashes with 0x; every other chain the mock knows without. */
function isEvm(network: string): boolean {
  return ADDRESS_FORMS[network] === EVM_FORM || network === "AVALANCHE";
}

/** A transaction hash of `network`'s form, made from `entropy` (hex digits, dashes ignored; at least 128 of them). */
export function makeTransactionHash(network: string, entropy: string): string {
  const hex = entropy.replace(/-/g, "").toLowerCase();
  const bytes = (count: number) => {
    const out = hexBytes(hex, count);
    out[0] = out[0]! | 0x80; // a leading zero byte would shorten the base58 text below its form's length
    return out;
  };
  if (network === "SOLANA") return base58Encode(bytes(64));
  if (network === "SUI") return base58Encode(bytes(32));
  const digits = hex.slice(0, 64).padEnd(64, "0");
  return isEvm(network) ? `0x${digits}` : digits;
}
