/**
 * The address form of every network the contract lists, table-driven: one valid address (published
 * test vectors where the format has them: BIP 173/350, the CashAddr specification, EIP-55) accepted, and a
 * few invalid ones (wrong checksum, wrong network's form, wrong length or alphabet) refused. The hashes the
 * checksums need are checked against node:crypto and the Keccak reference.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { OPERATIONS } from "../../src/generated/operation-list";
import { ADDRESS_FORMS, isAddressOf, makeAddress } from "../../src/mock/domain/addresses";
import { keccak256, sha256 } from "../../src/mock/domain/address-codecs";

const EVM_VALID = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"; // EIP-55's own example
const EVM_INVALID = [
  "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", // the last letter's case breaks the EIP-55 checksum
  "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beae", // 39 digits
  "5aaeb6053f3e94c9b9a09f33669435e7ef1beaed", // no 0x
  "not-an-address",
  "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
];

/** Per network: one valid address, then invalid ones. */
const TABLE: Record<string, [string, string[]]> = {
  ETHEREUM: [EVM_VALID, EVM_INVALID],
  POLYGON: ["0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359", EVM_INVALID],
  POLYGON_POS: ["0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB", EVM_INVALID],
  BASE: ["0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb", EVM_INVALID],
  ARBITRUM_ONE: [EVM_VALID.toLowerCase(), EVM_INVALID],
  INK: [`0x${EVM_VALID.slice(2).toUpperCase()}`, EVM_INVALID],
  XLAYER: [EVM_VALID, EVM_INVALID],
  ROBINHOOD: [EVM_VALID, EVM_INVALID],
  BNB: [EVM_VALID, EVM_INVALID],
  AVALANCHE: [EVM_VALID, [...EVM_INVALID, "X-avax1x459sj0ssujguq723cljfty4jlae28evjzt7xz"]],
  BITCOIN: [
    "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
    [
      "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5", // checksum
      "bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3298", // checksum (bech32m)
      "bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du", // BIP 350: version 2 with a bech32 (not bech32m) checksum
      "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3", // base58check checksum
      "ltc1qg42tkwuuxefutzxezdkdel39gfstuap288mfea",
      EVM_VALID,
    ],
  ],
  LITECOIN: ["LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9", ["LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH8", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L", EVM_VALID]],
  BITCOIN_CASH: [
    "bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a", // the CashAddr specification's example
    ["bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6b", "bitcoincash:QPM2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a", "bchtest:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a", EVM_VALID],
  ],
  DOGECOIN: ["DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L", ["DH5yaieqoZN36fDVciNyRueRGvGLR3mr7M", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", EVM_VALID]],
  SOLANA: ["TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA", ["TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5D0", "1111111111111111111111111111111", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy", EVM_VALID]],
  STELLAR: ["GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7", ["GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN6", "gaazi4tcr3ty5ojhctjc2a4qsy6cjwjh5iajtgkin2er7lbnvkoccwn7", "SAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7", EVM_VALID]],
  SUI: [`0x${"5c".repeat(32)}`, [EVM_VALID, `0x${"5c".repeat(31)}5`, `0x${"5g".repeat(32)}`, "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"]],
};

/** Every network a request of the contract can name (the enums of crypto networks and reward ledgers), PAXOS aside. */
function contractNetworks(): string[] {
  const found = new Set<string>();
  const visit = (tree: unknown, key: string) => {
    if (Array.isArray(tree)) {
      if (/network|ledger/.test(key)) tree.forEach((value: string) => found.add(value));
      return;
    }
    if (tree && typeof tree === "object") for (const [k, v] of Object.entries(tree)) visit(v, k === "*" ? key : k);
  };
  for (const { operation } of OPERATIONS) visit(operation.enums, "");
  for (const fiat of ["WIRE", "CUBIX", "DBS_ACT", "SCB", "RTP", "PAXOS"]) found.delete(fiat);
  return [...found].sort();
}

describe("every network of the contract has an address form, and the table covers each", () => {
  it("names the same networks", () => {
    expect(contractNetworks()).toEqual(Object.keys(ADDRESS_FORMS).sort());
    expect(Object.keys(TABLE).sort()).toEqual(Object.keys(ADDRESS_FORMS).sort());
  });
});

describe("docs/testing-with-the-mock.md", () => {
  it("has a row naming each network with the example the mock accepts", () => {
    const rows = readFileSync(new URL("../../docs/testing-with-the-mock.md", import.meta.url), "utf8")
      .split("\n")
      .filter((line) => line.startsWith("| `"));
    for (const [network, form] of Object.entries(ADDRESS_FORMS)) {
      const row = rows.find((line) => line.split("|")[1]!.includes(`\`${network}\``));
      expect(row, network).toBeDefined();
      expect(row, network).toContain(`\`${form.example}\``);
    }
  });
});

describe.each(Object.entries(TABLE))("%s", (network, [valid, invalid]) => {
  it(`accepts ${valid}, the documented example and a made-up address`, () => {
    expect(isAddressOf(network, valid)).toBe(true);
    expect(isAddressOf(network, ADDRESS_FORMS[network]!.example)).toBe(true);
    expect(isAddressOf(network, makeAddress(network, "0f1e2d3c4b5a69788796a5b4c3d2e1f0".repeat(3)))).toBe(true);
  });
  it.each(invalid)("refuses %s", (address) => {
    expect(isAddressOf(network, address)).toBe(false);
  });
});

describe("the hashes behind the checksums", () => {
  it("SHA-256 agrees with node:crypto across block boundaries", () => {
    for (const length of [0, 3, 55, 56, 63, 64, 65, 200]) {
      const message = Uint8Array.from({ length }, (_, i) => (i * 31 + 7) & 0xff);
      expect(Buffer.from(sha256(message)).toString("hex")).toBe(createHash("sha256").update(message).digest("hex"));
    }
  });
  it("Keccak-256 gives the reference digests (not SHA3-256's)", () => {
    expect(Buffer.from(keccak256(new Uint8Array())).toString("hex")).toBe("c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470");
    expect(Buffer.from(keccak256(new TextEncoder().encode("abc"))).toString("hex")).toBe("4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45");
  });
});
