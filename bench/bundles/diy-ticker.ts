/** Browser page, DIY: the public ticker through openapi-fetch and the generated types. */
import createClient from "openapi-fetch";
import type { paths } from "../../src/generated/openapi";
import { renderTickers } from "./render";

const client = createClient<paths>({ baseUrl: "https://api.paxos.com/v2" });
client.GET("/all-markets/ticker").then(
  // The contract allows a bare array or an object with a `tickers` array.
  ({ data }) => renderTickers(Array.isArray(data) ? data : (data?.tickers ?? [])),
  (error: unknown) => console.error(error),
);
