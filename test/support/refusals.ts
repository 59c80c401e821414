/** The ValidationError a test expects a call to throw or reject with (a file's own checks come after). */
import { expect } from "vitest";
import { ValidationError } from "../../src/index";

/** The ValidationError `make` throws; fails the test when it throws nothing or something else. */
export function refusal(make: () => unknown): ValidationError {
  try {
    make();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return error as ValidationError;
  }
  throw new Error("expected a ValidationError");
}

/** The ValidationError `call` throws or rejects with; fails the test when it settles otherwise. */
export async function asyncRefusal(call: () => PromiseLike<unknown>): Promise<ValidationError> {
  const error = await Promise.resolve()
    .then(call)
    .then(
      () => undefined,
      (failure: unknown) => failure,
    );
  expect(error).toBeInstanceOf(ValidationError);
  return error as ValidationError;
}
