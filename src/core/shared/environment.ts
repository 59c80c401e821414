/**
 * The names of the two Paxos environments. On this floor (not beside their URLs in ../config) so that
 * a room beneath `config/` (request/'s sandbox-only refusal) compares against the type itself, and a
 * misspelt name is a compile error; ../config/paxos-environments re-exports it with the URLs.
 */
export type Environment = "sandbox" | "production";
