/** Browser page, raw: the public ticker through `fetch` alone. */
import { renderTickers, type TickerRow } from "./render";

fetch("https://api.paxos.com/v2/all-markets/ticker")
  .then((response) => response.json() as Promise<TickerRow[]>)
  .then(renderTickers, (error: unknown) => console.error(error));
