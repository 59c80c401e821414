/**
 * The travel-rule VASPs the mock knows: a fixed list of exchanges and custodians (the IDs are the mock's
 * own), sorted by name. Each carries a synthetic `created_at` in name order, so the shared keyset pages
 * (routes/list-page.ts) walk them by name; it is not part of the answer.
 */
import type { Schemas } from "./records";
import { formatNanos } from "./timestamps";

/** A VASP as the API answers it (the contract's `Vasp`). */
export type VaspRecord = Schemas["Vasp"];

const NAMES: readonly string[] = [
  "Binance",
  "Bitso",
  "Bitstamp",
  "Bullish",
  "Coinbase",
  "Crypto.com",
  "Gemini",
  "Kraken",
  "Mercado Bitcoin",
  "OKX",
  "Revolut",
  "Robinhood (US)",
  "Upbit",
];

/** The seeded VASPs, in name order, each with its ordering stamp. */
export const SEEDED_VASPS: readonly (VaspRecord & { created_at: string })[] = [...NAMES]
  .sort((a, b) => a.localeCompare(b))
  .map((name, index) => ({
    id: `5eed0000-7a5b-4c00-8000-${(index + 1).toString(16).padStart(12, "0")}`,
    name,
    created_at: formatNanos(BigInt(1_700_000_000 + index) * 1_000_000_000n),
  }));

/** The wire form of a seeded VASP. */
export function vaspAnswer({ id, name }: VaspRecord): VaspRecord {
  return { id, name };
}
