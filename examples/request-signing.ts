// Request signing: API credentials that enforce it refuse every authenticated request without a valid
// Paxos-Signature header. This generates a key pair with node:crypto, registers the public key with the
// mock (the dashboard's "Edit API Credentials" on the real service), shows an unsigned call refused,
// then signs with the private key in the process and with a `sign` function (how a KMS or HSM plugs in).
// Run: `npx tsx examples/request-signing.ts` (mock). Against the real service set PAXOS_CLIENT_ID,
// PAXOS_CLIENT_SECRET, PAXOS_SIGNING_KEY_ID and PAXOS_SIGNING_PRIVATE_KEY (a PEM) for a registered key.
// Needs: Node 20+ and `npm install paxos-sdk msw` (msw: `paxos-sdk/mock` runs on it); run it with tsx (`npx tsx <file>`).
import { generateKeyPairSync, sign } from "node:crypto";
import { AuthenticationError, Paxos, type PaxosOptions } from "paxos-sdk";
import { startMockServer } from "paxos-sdk/mock";

/** The protected header of a compact JWS, decoded (what Paxos reads before it verifies). */
function protectedHeader(jws: string): Record<string, string> {
  return JSON.parse(Buffer.from(jws.split(".")[0]!, "base64url").toString("utf8")) as Record<string, string>;
}

// Against the package's mock API, or the real service when PAXOS_CLIENT_ID is set.
const mock = process.env.PAXOS_CLIENT_ID ? undefined : await startMockServer();
const endpoint = mock ? { environment: "sandbox" as const, baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl } : {};
const credentials = mock
  ? { clientId: mock.clientId, clientSecret: mock.clientSecret }
  : { clientId: process.env.PAXOS_CLIENT_ID!, clientSecret: process.env.PAXOS_CLIENT_SECRET! };
console.log(mock ? `Using the package's mock API at ${mock.baseUrl}.` : "Using the Paxos API.");
try {

  // 1. A key pair. Ed25519 signs as EdDSA; a P-256 key (generateKeyPairSync("ec", { namedCurve: "P-256" })) as ES256.
  const ed = generateKeyPairSync("ed25519");
  const es = generateKeyPairSync("ec", { namedCurve: "P-256" });
  let keyId = mock ? "registered below" : process.env.PAXOS_SIGNING_KEY_ID!;
  const privateKey = mock ? (ed.privateKey.export({ type: "pkcs8", format: "pem" }) as string) : process.env.PAXOS_SIGNING_PRIVATE_KEY!;
  let kmsKeyId: string | undefined;
  if (mock) {
    // 2. Register the public keys and turn enforcement on; the record lists them as client_public_keys.
    const kids = mock.api.requireRequestSigning(mock.clientId, [{ publicKey: ed.publicKey }, { publicKey: es.publicKey }]);
    keyId = kids[0]!;
    kmsKeyId = kids[1];
    const record = mock.api.store.apiCredentials.get(mock.clientId)!;
    console.log(`Registered ${record.client_public_keys.map((key) => `${key.algorithm} key ${key.id}`).join(" and ")}; enforce_request_signing: ${record.enforce_request_signing}.`);
    try {
      await new Paxos({ ...endpoint, ...credentials }).profiles.list({ limit: 1 });
      console.log("An unsigned call went through?!");
    } catch (error) {
      if (!(error instanceof AuthenticationError)) throw error;
      console.log(`Unsigned: ${error.name} ${error.status}, ${error.detail}`);
    }
  }

  // 3. Sign with the private key: every authenticated attempt carries a fresh Paxos-Signature.
  const signatures: string[] = [];
  const recording: PaxosOptions["fetch"] = (input, init) => {
    // The SDK hands its fetch the Request of each attempt: read its headers, leave its body to fetch.
    const signature = (input instanceof Request ? input.headers : new Headers(init?.headers)).get("paxos-signature");
    if (signature) signatures.push(signature);
    return fetch(input, init);
  };
  const paxos = new Paxos({ ...endpoint, ...credentials, fetch: recording, requestSigning: { keyId, privateKey } });
  const profiles = await paxos.profiles.list({ limit: 2 });
  console.log(`Signed with the key in the process: ${profiles.items.length} profiles.`);
  console.log(`  Paxos-Signature header: ${JSON.stringify(protectedHeader(signatures.at(-1)!))}`);

  // 4. The same through a sign function, as a KMS or HSM would offer it: the key never enters the SDK.
  //    ES256 wants the raw r||s signature; a DER one (what most KMSs return) is converted.
  if (kmsKeyId) {
    const kms = new Paxos({
      ...endpoint,
      ...credentials,
      fetch: recording,
      requestSigning: { keyId: kmsKeyId, algorithm: "ES256", sign: async (input) => sign("sha256", input, es.privateKey) },
    });
    const created = await kms.profiles.create({ nickname: "Signed by a sign function" });
    const payload = Buffer.from(signatures.at(-1)!.split(".")[1]!, "base64url").toString("utf8");
    console.log(`Signed by a sign function (ES256, DER converted): created profile ${created.id}.`);
    console.log(`  Paxos-Signature header: ${JSON.stringify(protectedHeader(signatures.at(-1)!))}`);
    console.log(`  its payload is the exact body sent: ${payload}`);
  }

  // Public market data needs no signature (nor a token).
  const { items, prices } = await paxos.market.listPrices({ markets: ["BTCUSD", "ETHUSD"] });
  console.log(`The public price list (${(items ?? prices ?? []).length} markets) is sent unsigned; ${signatures.length} requests were signed.`);
} finally {
  await mock?.close();
}
