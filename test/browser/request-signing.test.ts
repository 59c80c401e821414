/**
 * Request signing in a real browser (headless Debian Chromium), where `node:crypto` does not exist: the
 * SDK reads a PKCS#8 PEM structurally, imports it with jose through WebCrypto, or signs with a JWK or a
 * CryptoKey, and a cross-origin page's signed calls (CORS preflight allowing Paxos-Signature) pass the
 * mock's enforcement, which verifies each signature with jose. A SEC1 PEM, readable only with
 * node:crypto, is refused at construction. Skipped without Chromium, like the ticker page's test.
 */
import { generateKeyPairSync } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_SCOPES, type MockServer, startMockServer } from "../../src/mock/index";
import { bundleForBrowser } from "../support/browser-bundle";
import { haveChromium, launchChromium, type LoopbackSite, serveSite } from "../support/chromium";
const es = generateKeyPairSync("ec", { namedCurve: "P-256" });
const ed = generateKeyPairSync("ed25519");
const SIGNER = { clientId: "browser-signer", clientSecret: "browser-signer-secret" };

/** The page's script: `window.signed(config)` makes one GET with a query and one POST with a body, signed. */
const PAGE_SCRIPT = `
import { Paxos, ValidationError } from "./src/index";

async function privateKeyOf(form, key) {
  if (form !== "cryptoKey") return key;
  const algorithm = key.kty === "OKP" ? { name: "Ed25519" } : { name: "ECDSA", namedCurve: "P-256" };
  return crypto.subtle.importKey("jwk", key, algorithm, false, ["sign"]);
}

window.signed = async (config) => {
  try {
    const paxos = new Paxos({
      baseUrl: config.baseUrl, tokenUrl: config.tokenUrl, clientId: config.clientId, clientSecret: config.clientSecret,
      dangerouslyAllowBrowser: true,
      requestSigning: { keyId: config.keyId, privateKey: await privateKeyOf(config.form, config.key) },
    });
    const page = await paxos.profiles.list({ limit: 2 });
    const created = await paxos.profiles.create({ nickname: "signed in " + config.form });
    return { ok: true, listed: page.items.length, created: created.nickname };
  } catch (error) {
    return { ok: false, name: error.name, field: error instanceof ValidationError ? error.field : undefined, rule: error.rule, message: error.message };
  }
};
`;

describe.runIf(haveChromium)("request signing in a browser", () => {
  let browser: Browser;
  let mock: MockServer;
  let site: LoopbackSite;
  let tab: Page;
  const sentSignatures: string[] = [];

  beforeAll(async () => {
    const { code: script } = await bundleForBrowser(PAGE_SCRIPT);
    [browser, mock, site] = await Promise.all([
      launchChromium(),
      startMockServer({
        clients: [
          {
            ...SIGNER,
            scopes: [...ALL_SCOPES],
            enforceRequestSigning: true,
            publicKeys: [
              { publicKey: es.publicKey, id: "es-kid" },
              { publicKey: ed.publicKey, id: "ed-kid" },
            ],
          },
        ],
      }),
      serveSite('<!doctype html><script type="module" src="/signed.js"></script>', { "/signed.js": script }),
    ]);
    tab = await browser.newPage();
    tab.on("request", (request) => {
      const signature = request.headers()["paxos-signature"];
      if (signature) sentSignatures.push(signature);
    });
    // The page's origin differs from the mock's: every signed call is a cross-origin request with a preflight.
    await tab.goto(`${site.origin}/`);
    await tab.waitForFunction(() => typeof (window as unknown as { signed?: unknown }).signed === "function");
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await mock?.close();
    await site?.close();
  });

  const signed = (form: string, keyId: string, key: unknown) =>
    tab.evaluate((config) => (window as unknown as { signed(c: unknown): Promise<Record<string, unknown>> }).signed(config), {
      ...SIGNER,
      baseUrl: mock.baseUrl,
      tokenUrl: mock.tokenUrl,
      form,
      keyId,
      key,
    });

  const forms: Array<[string, string, () => unknown]> = [
    ["pem", "es-kid", () => es.privateKey.export({ type: "pkcs8", format: "pem" })],
    ["pem", "ed-kid", () => ed.privateKey.export({ type: "pkcs8", format: "pem" })],
    ["jwk", "es-kid", () => es.privateKey.export({ format: "jwk" })],
    ["jwk", "ed-kid", () => ed.privateKey.export({ format: "jwk" })],
    ["cryptoKey", "es-kid", () => es.privateKey.export({ format: "jwk" })],
    ["cryptoKey", "ed-kid", () => ed.privateKey.export({ format: "jwk" })],
  ];

  it.each(forms)("signs with a %s key (%s) and passes the enforcing mock", async (form, keyId, key) => {
    const before = sentSignatures.length;
    const result = await signed(form, keyId, key());
    expect(result).toEqual({ ok: true, listed: 2, created: `signed in ${form}` });
    expect(sentSignatures.length - before).toBe(2);
  }, 30_000);

  it("refuses a SEC1 PEM at construction (readable only where node:crypto exists)", async () => {
    const result = await signed("pem", "es-kid", es.privateKey.export({ type: "sec1", format: "pem" }));
    expect(result).toMatchObject({ ok: false, name: "ValidationError", field: "requestSigning.privateKey", rule: "pem" });
    expect(String(result.message)).toContain("openssl pkcs8 -topk8");
  });
});
