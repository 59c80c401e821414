/**
 * `paxos-sdk/decimal`: exact arithmetic on the SDK's decimal strings, for
 * callers who want it. A separate entry point, so that decimal.js is bundled
 * only by code that asks for a `Decimal`.
 */
import DecimalJs from "decimal.js";
import type { Decimal as DecimalClass } from "decimal.js";

// Why not `export { default as Decimal } from "decimal.js"`: decimal.js types itself as a CommonJS
// module, so in an ESM project on node16/nodenext resolution its default import is typed as the whole
// module object (`new Decimal(0)` → TS2351). The declarations therefore name decimal.js's named
// export, which every resolution mode types as the class, while the code keeps the default import,
// which is what decimal.js's ESM build actually exports.

/** decimal.js's `Decimal` class (the same class, not a copy): `new Decimal("1250.00")`. */
export const Decimal: typeof DecimalClass = DecimalJs;
/** A decimal.js `Decimal` value. */
export type Decimal = DecimalClass;
/** decimal.js's companion types: `Decimal.Value`, `Decimal.Rounding`, `Decimal.Config` … */
export declare namespace Decimal {
  /** What the constructor and the arithmetic methods accept. */
  type Value = DecimalClass.Value;
  /** A rounding mode, 0–8. */
  type Rounding = DecimalClass.Rounding;
  /** A modulo mode, 0–9. */
  type Modulo = DecimalClass.Modulo;
  /** The options of `Decimal.set` and `Decimal.clone`. */
  type Config = DecimalClass.Config;
  /** The class itself, as a type. */
  type Constructor = DecimalClass.Constructor;
  /** An instance, as a type. */
  type Instance = DecimalClass.Instance;
}

/** Parses a decimal string from a response (an amount or a price) into a `Decimal`, exactly. */
export function toDecimal(value: string): Decimal {
  return new Decimal(value);
}

/** A book as the feeds yield it (structurally: `OrderBookView` of paxos-sdk). */
interface BookLike {
  readonly bids: readonly { readonly price: string }[];
  readonly asks: readonly { readonly price: string }[];
}

/**
 * Arithmetic without rounding for the book helpers: decimal.js rounds every result to `precision`
 * significant digits (20 by default), which a long price would exceed. A sum needs one digit more than
 * its longest operand, and halving a decimal ends; the result is handed back as a plain `Decimal`.
 */
const Exact = Decimal.clone({ precision: 1_000 });

/** The mid price of a book, (best bid + best ask) / 2, exact; undefined when a side is empty. */
export function midPrice(book: BookLike): Decimal | undefined {
  const bid = book.bids[0];
  const ask = book.asks[0];
  return bid && ask ? new Decimal(new Exact(bid.price).plus(ask.price).div(2).toFixed()) : undefined;
}

/** The spread of a book, best ask − best bid, exact; undefined when a side is empty. */
export function spread(book: BookLike): Decimal | undefined {
  const bid = book.bids[0];
  const ask = book.asks[0];
  return bid && ask ? new Decimal(new Exact(ask.price).minus(bid.price).toFixed()) : undefined;
}
