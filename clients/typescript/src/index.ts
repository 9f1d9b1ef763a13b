// A typed client for the Haras HTTP API. The types (src/schema.ts) are generated from
// openapi/openapi.json by `make clients`; this file is written by hand.
import createClient, { type Client } from "openapi-fetch";
import type { paths } from "./schema.js";

export type { components, operations, paths } from "./schema.js";

export type HarasClient = Client<paths>;

/**
 * A client for the server at `baseUrl` (e.g. "http://localhost:8000"). `token` is a seat
 * token, sent as `Authorization: Bearer …`; `apiKey` a service API key, sent as `X-API-Key`.
 *
 *   const haras = createHarasClient("http://localhost:8000", seatToken);
 *   const { data, error } = await haras.GET("/v1/matches/{match_id}", {
 *     params: { path: { match_id: matchId } },
 *   });
 */
export function createHarasClient(baseUrl: string, token?: string, apiKey?: string): HarasClient {
  const headers: Record<string, string> = {};
  if (token !== undefined) headers["Authorization"] = `Bearer ${token}`;
  if (apiKey !== undefined) headers["X-API-Key"] = apiKey;
  return createClient<paths>({ baseUrl, headers });
}

export { LiveChannel, openLive } from "./live.js";
export type { LiveMove, LiveOptions, LiveServerMessage, SocketLike } from "./live.js";
