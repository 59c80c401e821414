/**
 * Issuer quotes: a held price at which Paxos, as issuer, mints (BUY) or redeems (SELL) an amount of an
 * asset for one profile, priced from the ticker (`pricing.ts`: the ask to mint, the bid to redeem) and
 * executable once, for {@link ISSUER_QUOTE_LIFETIME_SECONDS}. An execution completes at once: the fiat
 * and the asset move in the profile's balances exactly. The mock charges no fee (fee and token_fee are
 * zero): the service's fee schedule is not in the public document.
 */

/** An issuer quote as the API answers it. */
export interface IssuerQuoteRecord {
  quote_id: string;
  market: string;
  side: "BUY" | "SELL";
  quantity: string;
  price: string;
  fee: string;
  quote_amount: string;
  expires_at: string;
}

/** An issuer quote with what the API does not answer but its execution needs. */
export interface StoredIssuerQuote {
  quote: IssuerQuoteRecord;
  profile_id: string;
  base_asset: string;
  quote_asset: string;
  /** The execution made from it, once executed. */
  execution_id?: string;
}

/** An issuer quote execution as the API answers it. */
export interface IssuerQuoteExecutionRecord {
  id: string;
  created_at: string;
  asset_type: string;
  principal: string;
  fee: string;
  /** PENDING, COMPLETE or FAILED; the mock's complete at once. */
  status: string;
  ref_id: string;
  token_fee: string;
  token_price: string;
  /** Negative for a redemption. */
  token_principal: string;
  profile_id: string;
}

/** Seconds an issuer quote stays executable. */
export const ISSUER_QUOTE_LIFETIME_SECONDS = 30;
