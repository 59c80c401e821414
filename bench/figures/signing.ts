/**
 * Figure: what request signing costs per call. The same authenticated call (a one-item page of deposit
 * addresses) through three clients of one run, interleaved: unsigned, signed with an ES256 key and with
 * an Ed25519 key (`requestSigning` with a KeyObject, imported once). Also the signer alone (one
 * `Paxos-Signature` built, no request), which is what each attempt adds before it leaves.
 *
 * The benchmark mock does not enforce signing (the server's verification would be the service's cost,
 * not the client's); each signing client's first signature is checked here with jose.compactVerify, so
 * the figure cannot time a signer that produces garbage.
 */
import { generateKeyPairSync, type KeyObject } from "node:crypto";
import { compactVerify } from "jose";
import { Paxos, type PaxosOptions } from "../../src/index";
import { resolveRequestSigning } from "../../src/core/sending/signing/signing-options";
import type { BenchContext } from "../lib/context";
import { type FigureResult, ms, times } from "../lib/report";
import { interleave, median, medians } from "../lib/stats";

const PATH = "/transfer/deposit-addresses";

/** One signature made through a client, checked against the public key. */
async function checkSignature(base: PaxosOptions, keyId: string, privateKey: KeyObject, publicKey: KeyObject): Promise<void> {
  let signature: string | null = null;
  const paxos = new Paxos({
    ...base,
    requestSigning: { keyId, privateKey },
    fetch: (input, init) => {
      // The SDK hands its fetch the Request of each attempt (ky builds it): read its headers, leave its body to fetch.
      signature = (input instanceof Request ? input.headers : new Headers(init?.headers)).get("paxos-signature") ?? signature;
      return fetch(input, init);
    },
  });
  await paxos.depositAddresses.list({ limit: 1 });
  if (signature === null) throw new Error(`${keyId}: no Paxos-Signature was sent`);
  const { protectedHeader } = await compactVerify(signature, publicKey);
  if (protectedHeader.kid !== keyId || protectedHeader["paxos.com/request-path"] !== `/v2${PATH}?limit=1`) {
    throw new Error(`${keyId}: the signature's header does not name the request: ${JSON.stringify(protectedHeader)}`);
  }
}

/** Microseconds per signature of the signer alone, median of `rounds` batches of 50. */
async function signerMicros(keyId: string, privateKey: KeyObject, rounds: number): Promise<number> {
  const signer = resolveRequestSigning({ keyId, privateKey }, "bench")!;
  const request = { method: "GET", path: `/v2${PATH}?limit=1`, body: "" };
  for (let i = 0; i < 50; i++) await signer.sign(request);
  const batches: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    for (let i = 0; i < 50; i++) await signer.sign(request);
    batches.push(((performance.now() - started) * 1000) / 50);
  }
  return median(batches);
}

export async function signingFigure(ctx: BenchContext): Promise<FigureResult> {
  const server = ctx.server.small;
  const base: PaxosOptions = { clientId: server.clientId, clientSecret: server.clientSecret, baseUrl: server.baseUrl, tokenUrl: server.tokenUrl };
  const es = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const ed = generateKeyPairSync("ed25519");
  await checkSignature(base, "bench-es256", es.privateKey, es.publicKey);
  await checkSignature(base, "bench-eddsa", ed.privateKey, ed.publicKey);

  const clients = {
    unsigned: new Paxos(base),
    es256: new Paxos({ ...base, requestSigning: { keyId: "bench-es256", privateKey: es.privateKey } }),
    eddsa: new Paxos({ ...base, requestSigning: { keyId: "bench-eddsa", privateKey: ed.privateKey } }),
  };
  const iterations = ctx.scale(300);
  ctx.log(`signing: ${iterations} one-item pages each (unsigned, ES256, EdDSA), interleaved, after 30 warm-up rounds`);
  const jobs = Object.fromEntries(Object.entries(clients).map(([name, paxos]) => [name, async () => (await paxos.depositAddresses.list({ limit: 1 })).items.length]));
  const m = medians(await interleave(jobs, { iterations, warmup: 30 }));
  const rounds = ctx.scale(40);
  const signer = { es256: await signerMicros("bench-es256", es.privateKey, rounds), eddsa: await signerMicros("bench-eddsa", ed.privateKey, rounds) };

  const row = (name: "es256" | "eddsa", label: string) => ({
    figure: `signed call, ${label} (median)`,
    values: { sdk: ms(m[name]!) },
    baseline: `the same call unsigned, ${ms(m.unsigned!)}`,
    result: `${times(m[name]! / m.unsigned!)} (+${((m[name]! - m.unsigned!) * 1000).toFixed(0)} µs; the signer alone ${signer[name].toFixed(0)} µs)`,
    target: "(no target)",
    pass: undefined,
  });
  return {
    rows: [
      row("es256", "ES256"),
      {
        ...row("eddsa", "EdDSA"),
        note: "A one-item page of deposit addresses (GET with a query, token cached) through requestSigning with a KeyObject, interleaved with the same call unsigned; the signer alone is one Paxos-Signature built with jose (WebCrypto), no request. The benchmark mock does not verify the header; one signature of each client is verified with jose first.",
      },
    ],
    details: [
      `Median per call: unsigned ${ms(m.unsigned!)}, ES256 ${ms(m.es256!)}, EdDSA ${ms(m.eddsa!)} (${iterations} calls each, interleaved).`,
      `The signer alone, median of ${rounds} batches of 50 signatures: ES256 ${signer.es256.toFixed(1)} µs, EdDSA ${signer.eddsa.toFixed(1)} µs per signature.`,
    ],
  };
}
