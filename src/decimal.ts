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
