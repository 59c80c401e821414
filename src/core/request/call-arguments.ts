/**
 * The friendlier input forms built from the contract's types (../call/wire-shapes): `Decimal`s and
 * `Date`s where the contract allows them, grouped dotted parameters, a call's arguments. Types only:
 * nothing here exists at run time.
 */
import type { operations } from "../../generated/openapi";
import type { OperationId, PathParameters, QueryParameters, RequestBody } from "../call/wire-shapes";
import type { OperationInputs } from "../../generated/descriptors";
import type { DateInput, DecimalInput } from "./to-wire";
import type { TimeFilter } from "./query";

/**
 * A request body with `Decimal`s accepted where `Inputs` (the generated tree
 * of the operation's `format: decimal` / `format: date-time` fields) says
 * `"decimal"` and `Date`s where it says `"date"`. Where the tree has nothing,
 * the type passes through untouched: primitives, `string & {}` and every
 * field the tree does not name keep their generated type exactly.
 */
export type Input<T, Inputs = never> = [Inputs] extends [never]
  ? T
  : T extends string | number | boolean | bigint | null | undefined
    ? T
    : T extends readonly (infer Item)[]
      ? Input<Item, Inputs extends { "*": infer Items } ? Items : never>[]
      : T extends object
        ? {
            [K in keyof T]: K extends keyof Inputs
              ? Inputs[K] extends "decimal"
                ? DecimalInput | Exclude<T[K], string>
                : Inputs[K] extends "date"
                  ? DateInput | Exclude<T[K], string>
                  : Input<T[K], Inputs[K]>
              : T[K];
          }
        : T;

/** The body of an operation as a caller may give it (`Decimal`s and `Date`s where the contract allows them). */
export type BodyInput<Op extends OperationId> = Input<
  RequestBody<Op>,
  Op extends keyof OperationInputs ? OperationInputs[Op] : never
>;

type DottedField<Key> = Key extends `${infer Field}.${string}` ? Field : never;
type DottedPart<Key, Field extends string> = Key extends `${Field}.${infer Part}` ? Part : never;

/**
 * One group of dotted parameters (`range.begin`, `range.end` → `{ begin, end }`): a time (a string
 * on the wire) also accepts a `Date`; anything else (`pagination.limit`) keeps its type.
 */
type DottedGroup<Query, Field extends string> = {
  [Part in DottedPart<keyof Query & string, Field>]?: NonNullable<Query[`${Field}.${Part}` & keyof Query]> extends string
    ? DateInput
    : Query[`${Field}.${Part}` & keyof Query];
};

/**
 * Query parameters with the dotted ones grouped: `created_at.gte` … as
 * `{ created_at: { gte } }` (a `TimeFilter`), `range.begin` as `{ range: { begin } }`,
 * accepting `Date`s for times; `page_cursor` resumes a walk.
 */
export type ListParams<Op extends OperationId> = {
  [K in keyof QueryParameters<Op> as K extends `${string}.${string}` ? never : K]?: QueryParameters<Op>[K];
} & {
  [Field in DottedField<keyof QueryParameters<Op>>]?: [DottedPart<keyof QueryParameters<Op> & string, Field>] extends [keyof TimeFilter]
    ? TimeFilter
    : DottedGroup<QueryParameters<Op>, Field>;
};

/** The type of `DateInput`, re-exported for list filters. */
export type { DateInput };

/** The contract's views, re-exported beside the input forms built from them. */
export type { OperationId, PathParameters, QueryParameters, RequestBody, SuccessBody } from "../call/wire-shapes";

/**
 * What a resource method hands to `call` for `Op`, typed from the contract:
 * `path` when the operation has path parameters, `body` when it takes one,
 * `query` when it has query parameters, and nothing it does not take.
 */
export type ArgsOf<Op extends OperationId> = ([PathParameters<Op>] extends [never]
  ? { path?: undefined }
  : { path: PathParameters<Op> }) &
  ([NonNullable<operations[Op]["requestBody"]>] extends [never]
    ? { body?: undefined }
    : undefined extends operations[Op]["requestBody"]
      ? { body?: BodyInput<Op> }
      : { body: BodyInput<Op> }) &
  ([QueryParameters<Op>] extends [never] ? { query?: undefined } : { query?: ListParams<Op> });
