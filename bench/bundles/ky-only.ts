/** Browser bundle (c), the baseline: ky alone, one GET. */
import ky from "ky";

ky.get("https://api.paxos.com/v2/all-markets/ticker").json().then(console.log, console.error);
