/** Browser page (a): the public ticker through the SDK's credential-free `PaxosMarket`. */
import { PaxosMarket } from "../../src/index";
import { renderTickers } from "./render";

const market = new PaxosMarket({ environment: "production" });
market.listTickers().then(renderTickers, (error: unknown) => console.error(error));
