/** The receiver's answers: a status, a few headers, a small JSON body (never a credential). */

/** What a handler writes back to Paxos. */
export interface DeliveryAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A 200 with what happened to the event ("accepted": fetched and claimed, its handler running after the answer). */
export function ok(outcome: "accepted" | "handled" | "duplicate" | "test"): DeliveryAnswer {
  return { status: 200, headers: { "content-type": "application/json" }, body: JSON.stringify({ status: outcome }) };
}

const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/** An RFC 9457 problem answer; `detail` is the receiver's own text, never a request's header. */
export function problem(status: number, detail: string, headers: Record<string, string> = {}): DeliveryAnswer {
  return {
    status,
    headers: { "content-type": "application/problem+json", ...headers },
    body: JSON.stringify({ type: "about:blank", title: TITLES[status] ?? "Error", status, detail }),
  };
}
