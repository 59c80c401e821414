/**
 * Issuer quotes (scopes exchange:*_issuer_quote*): POST /issuer-quote, POST /issuer-quote/{quote_id} and
 * GET /issuer-quotes. The model is ../issuer-quotes.ts.
 */
import { Decimal } from "../../decimal";
import { ISSUER_QUOTE_LIFETIME_SECONDS, type IssuerQuoteExecutionRecord, type IssuerQuoteRecord } from "../domain/issuer-quotes";
import type { Movement } from "../domain/ledger";
import { assetScale, marketPrices } from "../domain/pricing";
import { ProblemError, badRequest, jsonResponse, notFound } from "../protocol/problem";
import { paxosProblem } from "../protocol/paxos-problems";
import { hasExpired } from "../domain/quotes";
import { formatNanos } from "../domain/timestamps";
import { inclusiveWindow, listPage } from "./list-page";
import { operationRoute } from "./operation-route";
import { requireProfile } from "./references";

/**
 * Quotes minting (BUY, at the ticker's ask) or redeeming (SELL, at its bid) base_amount of the market's
 * asset for an active profile (404 naming profile_id when unknown, as for every profile a body names). The fiat
 * amount is rounded up to the cent to mint and down to redeem; base_amount may carry at most the asset's
 * decimals (8, or 2 for a dollar stablecoin), else 400 naming it. A market the mock cannot price is 400
 * naming market. Nothing moves until the quote is executed.
 */
export const createIssuerQuote = operationRoute("createIssuerQuote", ({ body }, { store, market, clock }) => {
  const profile = requireProfile(store, body.profile_id as string, "profile_id", { activeOnly: true });
  const now = clock.nowNanos();
  const prices = marketPrices(market.snapshot(now), body.market as string);
  if (!prices) throw badRequest("market", "unpricedMarket", `the mock has no price for market ${body.market}`);
  const quantity = new Decimal(body.base_amount as string);
  const scale = assetScale(prices.base);
  if (quantity.decimalPlaces() > scale) throw badRequest("base_amount", "scale", `base_amount of ${prices.base} takes at most ${scale} decimals`);
  const side = body.side as "BUY" | "SELL";
  const price = side === "BUY" ? prices.ask : prices.bid;
  const quoteAmount = quantity.times(price).toDecimalPlaces(2, side === "BUY" ? Decimal.ROUND_UP : Decimal.ROUND_DOWN);
  const quote: IssuerQuoteRecord = {
    quote_id: store.newId(),
    market: prices.market,
    side,
    quantity: quantity.toFixed(scale),
    price: price.toFixed(prices.scale),
    fee: "0.00",
    quote_amount: quoteAmount.toFixed(2),
    expires_at: formatNanos(now + BigInt(ISSUER_QUOTE_LIFETIME_SECONDS) * 1_000_000_000n),
  };
  store.issuerQuotes.set(quote.quote_id, { quote, profile_id: profile.id, base_asset: prices.base, quote_asset: prices.quote });
  return jsonResponse(200, quote);
});

/**
 * Executes an issuer quote for the profile it was asked for, once; it completes at once. Refusals: 404
 * naming quote_id (unknown) or profile_id (unknown profile); 400 naming profile_id for another profile than
 * the quote's; 403 quoteExpired once it has expired, 409 Already Exists (rule quoteExecuted) for a second
 * execution, the first one in meta.existing (Paxos's problem page: a quote already accepted), 403 insufficientFunds naming quote_id when the profile lacks the fiat (mint) or the
 * asset (redeem), nothing moving.
 */
export const createIssuerQuoteExecution = operationRoute("createIssuerQuoteExecution", ({ path, body }, { store, clock }) => {
  const stored = store.issuerQuotes.get((path.quote_id as string).toLowerCase());
  if (!stored) throw notFound(`issuer quote ${path.quote_id} not found`, { field: "quote_id" });
  const profile = requireProfile(store, body.profile_id as string, "profile_id", { activeOnly: true });
  if (profile.id !== stored.profile_id) throw badRequest("profile_id", "quoteProfile", `issuer quote ${stored.quote.quote_id} was asked for another profile`);
  const { quote } = stored;
  if (stored.execution_id !== undefined) {
    // Paxos: accepting a quote already accepted is Already Exists, the execution it made in meta.existing.
    const existing = store.issuerQuoteExecutions.get(stored.execution_id) ?? { id: stored.execution_id };
    throw paxosProblem("already-exists", `issuer quote ${quote.quote_id} was already accepted`, { existing }, { rule: "quoteExecuted", field: "quote_id" });
  }
  if (hasExpired(quote.expires_at, clock.nowNanos())) {
    throw paxosProblem("expired", `issuer quote ${quote.quote_id} expired at ${quote.expires_at}`, { expired_at: quote.expires_at }, { rule: "quoteExpired", field: "quote_id" });
  }
  const mint = quote.side === "BUY";
  const movements: Movement[] = [
    { profileId: profile.id, asset: stored.quote_asset, delta: mint ? `-${quote.quote_amount}` : quote.quote_amount },
    { profileId: profile.id, asset: stored.base_asset, delta: mint ? quote.quantity : `-${quote.quantity}` },
  ];
  store.ledger.apply(movements, "quote_id", 403);
  const execution: IssuerQuoteExecutionRecord = {
    id: store.newId(),
    created_at: store.stamp(),
    asset_type: stored.base_asset,
    principal: quote.quote_amount,
    fee: quote.fee,
    status: "COMPLETE",
    ref_id: quote.quote_id,
    token_fee: "0",
    token_price: quote.price,
    token_principal: mint ? quote.quantity : `-${quote.quantity}`,
    profile_id: profile.id,
  };
  stored.execution_id = execution.id;
  store.issuerQuoteExecutions.add(execution);
  return jsonResponse(200, { id: execution.id });
});

/** Executions newest first (ASC on request), by profile, states and creation range, in keyset pages under `issuer_quote_executions`. */
export const listIssuerQuoteExecutions = operationRoute("listIssuerQuoteExecutions", ({ query }, { store }) => {
  const statuses = query.status as string[] | undefined;
  const created = inclusiveWindow(query, "created_range");
  const match = (e: IssuerQuoteExecutionRecord) =>
    (query.profile_id === undefined || e.profile_id === query.profile_id) && (statuses === undefined || statuses.includes(e.status)) && created(e.created_at);
  const page = listPage(store.issuerQuoteExecutions.values(), query, match);
  return jsonResponse(200, { issuer_quote_executions: page.items, next_page_cursor: page.next_page_cursor });
});
