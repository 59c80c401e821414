/**
 * Blockchain addresses the mock makes up (new deposit addresses, the addresses of orchestration rules)
 * and the shape checks it applies to addresses it is given, per network.
 */

/** Networks whose addresses are Ethereum-style (0x and 40 hex digits). */
const EVM = new Set(["ETHEREUM", "POLYGON", "POLYGON_POS", "BASE", "ARBITRUM_ONE", "INK", "XLAYER"]);
const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** An address of `network`'s form, made from `entropy` (hex digits, dashes ignored; at least 88 of them). */
export function makeAddress(network: string, entropy: string): string {
  const hex = entropy.replace(/-/g, "");
  const pick = (alphabet: string, length: number) => Array.from({ length }, (_, i) => alphabet[Number.parseInt(hex.slice(i, i + 2), 16) % alphabet.length]).join("");
  if (EVM.has(network)) return `0x${hex.slice(0, 40)}`;
  if (network === "BITCOIN") return `bc1q${hex.slice(0, 38)}`;
  if (network === "LITECOIN") return `ltc1q${hex.slice(0, 38)}`;
  if (network === "BITCOIN_CASH") return `bitcoincash:q${hex.slice(0, 41)}`;
  if (network === "STELLAR") return `G${pick(BASE32, 55)}`;
  // SOLANA (and anything else): 44 base58 characters.
  return pick(BASE58, 44);
}

/** Whether `address` has the form of an address on `network` (EVM: 0x and 40 hex digits; SOLANA: 32–44 base58 characters). */
export function isAddressOf(network: string, address: string): boolean {
  if (EVM.has(network)) return /^0x[0-9a-fA-F]{40}$/.test(address);
  if (network === "SOLANA") return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address);
  return address.length > 0;
}
