/** First lines of every generated file: where it comes from, and that hand edits would be lost. */
export const GENERATED_HEADER = `/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run \`npm run generate\`.
 */
`;
