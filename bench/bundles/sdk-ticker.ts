/** Browser page (a): the public ticker through the SDK's credential-free `PaxosMarketClient` and the `listTickers` function. */
import { listTickers, PaxosMarketClient } from "../../src/index";
import { renderTickers } from "./render";

const client = new PaxosMarketClient({ environment: "production" });
listTickers(client).then(renderTickers, (error: unknown) => console.error(error));
