/**
 * Address verification over real HTTP: a SIGNATURE verification is PENDING until the address's key signs
 * its message (a Solana address: a real ed25519 signature, checked by the mock), then APPROVED; a
 * signature the key did not make is refused and leaves it PENDING; a verification nobody proves expires
 * after 24 hours on the mock clock; a ref_id used twice is refused; lists filter by status and method.
 */
import { generateKeyPairSync, sign } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BadRequestError, ConflictError, NotFoundError, type Paxos } from "../../../src/index";
import type { MockServer } from "../../../src/mock/index";
import { collect } from "../support";
import { workflowMock } from "./support";

let mock: MockServer;
let paxos: Paxos;
beforeAll(async () => ({ mock, paxos } = await workflowMock()));
afterAll(() => mock.close());

const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/** Base58 of bytes (what a Solana address is of its public key). */
function base58(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString("hex") || "0"}`);
  let out = "";
  while (value > 0n) {
    out = BASE58[Number(value % 58n)] + out;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

/** A Solana wallet: its address and a signer of messages. */
function solanaWallet(): { address: string; sign(message: string): string } {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const raw = Buffer.from(publicKey.export({ format: "jwk" }).x!, "base64url");
  return { address: base58(raw), sign: (message) => base58(sign(null, Buffer.from(message, "utf8"), privateKey)) };
}

describe("a SIGNATURE verification of a Solana address", () => {
  it("is approved by the key's signature of its message, and refused a signature of another key", async () => {
    const wallet = solanaWallet();
    const intruder = solanaWallet();
    const started = await paxos.addressVerifications.create({ network: "SOLANA", address: wallet.address, verification_method: "SIGNATURE" });
    expect(started).toMatchObject({ status: "PENDING", address: wallet.address, verification_method: "SIGNATURE" });
    const message = started.signature_verification!.message!;
    expect(JSON.parse(message)).toMatchObject({ address: wallet.address, nonce: started.signature_verification!.nonce });
    expect(started.ref_id).toMatch(/^[0-9a-f-]{36}$/); // filled by the SDK

    const refused = await paxos.addressVerifications.submitSignature({ id: started.id!, signature: intruder.sign(message) }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BadRequestError);
    expect((refused as BadRequestError).detail).toContain("not made by the address's key");
    expect((await paxos.addressVerifications.get(started.id!)).status).toBe("PENDING");

    const signature = wallet.sign(message);
    const approved = await paxos.addressVerifications.submitSignature({ id: started.id!, signature });
    expect(approved).toMatchObject({ id: started.id, status: "APPROVED", signature_verification: { signature } });
    // The same signature again answers the approved verification unchanged (safe to retry).
    expect(await paxos.addressVerifications.submitSignature({ id: started.id!, signature })).toEqual(approved);
    expect(await paxos.addressVerifications.get(started.id!)).toEqual(approved);
  });

  it("expires when nobody proves it within 24 hours", async () => {
    const wallet = solanaWallet();
    const started = await paxos.addressVerifications.create({ network: "SOLANA", address: wallet.address, verification_method: "SIGNATURE" });
    mock.api.clock.advance(24 * 3_600_000 + 1000);
    expect((await paxos.addressVerifications.get(started.id!)).status).toBe("EXPIRED");
    const late = await paxos.addressVerifications.submitSignature({ id: started.id!, signature: wallet.sign(started.signature_verification!.message!) }).catch((e: unknown) => e);
    expect(late).toBeInstanceOf(ConflictError);
  });
});

describe("address verifications on EVM networks and by other methods", () => {
  it("refuse a malformed EIP-191 signature and approve a well-formed one (the mock cannot recover the signer)", async () => {
    const address = `0x${"4a".repeat(20)}`;
    const started = await paxos.addressVerifications.create({ network: "ETHEREUM", address, verification_method: "SIGNATURE", ref_id: "evm-1" });
    expect(started.signature_verification!.message).toContain(address);
    await expect(paxos.addressVerifications.submitSignature({ id: started.id!, signature: "0x1234" })).rejects.toBeInstanceOf(BadRequestError);
    const approved = await paxos.addressVerifications.submitSignature({ id: started.id!, signature: `0x${"5b".repeat(64)}1c` });
    expect(approved.status).toBe("APPROVED");
  });

  it("refuse a ref_id used before, an address not of the network, and a signature for a SMALL_DEPOSIT one", async () => {
    const address = `0x${"6c".repeat(20)}`;
    const deposit = await paxos.addressVerifications.create({ network: "ETHEREUM", address, verification_method: "SMALL_DEPOSIT", ref_id: "dup-1" });
    expect(deposit.small_deposit_verification).toMatchObject({ asset: "ETH", amount: expect.stringMatching(/^0\.0000\d+$/) });
    await expect(paxos.addressVerifications.create({ network: "ETHEREUM", address, verification_method: "SIGNATURE", ref_id: "dup-1" })).rejects.toBeInstanceOf(ConflictError);
    await expect(paxos.addressVerifications.create({ network: "ETHEREUM", address: "not-an-address", verification_method: "SIGNATURE" })).rejects.toMatchObject({ status: 400 });
    await expect(paxos.addressVerifications.submitSignature({ id: deposit.id!, signature: `0x${"5b".repeat(64)}1c` })).rejects.toBeInstanceOf(BadRequestError);
    await expect(paxos.addressVerifications.get("00000000-0000-4000-8000-000000000000")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("list: filters by status and method, newest first, across pages", async () => {
    const all = await collect(paxos.addressVerifications.list({ limit: 2 }));
    expect(all.length).toBe(4); // the four this file started
    const created = all.map((v) => v.created_at!);
    expect(created).toEqual([...created].sort().reverse());
    const approved = await collect(paxos.addressVerifications.list({ status: "APPROVED" }));
    expect(approved.length).toBeGreaterThan(0);
    expect(approved.every((v) => v.status === "APPROVED")).toBe(true);
    const deposits = await collect(paxos.addressVerifications.list({ verification_method: "SMALL_DEPOSIT" }));
    expect(deposits.map((v) => v.ref_id)).toEqual(["dup-1"]);
  });
});
