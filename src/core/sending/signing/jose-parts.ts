/**
 * The parts of jose request signing uses, in one module the signer imports lazily: a dynamic
 * `import("jose")` would keep the whole library in a bundle (a namespace cannot be tree-shaken); a static
 * import of three names here lets bundlers drop the rest.
 */
export { base64url, CompactSign, importPKCS8 } from "jose";
