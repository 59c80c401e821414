/**
 * Type-level views of the generated `operations`, and the friendlier input
 * forms built from them. Types only: nothing here exists at run time.
 */
import type { operations } from "../generated/openapi";
import type { DateInput, DecimalInput } from "./inputs";
import type { TimeFilter } from "./query";

/** An operationId of the contract. */
export type OperationId = keyof operations;

/** The JSON request body of an operation, as the contract types it. */
export type RequestBody<Op extends OperationId> = operations[Op] extends {
  requestBody?: { content: { "application/json": infer Body } };
}
  ? Body
  : never;

/** The query parameters of an operation, as the contract types them. */
export type QueryParameters<Op extends OperationId> = NonNullable<operations[Op]["parameters"]["query"]>;

/** The 200 body of an operation. */
export type SuccessBody<Op extends OperationId> = operations[Op]["responses"][200]["content"]["application/json"];

/** Fields that carry money: a caller may give a `Decimal` as well as a string. */
type AmountField = "amount";
/** Fields that carry a timestamp: a caller may give a `Date` as well as a string. */
type TimeField = "settlement_window_start" | "settlement_window_end";

/** Values `Input` leaves as they are. */
type Primitive = string | number | boolean | bigint | symbol | null | undefined;

/** A request body with `Decimal`s accepted for amounts and `Date`s for timestamps. */
export type Input<T> = T extends Primitive
  ? // Checked first: an open enum's `string & {}` is also an object type, and mapping over it
    // would turn it into String's methods (unusable, and unreadable in hovers and errors).
    T
  : T extends readonly (infer Item)[]
    ? Input<Item>[]
    : T extends object
      ? { [K in keyof T]: K extends AmountField ? DecimalInput : K extends TimeField ? DateInput : Input<T[K]> }
      : T;

type DottedField<Key> = Key extends `${infer Field}.${string}` ? Field : never;

/**
 * Query parameters with the dotted comparisons (`created_at.gte` …) grouped
 * as `{ created_at: { gte } }`, accepting `Date`s; `page_cursor` resumes a walk.
 */
export type ListParams<Op extends OperationId> = {
  [K in keyof QueryParameters<Op> as K extends `${string}.${string}` ? never : K]?: QueryParameters<Op>[K];
} & { [Field in DottedField<keyof QueryParameters<Op>>]?: TimeFilter };

/** The type of `DateInput`, re-exported for list filters. */
export type { DateInput };
