// The workerd entry (bundled with dist/index.js by esbuild, since workerd resolves no node_modules).
// GET /ready answers at once (the test polls it until workerd listens); GET /smoke runs the smoke program
// with the configuration of the SMOKE_CONFIG binding and answers the results as JSON.
import * as sdk from "../../dist/index.js";
import { runSmoke } from "./smoke.mjs";

export default {
  async fetch(request, env) {
    if (new URL(request.url).pathname === "/ready") return new Response(null, { status: 204 });
    try {
      return Response.json(await runSmoke(sdk, env.SMOKE_CONFIG));
    } catch (error) {
      return Response.json({ error: String(error?.stack ?? error) }, { status: 500 });
    }
  },
};
