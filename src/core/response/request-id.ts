/**
 * The request id a response carries, for support tickets. The public Paxos
 * document names no such header, so the common ones are read: `x-request-id`,
 * then `request-id`.
 */
export function requestIdOf(headers: Headers): string | undefined {
  return headers.get("x-request-id") ?? headers.get("request-id") ?? undefined;
}
