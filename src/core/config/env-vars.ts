/**
 * Options read from environment variables, as openai-node and stripe-node read
 * theirs: `PAXOS_CLIENT_ID`, `PAXOS_CLIENT_SECRET`, `PAXOS_ENVIRONMENT`,
 * `PAXOS_BASE_URL`, `PAXOS_TOKEN_URL`, `PAXOS_STREAM_URL` (and `PAXOS_LOG`,
 * read by the logger, ../shared/logger). An option given to the constructor always wins; a
 * variable only fills an option left out. Where there is no
 * `process.env` (a web page, a worker) nothing is read (../shared/read-env).
 */
import { refuse, ValidationError } from "../response/errors";
import type { Environment } from "./paxos-environments";
import { readEnv } from "../shared/read-env";

/**
 * `PAXOS_ENVIRONMENT` ("sandbox" or "production"), read only when the caller
 * gave neither `environment` nor `baseUrl`: a base URL names the service
 * itself, and a variable left over in a shell must not turn a client of the
 * mock into a production client (which refuses the sandbox operations).
 */
export function environmentFromEnv(options: { environment?: unknown; baseUrl?: unknown }, who: string): Environment | undefined {
  if (options.environment !== undefined || options.baseUrl !== undefined) return undefined;
  const value = readEnv("PAXOS_ENVIRONMENT");
  if (value === undefined) return undefined;
  if (value !== "sandbox" && value !== "production") {
    refuse(who, "environment", "enum", `the PAXOS_ENVIRONMENT variable must be "sandbox" or "production", got ${JSON.stringify(value.slice(0, 40))}`);
  }
  return value;
}

/** The credential options, as the caller may have given them. */
interface CredentialOptions {
  clientId?: unknown;
  clientSecret?: unknown;
  accessToken?: unknown;
  tokenProvider?: unknown;
}

/**
 * `PAXOS_CLIENT_ID` and `PAXOS_CLIENT_SECRET`, read only when the options name
 * no credential at all (none of `clientId`, `clientSecret`, `accessToken`,
 * `tokenProvider` is a key): a caller who chose a way to authenticate is never
 * second-guessed by the environment. The two go together: one without the
 * other is refused, naming the missing variable.
 */
export function credentialsFromEnv(options: CredentialOptions, who: string): { clientId: string; clientSecret: string } | undefined {
  for (const key of ["clientId", "clientSecret", "accessToken", "tokenProvider"] as const) {
    if (Object.hasOwn(options, key)) return undefined;
  }
  const clientId = readEnv("PAXOS_CLIENT_ID");
  const clientSecret = readEnv("PAXOS_CLIENT_SECRET");
  if (clientId === undefined && clientSecret === undefined) return undefined;
  if (clientId === undefined || clientSecret === undefined) {
    const [field, variable, other] =
      clientId === undefined ? ["clientId", "PAXOS_CLIENT_ID", "PAXOS_CLIENT_SECRET"] : ["clientSecret", "PAXOS_CLIENT_SECRET", "PAXOS_CLIENT_ID"];
    refuse(who, field, "required", `${field} is required: the ${other} variable is set but ${variable} is not; set both, or pass the credentials as options`);
  }
  return { clientId, clientSecret };
}

/** The URL options a variable may fill, and the variable of each. */
export const URL_VARIABLES = { baseUrl: "PAXOS_BASE_URL", tokenUrl: "PAXOS_TOKEN_URL", streamUrl: "PAXOS_STREAM_URL" } as const;

/**
 * `PAXOS_BASE_URL`, `PAXOS_TOKEN_URL` or `PAXOS_STREAM_URL` (what `npx paxos-sdk mock` prints), read only
 * when the caller gave neither that URL nor an `environment`: code that names the service it talks to
 * is never redirected by a variable left over in a shell.
 */
export function urlFromEnv(options: { environment?: unknown } & Partial<Record<keyof typeof URL_VARIABLES, unknown>>, option: keyof typeof URL_VARIABLES): string | undefined {
  if (options[option] !== undefined || options.environment !== undefined) return undefined;
  return readEnv(URL_VARIABLES[option]);
}

/** Every URL option its variable fills for these options (see {@link urlFromEnv}). */
export function urlsFromEnv(options: Parameters<typeof urlFromEnv>[0]): Partial<Record<keyof typeof URL_VARIABLES, string>> {
  const found: Partial<Record<keyof typeof URL_VARIABLES, string>> = {};
  for (const option of Object.keys(URL_VARIABLES) as (keyof typeof URL_VARIABLES)[]) {
    const value = urlFromEnv(options, option);
    if (value !== undefined) found[option] = value;
  }
  return found;
}

/**
 * Runs `check` on a URL option, and when the value came from its variable (`fromEnv`) names the variable
 * in the refusal: the caller wrote no such option, and should learn where the value came from.
 */
export function checkUrlFromEnv<T>(option: keyof typeof URL_VARIABLES, fromEnv: boolean, check: () => T): T {
  if (!fromEnv) return check();
  try {
    return check();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new ValidationError(error.field, error.rule, `${error.message.replace(/\.$/, "")} (read from the ${URL_VARIABLES[option]} variable).`);
  }
}
