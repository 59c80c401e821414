// Records an OpenTelemetry span per API call through the client's `hooks`: one CLIENT span per call,
// a "retry" event per retried attempt, the status code, the request id, and an error status on
// failure. Run: `npx tsx examples/opentelemetry.ts`: against the package's mock API, or the real service
// when PAXOS_CLIENT_ID and PAXOS_CLIENT_SECRET are set. It prints each finished span; in your service,
// give BasicTracerProvider your exporter (OTLP …) instead of the in-memory one.
// Needs: Node 20+ and `npm install paxos-sdk msw @opentelemetry/api @opentelemetry/sdk-trace-base` (msw: `paxos-sdk/mock` runs on it; the OpenTelemetry API and its trace SDK); run it with tsx (`npx tsx <file>`).
import { type Span, SpanKind, SpanStatusCode, type Tracer } from "@opentelemetry/api";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { Paxos, type PaxosTypes } from "paxos-sdk";
import { startMockServer } from "paxos-sdk/mock";

/** Hooks that trace every call of a client with `tracer`. Events carry no credentials, so neither do the spans. */
function tracingHooks(tracer: Tracer): PaxosTypes.Hooks {
  // One span per call, found again by the call's id (several calls may be in flight at once).
  const spans = new Map<number, Span>();
  return {
    onRequest(event) {
      if (event.attempt > 1) return; // retries are events of the call's span
      spans.set(
        event.callId,
        tracer.startSpan(`paxos ${event.operationId}`, {
          kind: SpanKind.CLIENT,
          attributes: { "http.request.method": event.method, "url.full": event.url, "paxos.operation_id": event.operationId },
        }),
      );
    },
    onRetry(event) {
      spans.get(event.callId)?.addEvent("retry", { attempt: event.attempt, reason: event.reason });
    },
    onResponse(event) {
      const span = spans.get(event.callId);
      spans.delete(event.callId);
      span?.setAttributes({
        "http.response.status_code": event.status,
        "http.request.resend_count": event.attempt - 1,
        ...(event.requestId ? { "paxos.request_id": event.requestId } : {}),
      });
      span?.end();
    },
    onError(event) {
      const span = spans.get(event.callId);
      spans.delete(event.callId);
      if (!span) return;
      if (event.status !== undefined) span.setAttribute("http.response.status_code", event.status);
      span.setAttribute("error.type", event.error.name);
      span.setStatus({ code: SpanStatusCode.ERROR, message: event.error.message });
      span.end();
    },
  };
}

const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const hooks = tracingHooks(provider.getTracer("paxos-sdk-example"));

const mock = process.env.PAXOS_CLIENT_ID ? undefined : await startMockServer();
// `new Paxos({ hooks })` reads PAXOS_CLIENT_ID, PAXOS_CLIENT_SECRET and PAXOS_ENVIRONMENT; options given win.
const paxos = mock
  ? new Paxos({ hooks, baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl, clientId: mock.clientId, clientSecret: mock.clientSecret })
  : new Paxos({ hooks });
console.log(mock ? `Using the package's mock API at ${mock.baseUrl}.` : `Using the Paxos ${paxos.environment} API.`);

try {
  await paxos.market.listPrices({ markets: ["BTCUSD", "ETHUSD"] });
  // Against the mock: one 503 that is retried, then a call that fails for good.
  mock?.api.faults.add({ route: "listDepositAddresses", kind: "status", status: 503, times: 1 });
  await paxos.depositAddresses.list({ limit: 2 });
  await paxos.apiCreds.deleteCredentials("no-such-client").catch(() => undefined);

  await provider.forceFlush();
  for (const span of exporter.getFinishedSpans()) {
    const retries = span.events.filter((e) => e.name === "retry").length;
    console.log(`span ${JSON.stringify({ name: span.name, status: span.status.code, retries, attributes: span.attributes })}`);
  }
} finally {
  await mock?.close();
  await provider.shutdown();
}
