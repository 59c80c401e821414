/**
 * The generated zod schemas are built on first use (src/core/request/lazy-schema.ts), so that importing the SDK
 * builds none of them: a cold start pays only for the operations it calls. The stand-in must be the
 * schema to every reader: zod's parse functions, a parent schema built around it, and the walks over
 * `_zod.def` that explain a refusal and find a body's unknown fields.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { lazySchema } from "../../src/core/request/lazy-schema";
import { prepareRequest } from "../../src/core/request/prepare";
import { createTransaction } from "../../src/generated/descriptors";

describe("a lazily built schema", () => {
  it("is how every generated schema is declared: built through lazySchema, or another's alias", () => {
    const source = readFileSync(new URL("../../src/generated/schemas.ts", import.meta.url), "utf8");
    const declarations = source.split("\n").filter((line) => /^export const \w+Schema = /.test(line));
    expect(declarations.length).toBeGreaterThan(400);
    const eager = declarations.filter((line) => !/= \/\* @__PURE__ \*\/ lazySchema\(|= \w+Schema;$/.test(line));
    expect(eager).toEqual([]);
  });

  it("is not built until read, then built once", () => {
    let builds = 0;
    const leg = lazySchema(() => {
      builds++;
      return z.strictObject({ amount: z.string() });
    });
    const body = lazySchema(() => z.strictObject({ legs: z.array(leg) }));
    expect(builds).toBe(0);
    expect(z.safeParse(body, { legs: [{ amount: "1.5" }] }).success).toBe(true);
    expect(z.safeParse(leg, { amount: 2 }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it("reads as the schema it stands for: its def, its keys, its kind", () => {
    const real = z.strictObject({ amount: z.string(), note: z.optional(z.string()) });
    const lazy = lazySchema(() => z.strictObject({ amount: z.string(), note: z.optional(z.string()) }));
    expect(Object.keys(lazy._zod.def.shape)).toEqual(Object.keys(real._zod.def.shape));
    expect(lazy._zod.def.type).toBe("object");
    expect(Object.getPrototypeOf(lazy)).toBe(Object.getPrototypeOf(real));
    expect("_zod" in lazy).toBe(true);
    expect(Object.keys(lazy)).toEqual(Object.keys(real));
    const result = z.safeParse(lazy, { amount: "1", extra: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: "unrecognized_keys", keys: ["extra"] });
  });

  it("checks a generated body as before: a refusal names the field and the rule", () => {
    const refusal = (() => {
      try {
        prepareRequest(createTransaction, { body: { source_profile_id: 5 } as never });
      } catch (error) {
        return error as { field?: string; rule?: string };
      }
      return undefined;
    })();
    expect(refusal).toMatchObject({ field: "source_profile_id" });
  });
});
