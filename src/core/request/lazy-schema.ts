/**
 * A generated zod schema built on first use rather than at import. src/generated/schemas.ts declares
 * some 250 schemas; building them all when the SDK is imported cost about 20 ms of a cold start (a
 * serverless function pays it on every one) although a call needs only its own operation's. Each is
 * therefore declared as `lazySchema(() => z.strictObject(…))`: the value is a stand-in that builds the
 * schema the first time anything reads it and from then on forwards every read to it, so every user
 * (zod's parse functions, the SDK's walks over `_zod.def`, the mock, the tests) sees the schema itself.
 * A leaf module, so the generated schemas can import it without reaching the rest of core.
 */

/** `build()`'s schema, built when first read (`T` is the schema's own type). */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key, schema()),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // A stand-in owns none of the schema's properties, so it may not call any of them non-configurable.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
