/**
 * Compile-time proof that the two generated views of the contract agree: the
 * type a zod schema parses to and the type openapi-typescript derives for the
 * same schema are assignable to each other, for every component, every input
 * form and every per-operation schema. The checks are mapped over the
 * generated names, so a component added to the contract is covered without
 * touching this file.
 */
import { describe, expectTypeOf, it } from "vitest";
import type * as z from "zod/mini";
import type { components, operations } from "../../src/generated/openapi";
import type * as generated from "../../src/generated/schemas";

// ---- The helper -------------------------------------------------------------

type Primitive = string | number | boolean | bigint | symbol | null | undefined;
type IsIndexKey<K> = string extends K ? true : number extends K ? true : symbol extends K ? true : false;

/** Drops the `[k: string]: unknown` signature zod's looseObject adds (known keys keep their modifiers). */
type WithoutIndex<T> = { [K in keyof T as IsIndexKey<K> extends true ? never : K]: T[K] };

/**
 * Normalises a type for comparison: recursively removes the index signature of
 * objects that also have known keys. A pure map (metadata) keeps its index
 * signature, since that is its whole type. (Primitives first: `string & {}`
 * would otherwise pass for an object.)
 */
type Normalize<T> = T extends Primitive
  ? T
  : T extends readonly (infer Item)[]
    ? Normalize<Item>[]
    : [keyof WithoutIndex<T>] extends [never]
      ? { [K in keyof T]: Normalize<T[K]> }
      : { [K in keyof WithoutIndex<T>]: Normalize<WithoutIndex<T>[K]> };

type MutuallyAssignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Property names as strings (a `[key: string]` signature also admits number keys; ignore that). */
type KeyNames<T> = `${Extract<keyof T, string | number>}`;

/**
 * Same property names at every depth. Assignability alone lets an extra
 * optional property through (`{ a }` and `{ a; b? }` accept each other).
 */
type SameKeys<A, B> = [A] extends [Primitive]
  ? true
  : [B] extends [Primitive]
    ? true
    : [A] extends [readonly (infer ItemA)[]]
      ? [B] extends [readonly (infer ItemB)[]]
        ? SameKeys<ItemA, ItemB>
        : false
      : MutuallyAssignable<KeyNames<A>, KeyNames<B>> extends true
        ? { [K in keyof A & keyof B]-?: SameKeys<NonNullable<A[K]>, NonNullable<B[K]>> }[keyof A & keyof B] extends true
          ? true
          : false
        : false;

/**
 * True when A and B, normalised, are assignable both ways and have the same
 * property names at every depth. Assignability (not identity) is the right
 * test for values: `"A" | (string & {})` and `string` accept the same
 * strings, while a required/optional mismatch or a type change breaks one
 * direction.
 */
type Agree<A, B> = [MutuallyAssignable<Normalize<A>, Normalize<B>>, SameKeys<Normalize<A>, Normalize<B>>] extends [true, true]
  ? true
  : false;

/**
 * The request side's run-time view of a generated type: an enum (a union of string literals) is any
 * string, since a value the contract does not list yet is sent and logged, not refused
 * (src/core/request/unknown-enums). The TypeScript types the SDK exposes keep enums closed. Applied to both
 * sides of a comparison, because an `x-closed-enum` (the USD-only sandbox deposit) stays a literal in
 * its zod form; test/contract/request-rules.test.ts checks at run time which enums are open.
 */
type OpenEnums<T> = T extends string
  ? string
  : T extends Primitive
    ? T
    : T extends readonly (infer Item)[]
      ? OpenEnums<Item>[]
      : { [K in keyof T]: OpenEnums<T[K]> };

type Schemas = typeof generated;
type Components = components["schemas"];
type OperationId = keyof operations;

/** Components with an exported input form, read off the generated names. */
type InputComponent = {
  [K in keyof Schemas]: K extends `${infer Name}InputSchema` ? (Name extends keyof Components ? Name : never) : never;
}[keyof Schemas];

/**
 * Components with a response form (every component read on the response side; one only a request
 * reaches has none), read off the generated names.
 */
type ResponseComponent = { [K in keyof Components]: `${K}Schema` extends keyof Schemas ? K : never }[keyof Components];

/** `true` for each component whose response schema agrees with the generated type. */
type ResponseAgreement = { [K in ResponseComponent]: Agree<z.output<Schemas[`${K}Schema`]>, Components[K]> };

/** `true` for each input component whose parsed and accepted types agree with the generated type. */
type InputAgreement = {
  [K in InputComponent]: [
    Agree<OpenEnums<z.output<Schemas[`${K}InputSchema`]>>, OpenEnums<Components[K]>>,
    Agree<OpenEnums<z.input<Schemas[`${K}InputSchema`]>>, OpenEnums<Components[K]>>,
  ];
};

type Json<Content> = Content extends { content: { "application/json": infer Body } } ? Body : never;
type SchemaOf<Name extends string> = Name extends keyof Schemas ? Schemas[Name] : never;

/** Per operation: body, path, query and 200-response schemas against the operation's generated types. */
type OperationAgreement = {
  [Op in OperationId]: {
    body: `${Op}BodySchema` extends keyof Schemas
      ? Agree<OpenEnums<z.output<SchemaOf<`${Op}BodySchema`>>>, OpenEnums<Json<NonNullable<operations[Op]["requestBody"]>>>>
      : operations[Op]["requestBody"] extends undefined
        ? true
        : "body schema missing";
    path: `${Op}PathSchema` extends keyof Schemas
      ? Agree<z.output<SchemaOf<`${Op}PathSchema`>>, OpenEnums<NonNullable<operations[Op]["parameters"]["path"]>>>
      : operations[Op]["parameters"]["path"] extends undefined
        ? true
        : "path schema missing";
    query: `${Op}QuerySchema` extends keyof Schemas
      ? Agree<z.output<SchemaOf<`${Op}QuerySchema`>>, OpenEnums<NonNullable<operations[Op]["parameters"]["query"]>>>
      : operations[Op]["parameters"]["query"] extends undefined
        ? true
        : "query schema missing";
    response: Agree<z.output<SchemaOf<`${Op}ResponseSchema`>>, Json<operations[Op]["responses"][200]>>;
  };
};

type AllTrue<T> = { [K in keyof T]: T[K] extends object ? AllTrue<T[K]> : true };

// ---- The proofs -------------------------------------------------------------

describe("zod schemas agree with the openapi-typescript types", () => {
  it("the helper is not vacuous", () => {
    expectTypeOf<Agree<{ a: string }, { a: string }>>().toEqualTypeOf<true>();
    expectTypeOf<Agree<{ a: string } & { [k: string]: unknown }, { a: string }>>().toEqualTypeOf<true>();
    expectTypeOf<Agree<string, "A" | "B" | (string & {})>>().toEqualTypeOf<true>();
    expectTypeOf<Agree<Record<string, string>, { [key: string]: string }>>().toEqualTypeOf<true>();
    // Each of these differences must be caught.
    expectTypeOf<Agree<{ a: string }, { a?: string }>>().toEqualTypeOf<false>();
    expectTypeOf<Agree<{ a: string }, { a: string; b?: string }>>().toEqualTypeOf<false>();
    expectTypeOf<Agree<{ a: string }, { a: number }>>().toEqualTypeOf<false>();
    expectTypeOf<Agree<{ a: { b: string } & { [k: string]: unknown } }, { a: { b?: string } }>>().toEqualTypeOf<false>();
    expectTypeOf<Agree<{ a: string[] }, { a: number[] }>>().toEqualTypeOf<false>();
    expectTypeOf<Agree<Record<string, string>, Record<string, unknown>>>().toEqualTypeOf<false>();
    expectTypeOf<Agree<"A" | "B", "A" | "B" | (string & {})>>().toEqualTypeOf<false>();
    expectTypeOf<Agree<{ a?: string | null }, { a?: string }>>().toEqualTypeOf<false>();
    // The request side reads an enum as any string, and nothing else.
    expectTypeOf<OpenEnums<{ a?: "A" | "B"; b: ("C" | "D")[]; c: number }>>().toEqualTypeOf<{ a?: string; b: string[]; c: number }>();
  });

  it("every component's response schema", () => {
    expectTypeOf<ResponseComponent>().not.toBeNever();
    expectTypeOf<"SettlementTransaction">().toExtend<ResponseComponent>();
    // A request body's component is read on the request side only: it has no response form.
    expectTypeOf<"CreateSettlementTransactionRequest">().not.toExtend<ResponseComponent>();
    expectTypeOf<ResponseAgreement>().toEqualTypeOf<{ [K in ResponseComponent]: true }>();
  });

  it("every input schema, parsed and accepted types", () => {
    expectTypeOf<InputComponent>().not.toBeNever();
    expectTypeOf<InputAgreement>().toEqualTypeOf<{ [K in InputComponent]: [true, true] }>();
  });

  it("every operation's body, path, query and response schemas", () => {
    expectTypeOf<OperationAgreement>().toEqualTypeOf<AllTrue<OperationAgreement>>();
  });

  it("operationMeta covers exactly the operations of the contract", () => {
    expectTypeOf<keyof Schemas["operationMeta"]>().toEqualTypeOf<OperationId>();
  });
});
