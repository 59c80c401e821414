/**
 * The environment is one type from the options to the sandbox-only refusal: `request/` (beneath
 * `config/`) names it from the shared floor instead of taking any string, so a misspelt environment
 * is a compile error there too.
 */
import { expectTypeOf, test } from "vitest";
import type { PaxosTypes } from "../../src/index";
import type { Environment } from "../../src/core/config/paxos-environments";
import { refuseInProduction } from "../../src/core/request/sandbox-only";

test("the sandbox-only refusal takes the environment's type, not any string", () => {
  expectTypeOf<Environment>().toEqualTypeOf<"sandbox" | "production">();
  expectTypeOf<PaxosTypes.Environment>().toEqualTypeOf<Environment>();
  expectTypeOf(refuseInProduction).parameter(0).toEqualTypeOf<{ readonly environment: Environment }>();
  const op = { name: "sandbox.createFiatDeposit" };
  expectTypeOf(refuseInProduction).toBeCallableWith({ environment: "production" }, op);
  // @ts-expect-error "prod" is not an environment (with `string`, this compiled)
  expectTypeOf(refuseInProduction).toBeCallableWith({ environment: "prod" }, op);
});
