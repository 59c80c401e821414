/** The steps of the tour, one function per operation; each prints what it does and what came back. */
import { generateKeyPairSync, randomUUID } from "node:crypto";
import {
  AlreadyExistsError,
  APIError,
  AuthenticationError,
  bestAsk,
  bestBid,
  NotFoundError,
  listPrices,
  Paxos,
  PaxosMarketClient,
  ValidationError,
  watchOrderBook,
  type PaxosTypes,
} from "paxos-sdk";
import { spread } from "paxos-sdk/decimal";
import type { MockServer } from "paxos-sdk/mock";
import { priceRow, printTable, startProgress } from "./format";
import { code, heading, say, tourLogger } from "./ui";

/** What every step gets: the running mock and a client with the main (all-scopes) credentials. */
export interface TourContext {
  mock: MockServer;
  paxos: Paxos;
}

export async function ticker({ mock }: TourContext): Promise<void> {
  heading(
    "Market prices",
    "Public market data: a PaxosMarketClient needs no credentials and never asks for a token. Prices over REST, live order books over WebSocket.",
  );
  const client = new PaxosMarketClient({ baseUrl: mock.baseUrl, streamUrl: mock.streamUrl });
  code(`const { items, prices } = await listPrices(client, { markets: ["BTCUSD", "ETHUSD", "PAXGUSD"] });`);
  const { items, prices } = await listPrices(client, { markets: ["BTCUSD", "ETHUSD", "PAXGUSD"] });
  const list = items ?? prices ?? [];
  printTable(list.map(priceRow));
  say(`Prices are the exact decimal strings of the wire; snapshot_at ${list[0]?.snapshot_at}. (listTickers is retired: Paxos answers 404.)`);
  code(`for await (const book of watchOrderBook(client, "BTCUSD", { signal })) show(bestBid(book), bestAsk(book));`);
  for await (const book of watchOrderBook(client, "BTCUSD", { signal: AbortSignal.timeout(5_000) })) {
    say(`Live BTCUSD book (${book.bids.length} bids, ${book.asks.length} asks): best bid ${bestBid(book)?.price}, best ask ${bestAsk(book)?.price}, spread ${spread(book)?.toFixed()}.`);
    break; // leaving the loop closes the socket
  }
}

export async function depositAddresses({ mock, paxos }: TourContext): Promise<void> {
  const total = mock.api.store.depositAddresses.size;
  heading(
    "Deposit addresses",
    `A for await walk over all ${total.toLocaleString("en-US")} addresses, 1 000 per page; the next page is fetched while this one is processed.`,
  );
  code(`for await (const address of paxos.depositAddresses.list({ limit: 1000 })) { … }`);
  const progress = startProgress("  walking", total);
  const networks = new Map<string, number>();
  let count = 0;
  for await (const address of paxos.depositAddresses.list({ limit: 1000 })) {
    count++;
    const network = address.crypto_network ?? "?";
    networks.set(network, (networks.get(network) ?? 0) + 1);
    if (count % 1000 === 0) progress.update(count);
  }
  progress.finish(count);
  say(`By network: ${[...networks].map(([n, c]) => `${n} ${c.toLocaleString("en-US")}`).join(", ")}.`);
  const page = await paxos.depositAddresses.list({ limit: 2 });
  say(`Awaited instead, a list gives one page: ${page.items.length} items, nextPageCursor ${page.nextPageCursor?.slice(0, 24)}…`);
  say(`Save that cursor and pass it back as { page_cursor } to resume after a crash.`);
}

export async function settlement({ mock, paxos }: TourContext): Promise<void> {
  heading(
    "Settlement transaction",
    "Created, sent again with the same ref_id (409 Already Exists, carrying the transaction made first), then its window ends.",
  );
  // Profiles that exist, read first: the service (and the mock) refuse a profile they do not have.
  const [source, target] = (await paxos.profiles.list({ limit: 2 })).items;
  code(`const [source, target] = (await paxos.profiles.list({ limit: 2 })).items;`);
  const body: PaxosTypes.CreateSettlementTransactionParams = {
    ref_id: `tour-${randomUUID()}`,
    source_profile_id: source!.id,
    target_profile_id: target!.id,
    legs: [{ direction: "DELIVER", asset: "USD", amount: "1250.00" }],
    settlement_window_end: new Date(mock.api.clock.nowMs() + 15 * 60_000),
  };
  code(`const tx = await paxos.settlement.createTransaction({ ref_id, source_profile_id: source.id, target_profile_id: target.id,
  legs: [{ direction: "DELIVER", asset: "USD", amount: "1250.00" }], settlement_window_end });`);
  const tx = await paxos.settlement.createTransaction(body);
  say(`created   ${tx.id}  ${tx.status}  window ends ${tx.settlement_window_end}`);
  const again = await paxos.settlement.createTransaction(body).catch((error: unknown) => error);
  if (!(again instanceof AlreadyExistsError)) throw again instanceof Error ? again : new Error("the same ref_id created a second transaction");
  const existing = again.existing as PaxosTypes.SettlementTransaction | undefined;
  say(`sent again ${again.status} ${again.title}: ${existing?.id === tx.id ? "the error carries the same transaction (nothing was created twice)" : "no transaction came with it"}`);
  mock.api.clock.advance(16 * 60_000);
  say(`… the mock clock moves 16 minutes, past settlement_window_end …`);
  const later = await paxos.settlement.getTransaction(tx.id);
  say(`read      ${later.id}  ${later.status}  updated_at ${later.updated_at}`);
}

export async function fiatAccount({ mock, paxos }: TourContext): Promise<void> {
  heading("Fiat account", "PUT the owner and the metadata of a seeded fiat account (a PUT is safe to retry).");
  // An owner keeps its kind (the service refuses turning a person's account into an institution's).
  const id = [...mock.api.store.fiatAccounts.values()].find((a) => a.fiat_account_owner?.institution_details)!.id;
  code(`await paxos.fiatAccounts.update(id, { fiat_account_owner: { institution_details: { name } }, metadata });`);
  const account = await paxos.fiatAccounts.update(id, {
    fiat_account_owner: { institution_details: { name: "Acme Treasury LLC" } },
    metadata: { crm_id: "C-1042", reviewed_by: "tour" },
  });
  say(`${account.id}  ${account.status}`);
  say(`owner    ${JSON.stringify(account.fiat_account_owner)}`);
  say(`metadata ${JSON.stringify(account.metadata)}`);
  say(`bank     ${account.fiat_network_instructions?.wire?.routing_details?.bank_name}, updated_at ${account.updated_at}`);
}

export async function sandboxDeposit({ mock, paxos }: TourContext): Promise<void> {
  heading("Sandbox fiat deposit", "Simulates an incoming USD wire, credited by memo id. Never re-sent once it may have arrived.");
  const memo_id = mock.api.store.memoIds[0]!;
  const fiat_network_instructions = { cbit: { wallet_address: "0x5a1e000000000000000000000000000000000001" } };
  code(
    `await paxos.sandbox.createFiatDeposit({ amount: "500.00", asset: "USD", memo_id: "${memo_id}", fiat_network_instructions: ${JSON.stringify(fiat_network_instructions)} });`,
  );
  const answer = await paxos.sandbox.createFiatDeposit({ amount: "500.00", asset: "USD", memo_id, fiat_network_instructions });
  const credited = mock.api.store.deposits.at(-1);
  say(`answer ${JSON.stringify(answer)}; the mock credited ${credited?.amount} ${credited?.asset} to memo ${credited?.memo_id}.`);
}

export async function statementsAndIdentities({ mock, paxos }: TourContext): Promise<void> {
  heading("Payments and identity accounts", "Two more paginated lists: filters are typed, dates may be Dates.");
  const customer_id = mock.api.store.ids.customerIds[0]!;
  code(`await paxos.payments.list({ customer_id, product: "USDG_REWARDS", limit: 3 });`);
  const payments = await paxos.payments.list({ customer_id, product: "USDG_REWARDS", limit: 3 });
  printTable(
    payments.items.map((p) => ({ created_at: p.created_at, status: p.payment_status, amount: p.payment_amount, asset: p.payment_asset })),
    "    ",
  );
  const since = new Date(mock.api.clock.nowMs() - 3 * 24 * 3600_000);
  code(`for await (const account of paxos.identity.listAccounts({ created_at: { gte: since } })) { … }`);
  let count = 0;
  for await (const _account of paxos.identity.listAccounts({ created_at: { gte: since } })) count++;
  say(`${count} identity accounts created since ${since.toISOString()} (sent as created_at.gte=…).`);
}

export async function deleteCredentials({ mock, paxos }: TourContext): Promise<void> {
  heading("API credentials", "The main client deletes the secondary client's credentials; that client is refused from then on.");
  const { secondary } = mock.clients;
  const other = new Paxos({
    baseUrl: mock.baseUrl,
    tokenUrl: mock.tokenUrl,
    clientId: secondary.clientId,
    clientSecret: secondary.clientSecret,
    logger: tourLogger,
  });
  const before = await other.identity.listAccounts({ limit: 1 });
  say(`${secondary.clientId} lists identity accounts: ${before.items.length} item, fine.`);
  code(`await paxos.apiCreds.deleteCredentials("${secondary.clientId}");`);
  const { credentials } = await paxos.apiCreds.deleteCredentials(secondary.clientId);
  say(`deleted ${credentials?.id} (${credentials?.status}, scopes ${credentials?.client_scopes?.join(" ")})`);
  try {
    await other.identity.listAccounts({ limit: 1 });
    say("the deleted client still works?!");
  } catch (error) {
    if (!(error instanceof AuthenticationError)) throw error;
    say(`${error.name} (status ${error.status}): ${error.message}`);
  }
}

export async function errors({ paxos }: TourContext): Promise<void> {
  heading("Errors", "Bad input is refused before sending (ValidationError); the service's refusals are APIError subclasses.");
  const profile_ids = Array.from({ length: 101 }, () => randomUUID());
  code(`await paxos.depositAddresses.list({ profile_ids }); // 101 ids`);
  try {
    await paxos.depositAddresses.list({ profile_ids });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    say(`${error.name}: ${error.message}`);
    say(`  err.field = ${JSON.stringify(error.field)}, err.rule = ${JSON.stringify(error.rule)}`);
  }
  code(`await paxos.fiatAccounts.update(randomUUID(), { metadata: {} });`);
  try {
    await paxos.fiatAccounts.update(randomUUID(), { metadata: {} });
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    say(`${error.name}: ${error.message}`);
    say(`  err.status = ${error.status}, err.title = ${JSON.stringify(error.title)}, err instanceof NotFoundError: ${error instanceof NotFoundError}`);
    say(`  err.detail = ${JSON.stringify(error.detail)}`);
  }
}

export async function requestSigning({ mock }: TourContext): Promise<void> {
  heading("Request signing", "Credentials that enforce signing refuse unsigned calls; requestSigning signs each attempt (Paxos-Signature, a JWS).");
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const [keyId] = mock.api.requireRequestSigning(mock.clientId, [{ publicKey }]);
  say(`Generated an Ed25519 key pair with node:crypto and registered the public key with the mock: kid ${keyId}.`);
  try {
    // The SDK cannot tell a refused signature from a stale token: it renews the token once (logged), then reports the 401.
    const unsigned = new Paxos({ baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl, clientId: mock.clientId, clientSecret: mock.clientSecret, logger: tourLogger });
    try {
      await unsigned.profiles.list({ limit: 1 });
      say("the unsigned call went through?!");
    } catch (error) {
      if (!(error instanceof AuthenticationError)) throw error;
      say(`unsigned  ${error.name} ${error.status}: ${error.detail}`);
    }
    code(`const signed = new Paxos({ clientId, clientSecret, requestSigning: { keyId, privateKey } }); // PEM, KeyObject, CryptoKey or JWK`);
    const signed = new Paxos({ baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl, clientId: mock.clientId, clientSecret: mock.clientSecret, requestSigning: { keyId: keyId!, privateKey } });
    const page = await signed.profiles.list({ limit: 1 });
    say(`signed    ${page.items.length} profile; the mock verified the JWS (EdDSA) over method, path, timestamp and body.`);
    say(`A KMS or HSM plugs in as { keyId, algorithm: "ES256", sign: (signingInput) => kms.sign(signingInput) }. More: examples/request-signing.ts.`);
  } finally {
    // The rest of the tour runs unsigned.
    mock.api.requireRequestSigning(mock.clientId, [{ publicKey }], false);
  }
}
