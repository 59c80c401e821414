/**
 * Blockchain addresses: the form each network of the contract takes, checked on every address a request
 * gives (../routes/address-checks.ts), and addresses of that form the mock makes up (new deposit addresses,
 * orchestration rules' addresses). Checksums are verified where the format has one (base58check, bech32 and
 * bech32m, CashAddr, StrKey, EIP-55 mixed case), from ./address-codecs.ts. Paxos's sandbox runs on each
 * chain's test network, so the test network's forms are accepted beside the main network's.
 */
import {
  base58CheckDecode,
  base58CheckEncode,
  base58Decode,
  base58Encode,
  bech32Encode,
  cashAddrEncode,
  convertBits,
  hexBytes,
  isCashAddr,
  isSegwitAddress,
  isStellarAccountId,
  keccak256,
  stellarAccountId,
} from "./address-codecs";

/** One network's address form: how to check it, how to say it, and an address of it. */
export interface AddressForm {
  /** Whether `address` has this form (checksum included). */
  accepts(address: string): boolean;
  /** The form in words, for a refusal and the docs. */
  rule: string;
  /** A valid address of the form. */
  example: string;
}

/** 0x and 40 hex digits: all lower case, all upper case, or mixed case that is a valid EIP-55 checksum. */
export function isEvmAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const hash = keccak256(new TextEncoder().encode(hex.toLowerCase()));
  for (let i = 0; i < 40; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    const char = hex[i]!;
    if (/[a-f]/.test(char) && nibble >= 8) return false;
    if (/[A-F]/.test(char) && nibble < 8) return false;
  }
  return true;
}

/** A base58check address of 21 bytes whose version byte is one of `versions`. */
function base58CheckOf(versions: readonly number[]): (address: string) => boolean {
  return (address) => {
    const payload = base58CheckDecode(address);
    return payload !== undefined && payload.length === 21 && versions.includes(payload[0]!);
  };
}

const EVM: AddressForm = {
  accepts: isEvmAddress,
  rule: "0x and 40 hex digits (all lower case, all upper case, or an EIP-55 checksum)",
  example: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
};

const BITCOIN_LEGACY = base58CheckOf([0x00, 0x05, 0x6f, 0xc4]);
const LITECOIN_LEGACY = base58CheckOf([0x30, 0x32, 0x05, 0x6f, 0x3a, 0xc4]);
const DOGECOIN_LEGACY = base58CheckOf([0x1e, 0x16, 0x71, 0xc4]);

/** The address form of each network the contract lists (request enums of crypto networks and reward ledgers). */
export const ADDRESS_FORMS: Readonly<Record<string, AddressForm>> = {
  ETHEREUM: EVM,
  POLYGON: EVM,
  POLYGON_POS: EVM,
  BASE: EVM,
  ARBITRUM_ONE: EVM,
  INK: EVM,
  XLAYER: EVM,
  ROBINHOOD: EVM,
  BNB: EVM,
  AVALANCHE: { ...EVM, rule: `a C-Chain address: ${EVM.rule}` },
  BITCOIN: {
    accepts: (a) => isSegwitAddress(a, ["bc", "tb"]) || BITCOIN_LEGACY(a),
    rule: "a segwit address (bc1q… bech32, bc1p… bech32m; tb1… on the test network) or a base58check one (1…, 3…; m…, n…, 2…)",
    example: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
  },
  LITECOIN: {
    accepts: (a) => isSegwitAddress(a, ["ltc", "tltc"]) || LITECOIN_LEGACY(a),
    rule: "a segwit address (ltc1…; tltc1… on the test network) or a base58check one (L…, M…, 3…; m…, n…, Q…, 2…)",
    example: "LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9",
  },
  BITCOIN_CASH: {
    accepts: (a) => isCashAddr(a) || BITCOIN_LEGACY(a),
    rule: "a CashAddr address (bitcoincash:q… or p…, the prefix optional; bchtest: on the test network) or a legacy base58check one (1…, 3…; m…, n…, 2… on the test network)",
    example: "bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a",
  },
  DOGECOIN: {
    accepts: DOGECOIN_LEGACY,
    rule: "a base58check address (D…, 9… or A…; n…, 2… on the test network)",
    example: "DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L",
  },
  SOLANA: {
    accepts: (a) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(a) && base58Decode(a)?.length === 32,
    rule: "32 bytes in base58 (32–44 characters)",
    example: "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA",
  },
  STELLAR: {
    accepts: isStellarAccountId,
    rule: "an account id: G and 55 base32 characters with a valid StrKey checksum",
    example: "GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7",
  },
  SUI: {
    accepts: (a) => /^0x[0-9a-fA-F]{64}$/.test(a),
    rule: "0x and 64 hex digits",
    example: `0x${"5c".repeat(32)}`,
  },
};

/** The address form of `network`, or undefined for a network the mock knows no form of (e.g. the PAXOS ledger). */
export function addressForm(network: string): AddressForm | undefined {
  return Object.prototype.hasOwnProperty.call(ADDRESS_FORMS, network) ? ADDRESS_FORMS[network] : undefined;
}

/** Whether `address` can be an address on `network` (any non-empty string on a network with no known form). */
export function isAddressOf(network: string, address: string): boolean {
  const form = addressForm(network);
  return form ? form.accepts(address) : address.length > 0;
}

/** An address of `network`'s form, made from `entropy` (hex digits, dashes ignored; at least 64 of them). */
export function makeAddress(network: string, entropy: string): string {
  const hex = entropy.replace(/-/g, "");
  const bytes = (count: number) => hexBytes(hex, count);
  if (ADDRESS_FORMS[network] === EVM || network === "AVALANCHE") return `0x${hex.slice(0, 40).toLowerCase()}`;
  if (network === "SUI") return `0x${hex.slice(0, 64).toLowerCase().padEnd(64, "0")}`;
  if (network === "BITCOIN") return bech32Encode("bc", [0, ...convertBits([...bytes(20)], 8, 5, true)!], "bech32");
  if (network === "LITECOIN") return bech32Encode("ltc", [0, ...convertBits([...bytes(20)], 8, 5, true)!], "bech32");
  if (network === "BITCOIN_CASH") return cashAddrEncode("bitcoincash", 0x00, bytes(20));
  if (network === "DOGECOIN") return base58CheckEncode(Uint8Array.from([0x1e, ...bytes(20)]));
  if (network === "STELLAR") return stellarAccountId(bytes(32));
  // SOLANA (and a network the mock knows no form of): 32 bytes in base58, the first non-zero so it is 43–44 characters.
  const key = bytes(32);
  key[0] = key[0]! | 0x80;
  return base58Encode(key);
}
