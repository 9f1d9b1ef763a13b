// node_modules/openapi-fetch/dist/index.mjs
var PATH_PARAM_RE = /\{[^{}]+\}/g;
var supportsRequestInitExt = () => {
  return typeof process === "object" && Number.parseInt(process?.versions?.node?.substring(0, 2)) >= 18 && process.versions.undici;
};
function randomID() {
  return Math.random().toString(36).slice(2, 11);
}
function createClient(clientOptions) {
  let {
    baseUrl = "",
    Request: CustomRequest = globalThis.Request,
    fetch: baseFetch = globalThis.fetch,
    querySerializer: globalQuerySerializer,
    bodySerializer: globalBodySerializer,
    pathSerializer: globalPathSerializer,
    headers: baseHeaders,
    requestInitExt = void 0,
    ...baseOptions
  } = { ...clientOptions };
  requestInitExt = supportsRequestInitExt() ? requestInitExt : void 0;
  baseUrl = removeTrailingSlash(baseUrl);
  const globalMiddlewares = [];
  async function coreFetch(schemaPath, fetchOptions) {
    const {
      baseUrl: localBaseUrl,
      fetch = baseFetch,
      Request = CustomRequest,
      headers,
      params = {},
      parseAs = "json",
      querySerializer: requestQuerySerializer,
      bodySerializer = globalBodySerializer ?? defaultBodySerializer,
      pathSerializer: requestPathSerializer,
      body,
      middleware: requestMiddlewares = [],
      ...init
    } = fetchOptions || {};
    let finalBaseUrl = baseUrl;
    if (localBaseUrl) {
      finalBaseUrl = removeTrailingSlash(localBaseUrl) ?? baseUrl;
    }
    let querySerializer = typeof globalQuerySerializer === "function" ? globalQuerySerializer : createQuerySerializer(globalQuerySerializer);
    if (requestQuerySerializer) {
      querySerializer = typeof requestQuerySerializer === "function" ? requestQuerySerializer : createQuerySerializer({
        ...typeof globalQuerySerializer === "object" ? globalQuerySerializer : {},
        ...requestQuerySerializer
      });
    }
    const pathSerializer = requestPathSerializer || globalPathSerializer || defaultPathSerializer;
    const serializedBody = body === void 0 ? void 0 : bodySerializer(
      body,
      // Note: we declare mergeHeaders() both here and below because it’s a bit of a chicken-or-egg situation:
      // bodySerializer() needs all headers so we aren’t dropping ones set by the user, however,
      // the result of this ALSO sets the lowest-priority content-type header. So we re-merge below,
      // setting the content-type at the very beginning to be overwritten.
      // Lastly, based on the way headers work, it’s not a simple “present-or-not” check becauase null intentionally un-sets headers.
      mergeHeaders(baseHeaders, headers, params.header)
    );
    const finalHeaders = mergeHeaders(
      // with no body, we should not to set Content-Type
      serializedBody === void 0 || // if serialized body is FormData; browser will correctly set Content-Type & boundary expression
      serializedBody instanceof FormData ? {} : {
        "Content-Type": "application/json"
      },
      baseHeaders,
      headers,
      params.header
    );
    const finalMiddlewares = [...globalMiddlewares, ...requestMiddlewares];
    const requestInit = {
      redirect: "follow",
      ...baseOptions,
      ...init,
      body: serializedBody,
      headers: finalHeaders
    };
    let id;
    let options;
    let request = new Request(
      createFinalURL(schemaPath, { baseUrl: finalBaseUrl, params, querySerializer, pathSerializer }),
      requestInit
    );
    let response;
    for (const key in init) {
      if (!(key in request)) {
        request[key] = init[key];
      }
    }
    if (finalMiddlewares.length) {
      id = randomID();
      options = Object.freeze({
        baseUrl: finalBaseUrl,
        fetch,
        parseAs,
        querySerializer,
        bodySerializer,
        pathSerializer
      });
      for (const m of finalMiddlewares) {
        if (m && typeof m === "object" && typeof m.onRequest === "function") {
          const result = await m.onRequest({
            request,
            schemaPath,
            params,
            options,
            id
          });
          if (result) {
            if (result instanceof Request) {
              request = result;
            } else if (result instanceof Response) {
              response = result;
              break;
            } else {
              throw new Error("onRequest: must return new Request() or Response() when modifying the request");
            }
          }
        }
      }
    }
    if (!response) {
      try {
        response = await fetch(request, requestInitExt);
      } catch (error2) {
        let errorAfterMiddleware = error2;
        if (finalMiddlewares.length) {
          for (let i = finalMiddlewares.length - 1; i >= 0; i--) {
            const m = finalMiddlewares[i];
            if (m && typeof m === "object" && typeof m.onError === "function") {
              const result = await m.onError({
                request,
                error: errorAfterMiddleware,
                schemaPath,
                params,
                options,
                id
              });
              if (result) {
                if (result instanceof Response) {
                  errorAfterMiddleware = void 0;
                  response = result;
                  break;
                }
                if (result instanceof Error) {
                  errorAfterMiddleware = result;
                  continue;
                }
                throw new Error("onError: must return new Response() or instance of Error");
              }
            }
          }
        }
        if (errorAfterMiddleware) {
          throw errorAfterMiddleware;
        }
      }
      if (finalMiddlewares.length) {
        for (let i = finalMiddlewares.length - 1; i >= 0; i--) {
          const m = finalMiddlewares[i];
          if (m && typeof m === "object" && typeof m.onResponse === "function") {
            const result = await m.onResponse({
              request,
              response,
              schemaPath,
              params,
              options,
              id
            });
            if (result) {
              if (!(result instanceof Response)) {
                throw new Error("onResponse: must return new Response() when modifying the response");
              }
              response = result;
            }
          }
        }
      }
    }
    const contentLength = response.headers.get("Content-Length");
    if (response.status === 204 || request.method === "HEAD" || contentLength === "0" && !response.headers.get("Transfer-Encoding")?.includes("chunked")) {
      return response.ok ? { data: void 0, response } : { error: void 0, response };
    }
    if (response.ok) {
      const getResponseData = async () => {
        if (parseAs === "stream") {
          return response.body;
        }
        if (parseAs === "json" && !contentLength) {
          const raw = await response.text();
          return raw ? JSON.parse(raw) : void 0;
        }
        return await response[parseAs]();
      };
      return { data: await getResponseData(), response };
    }
    let error = await response.text();
    try {
      error = JSON.parse(error);
    } catch {
    }
    return { error, response };
  }
  return {
    request(method, url, init) {
      return coreFetch(url, { ...init, method: method.toUpperCase() });
    },
    /** Call a GET endpoint */
    GET(url, init) {
      return coreFetch(url, { ...init, method: "GET" });
    },
    /** Call a PUT endpoint */
    PUT(url, init) {
      return coreFetch(url, { ...init, method: "PUT" });
    },
    /** Call a POST endpoint */
    POST(url, init) {
      return coreFetch(url, { ...init, method: "POST" });
    },
    /** Call a DELETE endpoint */
    DELETE(url, init) {
      return coreFetch(url, { ...init, method: "DELETE" });
    },
    /** Call a OPTIONS endpoint */
    OPTIONS(url, init) {
      return coreFetch(url, { ...init, method: "OPTIONS" });
    },
    /** Call a HEAD endpoint */
    HEAD(url, init) {
      return coreFetch(url, { ...init, method: "HEAD" });
    },
    /** Call a PATCH endpoint */
    PATCH(url, init) {
      return coreFetch(url, { ...init, method: "PATCH" });
    },
    /** Call a TRACE endpoint */
    TRACE(url, init) {
      return coreFetch(url, { ...init, method: "TRACE" });
    },
    /** Register middleware */
    use(...middleware) {
      for (const m of middleware) {
        if (!m) {
          continue;
        }
        if (typeof m !== "object" || !("onRequest" in m || "onResponse" in m || "onError" in m)) {
          throw new Error("Middleware must be an object with one of `onRequest()`, `onResponse() or `onError()`");
        }
        globalMiddlewares.push(m);
      }
    },
    /** Unregister middleware */
    eject(...middleware) {
      for (const m of middleware) {
        const i = globalMiddlewares.indexOf(m);
        if (i !== -1) {
          globalMiddlewares.splice(i, 1);
        }
      }
    }
  };
}
function serializePrimitiveParam(name, value, options) {
  if (value === void 0 || value === null) {
    return "";
  }
  if (typeof value === "object") {
    throw new Error(
      "Deeply-nested arrays/objects aren’t supported. Provide your own `querySerializer()` to handle these."
    );
  }
  return `${name}=${options?.allowReserved === true ? value : encodeURIComponent(value)}`;
}
function serializeObjectParam(name, value, options) {
  if (!value || typeof value !== "object") {
    return "";
  }
  const values = [];
  const joiner = {
    simple: ",",
    label: ".",
    matrix: ";"
  }[options.style] || "&";
  if (options.style !== "deepObject" && options.explode === false) {
    for (const k in value) {
      values.push(k, options.allowReserved === true ? value[k] : encodeURIComponent(value[k]));
    }
    const final2 = values.join(",");
    switch (options.style) {
      case "form": {
        return `${name}=${final2}`;
      }
      case "label": {
        return `.${final2}`;
      }
      case "matrix": {
        return `;${name}=${final2}`;
      }
      default: {
        return final2;
      }
    }
  }
  for (const k in value) {
    const finalName = options.style === "deepObject" ? `${name}[${k}]` : k;
    values.push(serializePrimitiveParam(finalName, value[k], options));
  }
  const final = values.join(joiner);
  return options.style === "label" || options.style === "matrix" ? `${joiner}${final}` : final;
}
function serializeArrayParam(name, value, options) {
  if (!Array.isArray(value)) {
    return "";
  }
  if (options.explode === false) {
    const joiner2 = { form: ",", spaceDelimited: "%20", pipeDelimited: "|" }[options.style] || ",";
    const final = (options.allowReserved === true ? value : value.map((v) => encodeURIComponent(v))).join(joiner2);
    switch (options.style) {
      case "simple": {
        return final;
      }
      case "label": {
        return `.${final}`;
      }
      case "matrix": {
        return `;${name}=${final}`;
      }
      // case "spaceDelimited":
      // case "pipeDelimited":
      default: {
        return `${name}=${final}`;
      }
    }
  }
  const joiner = { simple: ",", label: ".", matrix: ";" }[options.style] || "&";
  const values = [];
  for (const v of value) {
    if (options.style === "simple" || options.style === "label") {
      values.push(options.allowReserved === true ? v : encodeURIComponent(v));
    } else {
      values.push(serializePrimitiveParam(name, v, options));
    }
  }
  return options.style === "label" || options.style === "matrix" ? `${joiner}${values.join(joiner)}` : values.join(joiner);
}
function createQuerySerializer(options) {
  return function querySerializer(queryParams) {
    const search = [];
    if (queryParams && typeof queryParams === "object") {
      for (const name in queryParams) {
        const value = queryParams[name];
        if (value === void 0 || value === null) {
          continue;
        }
        if (Array.isArray(value)) {
          if (value.length === 0) {
            continue;
          }
          search.push(
            serializeArrayParam(name, value, {
              style: "form",
              explode: true,
              ...options?.array,
              allowReserved: options?.allowReserved || false
            })
          );
          continue;
        }
        if (typeof value === "object") {
          search.push(
            serializeObjectParam(name, value, {
              style: "deepObject",
              explode: true,
              ...options?.object,
              allowReserved: options?.allowReserved || false
            })
          );
          continue;
        }
        search.push(serializePrimitiveParam(name, value, options));
      }
    }
    return search.join("&");
  };
}
function defaultPathSerializer(pathname, pathParams) {
  let nextURL = pathname;
  for (const match of pathname.match(PATH_PARAM_RE) ?? []) {
    let name = match.substring(1, match.length - 1);
    let explode = false;
    let style = "simple";
    if (name.endsWith("*")) {
      explode = true;
      name = name.substring(0, name.length - 1);
    }
    if (name.startsWith(".")) {
      style = "label";
      name = name.substring(1);
    } else if (name.startsWith(";")) {
      style = "matrix";
      name = name.substring(1);
    }
    if (!pathParams || pathParams[name] === void 0 || pathParams[name] === null) {
      continue;
    }
    const value = pathParams[name];
    if (Array.isArray(value)) {
      nextURL = nextURL.replace(match, serializeArrayParam(name, value, { style, explode }));
      continue;
    }
    if (typeof value === "object") {
      nextURL = nextURL.replace(match, serializeObjectParam(name, value, { style, explode }));
      continue;
    }
    if (style === "matrix") {
      nextURL = nextURL.replace(match, `;${serializePrimitiveParam(name, value)}`);
      continue;
    }
    nextURL = nextURL.replace(match, style === "label" ? `.${encodeURIComponent(value)}` : encodeURIComponent(value));
  }
  return nextURL;
}
function defaultBodySerializer(body, headers) {
  if (body instanceof FormData) {
    return body;
  }
  if (headers) {
    const contentType = headers.get instanceof Function ? headers.get("Content-Type") ?? headers.get("content-type") : headers["Content-Type"] ?? headers["content-type"];
    if (contentType === "application/x-www-form-urlencoded") {
      return new URLSearchParams(body).toString();
    }
  }
  return JSON.stringify(body);
}
function createFinalURL(pathname, options) {
  let finalURL = `${options.baseUrl}${pathname}`;
  if (options.params?.path) {
    finalURL = options.pathSerializer(finalURL, options.params.path);
  }
  let search = options.querySerializer(options.params.query ?? {});
  if (search.startsWith("?")) {
    search = search.substring(1);
  }
  if (search) {
    finalURL += `?${search}`;
  }
  return finalURL;
}
function mergeHeaders(...allHeaders) {
  const finalHeaders = new Headers();
  for (const h2 of allHeaders) {
    if (!h2 || typeof h2 !== "object") {
      continue;
    }
    const iterator = h2 instanceof Headers ? h2.entries() : Object.entries(h2);
    for (const [k, v] of iterator) {
      if (v === null) {
        finalHeaders.delete(k);
      } else if (Array.isArray(v)) {
        for (const v2 of v) {
          finalHeaders.append(k, v2);
        }
      } else if (v !== void 0) {
        finalHeaders.set(k, v);
      }
    }
  }
  return finalHeaders;
}
function removeTrailingSlash(url) {
  if (url.endsWith("/")) {
    return url.substring(0, url.length - 1);
  }
  return url;
}

// clients/typescript/src/live.ts
var SERVER_TYPES = /* @__PURE__ */ new Set(["welcome", "events", "moved", "error", "end"]);
function isServerMessage(value) {
  return typeof value === "object" && value !== null && "type" in value && typeof value.type === "string" && SERVER_TYPES.has(value.type);
}
var LiveChannel = class {
  constructor(socket) {
    this.socket = socket;
    socket.addEventListener("message", (event) => {
      if (typeof event.data !== "string") return;
      const parsed = JSON.parse(event.data);
      if (isServerMessage(parsed)) this.onMessage(parsed);
    });
    socket.addEventListener("close", (event) => this.onClose(event.code, event.reason));
  }
  socket;
  onMessage = () => {
  };
  onClose = () => {
  };
  counter = 0;
  /** Plays `move` based on `ifVersion`; returns its id (resend with the same id after a
   * reconnect: the server answers again and never applies it twice). */
  move(move, ifVersion, id) {
    const moveId = id ?? `${Date.now().toString(36)}-${this.counter += 1}`;
    const message = ifVersion === void 0 ? { type: "move", id: moveId, move } : { type: "move", id: moveId, move, if_version: ifVersion };
    this.socket.send(JSON.stringify(message));
    return moveId;
  }
  close() {
    this.socket.close(1e3);
  }
};
function openLive(baseUrl, matchId, options = {}) {
  const url = new URL(`/v1/matches/${encodeURIComponent(matchId)}/ws`, baseUrl);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  if (options.token !== void 0) url.searchParams.set("token", options.token);
  if (options.after !== void 0) url.searchParams.set("after", String(options.after));
  const Socket = options.WebSocket ?? globalThis.WebSocket;
  return new LiveChannel(new Socket(url.toString()));
}

// clients/typescript/src/index.ts
function createHarasClient(baseUrl, token, apiKey) {
  const headers = {};
  if (token !== void 0) headers["Authorization"] = `Bearer ${token}`;
  if (apiKey !== void 0) headers["X-API-Key"] = apiKey;
  return createClient({ baseUrl, headers });
}

// web/src/types.ts
var GAMES = ["petits-chevaux", "royal-turf", "amazones", "poney-mon-amour"];
function isGame(id) {
  return GAMES.includes(id);
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// web/src/api.ts
function apiBase() {
  const named = document.querySelector('meta[name="haras-api"]')?.getAttribute("content") ?? "";
  return (named.trim() === "" ? location.origin : named.trim()).replace(/\/+$/, "");
}
var API_BASE = apiBase();
function client(token) {
  return createHarasClient(API_BASE, token);
}
var ProblemError = class extends Error {
  constructor(problem) {
    super(problem.detail);
    this.problem = problem;
  }
  problem;
};
function isProblem(value) {
  return isRecord(value) && typeof value.code === "string" && typeof value.detail === "string" && typeof value.status === "number";
}
function networkProblem(error) {
  const detail = error instanceof Error ? error.message : String(error);
  return {
    type: "about:blank",
    title: "Network error",
    status: 0,
    code: "network_error",
    detail: `The API at ${API_BASE} could not be reached (${detail}).`
  };
}
async function call(request) {
  let answer;
  try {
    answer = await request;
  } catch (error2) {
    throw new ProblemError(networkProblem(error2));
  }
  if (answer.data !== void 0 && answer.response.ok) return answer.data;
  const { error, response } = answer;
  throw new ProblemError(isProblem(error) ? error : {
    type: "about:blank",
    title: response.statusText,
    status: response.status,
    code: "http_error",
    detail: `${response.status} ${response.statusText}`
  });
}
var PREFIX = `haras:seat:${API_BASE}:`;
var tokens = {
  get(matchId) {
    const raw = localStorage.getItem(PREFIX + matchId);
    if (raw === null) return void 0;
    const held = JSON.parse(raw);
    if (isRecord(held) && typeof held.seat === "number" && typeof held.token === "string" && typeof held.game === "string" && typeof held.at === "number") {
      return { seat: held.seat, token: held.token, game: held.game, at: held.at };
    }
    return void 0;
  },
  set(matchId, held) {
    localStorage.setItem(PREFIX + matchId, JSON.stringify(held));
  },
  forget(matchId) {
    localStorage.removeItem(PREFIX + matchId);
  },
  /** The matches this browser holds a seat of, newest first. */
  all() {
    const found = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key === null || !key.startsWith(PREFIX)) continue;
      const matchId = key.slice(PREFIX.length);
      const held = tokens.get(matchId);
      if (held !== void 0) found.push({ matchId, held });
    }
    return found.sort((a, b) => b.held.at - a.held.at);
  }
};
function randomId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

// web/src/dom.ts
function apply(element, attrs, children) {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === void 0 || value === false) continue;
    element.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children) {
    if (child === null || child === void 0 || child === false) continue;
    element.append(typeof child === "number" ? String(child) : child);
  }
}
function h(tag, attrs = {}, ...children) {
  const element = document.createElement(tag);
  apply(element, attrs, children);
  return element;
}
var SVG_NS = "http://www.w3.org/2000/svg";
function s(tag, attrs = {}, ...children) {
  const element = document.createElementNS(SVG_NS, tag);
  apply(element, attrs, children);
  return element;
}
function button(label, act, attrs = {}) {
  const element = h("button", { type: "button", ...attrs }, label);
  element.addEventListener("click", act);
  return element;
}
function actionable(element, label, act) {
  element.setAttribute("role", "button");
  element.setAttribute("tabindex", "0");
  element.setAttribute("aria-label", label);
  element.setAttribute("data-action", "");
  element.classList.add("actionable");
  element.addEventListener("click", (event) => {
    event.preventDefault();
    act();
  });
  element.addEventListener("keydown", (event) => {
    if (!(event instanceof KeyboardEvent)) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      act();
    }
  });
  return element;
}
function announce(text2) {
  const region = document.getElementById("announce");
  if (region !== null) region.textContent = text2;
}

// web/src/names.ts
var NAMES = {
  "petits-chevaux": "Petits Chevaux",
  "royal-turf": "Royal Turf",
  amazones: "Amazones",
  "poney-mon-amour": "Poney Mon Amour"
};
function gameName(game) {
  return NAMES[game];
}

// web/src/i18n.ts
var STORAGE_KEY = "haras:lang";
var current = initialLang();
var listeners = [];
function initialLang() {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored === "en" || stored === "fr") return stored;
  return navigator.language.toLowerCase().startsWith("fr") ? "fr" : "en";
}
function lang() {
  return current;
}
function setLang(next) {
  current = next;
  localStorage.setItem(STORAGE_KEY, next);
  document.documentElement.lang = next;
  for (const listener of listeners) listener();
}
function onLangChange(listener) {
  listeners.push(listener);
}
function fill(text2, params) {
  if (params === void 0) return text2;
  return text2.replace(/\{(\w+)\}/g, (whole, key) => Object.hasOwn(params, key) ? String(params[key]) : whole);
}
function localize(en, fr) {
  return (key, params) => fill((current === "fr" ? fr : en)[key], params);
}
var EN = {
  skip: "Skip to content",
  lobby: "Lobby",
  arena: "Arena",
  loading: "Loading…",
  games: "Games",
  players: "{min}–{max} players",
  newMatch: "New match",
  create: "Create the match",
  seats: "Seats",
  seat: "Seat {n}",
  you: "You",
  yourName: "Your name",
  human: "Human (open seat)",
  ai: "AI",
  level: "AI level",
  level_random: "random",
  level_greedy: "greedy",
  level_expert: "expert",
  thinkMs: "Think time (ms)",
  addSeat: "Add a seat",
  removeSeat: "Remove seat {n}",
  options: "Options",
  waiting: "Waiting matches",
  noWaiting: "No match is waiting for players.",
  refresh: "Refresh",
  join: "Join",
  joinAs: "Join as",
  joinTitle: "Join this match",
  spectate: "Watch a match",
  matchId: "Match id",
  watch: "Watch",
  myMatches: "Your matches",
  open: "Open",
  shareLink: "Share this link so others can take the open seats:",
  copy: "Copy",
  copied: "Copied",
  status_waiting: "waiting for players",
  status_active: "in play",
  status_scoring: "scoring",
  status_finished: "finished",
  toAct: "To play: {names}",
  yourTurn: "Your turn",
  spectator: "You are watching (public view).",
  playingAs: "You play seat {n} ({name}).",
  events: "Events",
  transport_websocket: "live (WebSocket)",
  transport_sse: "live (Server-Sent Events)",
  transport_offline: "reconnecting…",
  transport_done: "match over",
  result: "Result",
  winners: "Winner(s): {names}",
  score: "Score",
  rank: "Rank",
  fairness: "Fair play",
  commitment: "Seed commitment (shown from the start)",
  seedRevealed: "Seed {seed}, salt {salt}",
  fairChecking: "Checking…",
  fairOk: "Verified in your browser: SHA-256(salt:seed) equals the commitment.",
  fairBad: "Mismatch: SHA-256(salt:seed) is {digest}, not the commitment!",
  fairPending: "The seed and its salt are revealed when the match ends.",
  fairNoCrypto: "This page is not in a secure context: WebCrypto is unavailable to check.",
  seedChosen: "The creator chose this match's seed.",
  replay: "Replay",
  replayStep: "Step {n} of {total}",
  first: "First",
  previous: "Previous",
  next: "Next",
  last: "Last",
  roundScored: "Round scoring",
  problem: "The server said: {detail}",
  resign: "Resign",
  confirmResign: "Resign this match? The AI will play your seat.",
  rematch: "Rematch",
  notFound: "No such match.",
  unknownPage: "No such page.",
  tokenGone: "This seat's token is no longer valid here; you are watching.",
  ev_seat_joined: "{name} takes a seat.",
  ev_match_started: "The match begins.",
  ev_seat_resigned: "{name} resigns: the AI plays the seat from now on.",
  ev_match_forfeited: "The match ends by resignation: {name} wins.",
  ev_rematch_created: "A rematch is ready.",
  ev_turn_timed_out: "{name} ran out of time: the AI played the turn.",
  ev_seat_replaced_by_ai: "{name} timed out too often: the AI takes the seat.",
  ev_move_played: "{name} played {move}.",
  ev_round_scored: "The round is scored."
};
var FR = {
  skip: "Aller au contenu",
  lobby: "Salon",
  arena: "Arène",
  loading: "Chargement…",
  games: "Jeux",
  players: "{min} à {max} joueurs",
  newMatch: "Nouvelle partie",
  create: "Créer la partie",
  seats: "Places",
  seat: "Place {n}",
  you: "Vous",
  yourName: "Votre nom",
  human: "Humain (place libre)",
  ai: "IA",
  level: "Niveau de l'IA",
  level_random: "hasard",
  level_greedy: "glouton",
  level_expert: "expert",
  thinkMs: "Temps de réflexion (ms)",
  addSeat: "Ajouter une place",
  removeSeat: "Retirer la place {n}",
  options: "Options",
  waiting: "Parties en attente",
  noWaiting: "Aucune partie n'attend de joueurs.",
  refresh: "Actualiser",
  join: "Rejoindre",
  joinAs: "Rejoindre sous le nom",
  joinTitle: "Rejoindre cette partie",
  spectate: "Regarder une partie",
  matchId: "Identifiant de la partie",
  watch: "Regarder",
  myMatches: "Vos parties",
  open: "Ouvrir",
  shareLink: "Partagez ce lien pour que d'autres prennent les places libres :",
  copy: "Copier",
  copied: "Copié",
  status_waiting: "en attente de joueurs",
  status_active: "en cours",
  status_scoring: "décompte",
  status_finished: "terminée",
  toAct: "À jouer : {names}",
  yourTurn: "À vous de jouer",
  spectator: "Vous regardez (vue publique).",
  playingAs: "Vous jouez la place {n} ({name}).",
  events: "Événements",
  transport_websocket: "en direct (WebSocket)",
  transport_sse: "en direct (Server-Sent Events)",
  transport_offline: "reconnexion…",
  transport_done: "partie finie",
  result: "Résultat",
  winners: "Gagnant(s) : {names}",
  score: "Score",
  rank: "Rang",
  fairness: "Jeu loyal",
  commitment: "Engagement sur la graine (affiché dès le début)",
  seedRevealed: "Graine {seed}, sel {salt}",
  fairChecking: "Vérification…",
  fairOk: "Vérifié dans votre navigateur : SHA-256(sel:graine) égale l'engagement.",
  fairBad: "Écart : SHA-256(sel:graine) vaut {digest}, pas l'engagement !",
  fairPending: "La graine et son sel sont révélés à la fin de la partie.",
  fairNoCrypto: "Cette page n'est pas dans un contexte sécurisé : WebCrypto ne peut vérifier.",
  seedChosen: "Le créateur a choisi la graine de cette partie.",
  replay: "Rejouer",
  replayStep: "Étape {n} sur {total}",
  first: "Début",
  previous: "Précédent",
  next: "Suivant",
  last: "Fin",
  roundScored: "Décompte de la manche",
  problem: "Le serveur a répondu : {detail}",
  resign: "Abandonner",
  confirmResign: "Abandonner cette partie ? L'IA jouera votre place.",
  rematch: "Revanche",
  notFound: "Cette partie n'existe pas.",
  unknownPage: "Cette page n'existe pas.",
  tokenGone: "Le jeton de cette place n'est plus valable ici ; vous regardez.",
  ev_seat_joined: "{name} prend place.",
  ev_match_started: "La partie commence.",
  ev_seat_resigned: "{name} abandonne : l'IA joue sa place désormais.",
  ev_match_forfeited: "La partie finit sur un abandon : {name} gagne.",
  ev_rematch_created: "Une revanche est prête.",
  ev_turn_timed_out: "{name} a dépassé son temps : l'IA a joué le tour.",
  ev_seat_replaced_by_ai: "{name} a trop souvent dépassé son temps : l'IA prend sa place.",
  ev_move_played: "{name} a joué {move}.",
  ev_round_scored: "La manche est décomptée."
};
var t = localize(EN, FR);

// web/src/arena/text.ts
var EN2 = {
  title: "Arena",
  intro: "Pit AIs against each other over many matches, seats rotating from one match to the next: see each player's win rate with its 95% interval, and their Elo ratings.",
  newArena: "Start an arena",
  how: "How it works",
  howSeats: "Every player plays every match; seats rotate from one match to the next, so no one keeps the first move.",
  howWinRate: "Win rate: wins over matches played (a win shared by k winners counts 1/k), with its 95% Wilson interval: the fewer the matches, the wider it is.",
  howElo: "Elo: a Bradley–Terry fit of every pair's outcomes; 1500 is the players' mean.",
  howQuota: "The server bounds the experts' thinking time per arena and how many arenas run at once: it says so if you ask for more.",
  game: "Game",
  players: "Players",
  player: "Player {n}",
  playerShort: "P{n}",
  level: "AI level",
  thinkMs: "Think time (ms)",
  thinkHint: "Only the expert thinks: its time per decision counts against your quota.",
  addPlayer: "Add a player",
  removePlayer: "Remove player {n}",
  matches: "Matches",
  matchesHint: "From 1 to 1000.",
  seed: "Seed (optional)",
  seedHint: "The same seed and players play the same matches.",
  start: "Start the arena",
  starting: "Starting…",
  problem: "The server said: {detail}",
  fieldMessage: "{field}: {message}",
  field_matches: "Matches",
  field_seed: "Seed",
  field_players: "Players",
  field_game: "Game",
  field_level: "Player {n}: AI level",
  field_think: "Player {n}: think time",
  arenaOf: "Arena — {game}",
  status_running: "running",
  status_finished: "finished",
  status_cancelled: "cancelled",
  progress: "{done} of {total} matches played",
  failed: "{failed} failed",
  progressLabel: "Matches played",
  cancel: "Cancel the arena",
  cancelling: "Cancelling…",
  winRates: "Win rates",
  chartSummary: "Win rates after {done} matches, with their 95% intervals: {players}.",
  chartPlayer: "{name} {rate} (from {lo} to {hi})",
  chartNoMatch: "no match played yet",
  fairShare: "even share, {rate}: what each would win if all were as strong",
  legendInterval: "95% interval of the win rate",
  results: "Results",
  resultsCaption: "Each player's results over the matches played",
  colPlayer: "Player",
  colWins: "Wins",
  colWinRate: "Win rate",
  colInterval: "95% interval",
  colMeanScore: "Mean score",
  colElo: "Elo",
  eloTitle: "Elo ratings",
  eloNote: "Fitted to every pair's outcomes; 1500 is the players' mean.",
  details: "Details",
  arenaId: "Arena id",
  seedUsed: "Seed",
  options: "Options",
  createdAt: "Started",
  another: "Start another arena",
  notFound: "No such arena (arenas expire after 7 days).",
  finishedNow: "The arena is finished.",
  cancelledNow: "The arena is cancelled.",
  level_random: "random",
  level_greedy: "greedy",
  level_expert: "expert"
};
var FR2 = {
  title: "Arène",
  intro: "Opposez des IA sur de nombreuses parties, les places tournant d'une partie à l'autre : le taux de victoire de chacune avec son intervalle à 95 %, et leur Elo.",
  newArena: "Lancer une arène",
  how: "Comment ça marche",
  howSeats: "Chaque joueur joue chaque partie ; les places tournent d'une partie à l'autre, pour que personne ne garde le premier coup.",
  howWinRate: "Taux de victoire : victoires sur parties jouées (une victoire partagée par k gagnants compte 1/k), avec son intervalle de Wilson à 95 % : moins il y a de parties, plus il est large.",
  howElo: "Elo : un ajustement de Bradley–Terry sur les résultats de chaque paire ; 1500 est la moyenne des joueurs.",
  howQuota: "Le serveur borne le temps de réflexion des experts par arène et le nombre d'arènes simultanées : il le dit si vous demandez plus.",
  game: "Jeu",
  players: "Joueurs",
  player: "Joueur {n}",
  playerShort: "J{n}",
  level: "Niveau de l'IA",
  thinkMs: "Temps de réflexion (ms)",
  thinkHint: "Seul l'expert réfléchit : son temps par décision compte dans votre quota.",
  addPlayer: "Ajouter un joueur",
  removePlayer: "Retirer le joueur {n}",
  matches: "Parties",
  matchesHint: "De 1 à 1000.",
  seed: "Graine (facultative)",
  seedHint: "Même graine et mêmes joueurs : mêmes parties.",
  start: "Lancer l'arène",
  starting: "Lancement…",
  problem: "Le serveur a répondu : {detail}",
  fieldMessage: "{field} : {message}",
  field_matches: "Parties",
  field_seed: "Graine",
  field_players: "Joueurs",
  field_game: "Jeu",
  field_level: "Joueur {n} : niveau de l'IA",
  field_think: "Joueur {n} : temps de réflexion",
  arenaOf: "Arène — {game}",
  status_running: "en cours",
  status_finished: "terminée",
  status_cancelled: "annulée",
  progress: "{done} parties jouées sur {total}",
  failed: "{failed} en échec",
  progressLabel: "Parties jouées",
  cancel: "Annuler l'arène",
  cancelling: "Annulation…",
  winRates: "Taux de victoire",
  chartSummary: "Taux de victoire après {done} parties, avec leurs intervalles à 95 % : {players}.",
  chartPlayer: "{name} {rate} (de {lo} à {hi})",
  chartNoMatch: "aucune partie jouée",
  fairShare: "part égale, {rate} : ce que chacun gagnerait à force égale",
  legendInterval: "intervalle à 95 % du taux de victoire",
  results: "Résultats",
  resultsCaption: "Les résultats de chaque joueur sur les parties jouées",
  colPlayer: "Joueur",
  colWins: "Victoires",
  colWinRate: "Taux de victoire",
  colInterval: "Intervalle à 95 %",
  colMeanScore: "Score moyen",
  colElo: "Elo",
  eloTitle: "Classement Elo",
  eloNote: "Ajusté aux résultats de chaque paire ; 1500 est la moyenne des joueurs.",
  details: "Détails",
  arenaId: "Identifiant de l'arène",
  seedUsed: "Graine",
  options: "Options",
  createdAt: "Lancée le",
  another: "Lancer une autre arène",
  notFound: "Cette arène n'existe pas (les arènes expirent après 7 jours).",
  finishedNow: "L'arène est terminée.",
  cancelledNow: "L'arène est annulée.",
  level_random: "hasard",
  level_greedy: "glouton",
  level_expert: "expert"
};
var tr = localize(EN2, FR2);
function levelName(level) {
  return level === "random" || level === "greedy" || level === "expert" ? tr(`level_${level}`) : level;
}
function percent(share, digits = 0) {
  return new Intl.NumberFormat(lang(), {
    style: "percent",
    maximumFractionDigits: digits,
    minimumFractionDigits: digits
  }).format(share);
}
function decimal(value, digits = 1) {
  return new Intl.NumberFormat(lang(), { maximumFractionDigits: digits }).format(value);
}

// web/src/arena/form.ts
var DEFAULT_MATCHES = 20;
var DEFAULT_THINK_MS = 200;
var MAX_MATCHES = 1e3;
function fieldName(field) {
  const player = /^players\.(\d+)\.(level|think_ms)$/.exec(field);
  if (player !== null) {
    const n = Number(player[1]) + 1;
    return tr(player[2] === "level" ? "field_level" : "field_think", { n });
  }
  switch (field) {
    case "matches":
      return tr("field_matches");
    case "seed":
      return tr("field_seed");
    case "players":
      return tr("field_players");
    case "game":
      return tr("field_game");
    default:
      return field;
  }
}
function arenaForm(catalog, alert, started) {
  const firstGame = catalog[0];
  let game = firstGame;
  let rows = [];
  let busy = false;
  const gameSelect = h(
    "select",
    { id: "arena-game", "data-testid": "arena-game" },
    ...catalog.map((entry) => h("option", { value: entry.id }, gameName(entry.id)))
  );
  const playerList = h("ol", { class: "arena-players", "data-testid": "arena-players" });
  const matches = h("input", {
    type: "number",
    id: "arena-matches",
    min: 1,
    max: MAX_MATCHES,
    step: 1,
    value: DEFAULT_MATCHES,
    inputmode: "numeric",
    "aria-describedby": "arena-matches-hint arena-matches-error",
    "data-testid": "arena-matches"
  });
  const seed = h("input", {
    type: "number",
    id: "arena-seed",
    min: 0,
    step: 1,
    inputmode: "numeric",
    "aria-describedby": "arena-seed-hint arena-seed-error",
    "data-testid": "arena-seed"
  });
  const submit = h("button", { type: "submit", "data-testid": "arena-start" }, tr("start"));
  const form = h(
    "form",
    { class: "arena-form", novalidate: true, "aria-labelledby": "arena-form-title", "data-testid": "arena-form" },
    h("h2", { id: "arena-form-title" }, tr("newArena")),
    h(
      "div",
      { class: "arena-field" },
      h("label", { for: "arena-game" }, tr("game")),
      gameSelect,
      errorSlot("game")
    ),
    h(
      "fieldset",
      { class: "arena-players-set" },
      h("legend", {}, tr("players")),
      playerList,
      h("small", { class: "arena-hint" }, tr("thinkHint")),
      errorSlot("players")
    ),
    h(
      "div",
      { class: "arena-row" },
      h(
        "div",
        { class: "arena-field" },
        h("label", { for: "arena-matches" }, tr("matches")),
        matches,
        h(
          "small",
          { id: "arena-matches-hint", class: "arena-hint" },
          tr("matchesHint")
        ),
        errorSlot("matches")
      ),
      h(
        "div",
        { class: "arena-field" },
        h("label", { for: "arena-seed" }, tr("seed")),
        seed,
        h("small", { id: "arena-seed-hint", class: "arena-hint" }, tr("seedHint")),
        errorSlot("seed")
      )
    ),
    submit
  );
  function chooseGame(next) {
    game = next;
    if (game === void 0) return;
    const offered = game.ai_levels;
    const fallback = (index) => {
      const preferred = index === 0 ? "greedy" : "random";
      return offered.includes(preferred) ? preferred : offered[0] ?? "random";
    };
    rows = rows.filter((row) => offered.includes(row.level)).slice(0, game.max_players);
    while (rows.length < Math.max(2, game.min_players)) {
      rows.push({ level: fallback(rows.length), thinkMs: String(DEFAULT_THINK_MS) });
    }
    drawPlayers();
  }
  function drawPlayers() {
    if (game === void 0) return;
    const current2 = game;
    playerList.replaceChildren(...rows.map((row, index) => playerRow(current2, row, index)));
    if (rows.length < current2.max_players) {
      playerList.append(h("li", { class: "arena-add" }, button(tr("addPlayer"), () => {
        rows.push({ level: current2.ai_levels.includes("random") ? "random" : current2.ai_levels[0] ?? "random", thinkMs: String(DEFAULT_THINK_MS) });
        drawPlayers();
        playerList.querySelector(`#arena-player-${rows.length - 1}-level`)?.focus();
      }, { class: "secondary", "data-testid": "arena-add-player" })));
    }
  }
  function playerRow(current2, row, index) {
    const base = `arena-player-${index}`;
    const name = tr("player", { n: index + 1 });
    const level = h(
      "select",
      {
        id: `${base}-level`,
        "aria-label": `${name}: ${tr("level")}`,
        "aria-describedby": `${base}-level-error`
      },
      ...current2.ai_levels.map((offered) => h("option", {
        value: offered,
        selected: row.level === offered
      }, levelName(offered)))
    );
    const think = h("input", {
      type: "number",
      id: `${base}-think`,
      min: 10,
      max: 1e4,
      step: 10,
      value: row.thinkMs,
      inputmode: "numeric",
      "aria-label": `${name}: ${tr("thinkMs")}`,
      "aria-describedby": `${base}-think-error`
    });
    level.addEventListener("change", () => {
      const chosen = current2.ai_levels.find((offered) => offered === level.value);
      if (chosen !== void 0) row.level = chosen;
    });
    think.addEventListener("input", () => {
      row.thinkMs = think.value;
    });
    const parts = [
      h("span", { class: "arena-player-name" }, h("span", {
        class: `seat-dot seat-${index % 6}`,
        "aria-hidden": "true"
      }), name),
      h("span", { class: "arena-player-field" }, h("span", {
        class: "arena-mini",
        "aria-hidden": "true"
      }, tr("level")), level),
      h("span", { class: "arena-player-field" }, h("span", {
        class: "arena-mini",
        "aria-hidden": "true"
      }, tr("thinkMs")), think)
    ];
    if (rows.length > Math.max(2, current2.min_players)) {
      parts.push(button("×", () => {
        rows.splice(index, 1);
        drawPlayers();
      }, {
        class: "secondary arena-remove",
        "aria-label": tr("removePlayer", { n: index + 1 }),
        title: tr("removePlayer", { n: index + 1 })
      }));
    }
    return h(
      "li",
      { "data-player": index },
      ...parts,
      errorSlot(`players.${index}.level`, `${base}-level-error`),
      errorSlot(`players.${index}.think_ms`, `${base}-think-error`)
    );
  }
  function body() {
    if (game === void 0) return void 0;
    const players = rows.map((row) => ({
      level: row.level,
      think_ms: typedNumber(row.thinkMs)
    }));
    const seedValue = seed.value.trim();
    return {
      game: game.id,
      players,
      matches: typedNumber(matches.value),
      ...seedValue === "" ? {} : { seed: typedNumber(seedValue) }
    };
  }
  function showProblem(problem) {
    alert.replaceChildren();
    alert.removeAttribute("data-code");
    for (const slot of form.querySelectorAll("[data-error-for]")) {
      slot.replaceChildren();
    }
    for (const field of form.querySelectorAll("[aria-invalid]")) {
      field.removeAttribute("aria-invalid");
    }
    if (problem === void 0) return;
    alert.setAttribute("data-code", problem.code);
    alert.append(h("p", {}, tr("problem", { detail: problem.detail })));
    const errors = Object.entries(problem.errors ?? {});
    if (errors.length > 0) {
      alert.append(h("ul", {}, ...errors.map(([field, messages]) => h(
        "li",
        { "data-field": field },
        tr("fieldMessage", {
          field: fieldName(field),
          message: messages.join(" ")
        })
      ))));
    }
    for (const [field, messages] of errors) {
      const slot = form.querySelector(`[data-error-for="${CSS.escape(field)}"]`);
      if (slot === null) continue;
      slot.textContent = messages.join(" ");
      const input = inputFor(field);
      input?.setAttribute("aria-invalid", "true");
    }
  }
  function inputFor(field) {
    const player = /^players\.(\d+)\.(level|think_ms)$/.exec(field);
    if (player !== null) {
      return form.querySelector(`#arena-player-${player[1]}-${player[2] === "level" ? "level" : "think"}`);
    }
    return form.querySelector(`#arena-${field}`);
  }
  gameSelect.addEventListener("change", () => {
    chooseGame(catalog.find((entry) => entry.id === gameSelect.value));
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const request = body();
    if (busy || request === void 0) return;
    busy = true;
    submit.disabled = true;
    submit.textContent = tr("starting");
    call(client().POST("/v1/arena", { body: request })).then((arena) => {
      started(arena.id);
    }, (error) => {
      if (!(error instanceof ProblemError)) throw error;
      showProblem(error.problem);
    }).finally(() => {
      busy = false;
      submit.disabled = false;
      submit.textContent = tr("start");
    });
  });
  chooseGame(firstGame);
  return form;
}
function errorSlot(field, id) {
  return h("span", {
    class: "arena-error",
    "data-error-for": field,
    id: id ?? `arena-${field}-error`
  });
}
function typedNumber(text2) {
  const trimmed = text2.trim();
  return trimmed === "" ? Number.NaN : Number(trimmed);
}

// web/src/arena/chart.ts
var ROW = 54;
var TOP = 6;
var AXIS = 30;
var SIDE = 14;
var TICKS = [0, 0.25, 0.5, 0.75, 1];
var MIN_WIDTH = 300;
var MAX_WIDTH = 760;
function playerName(index) {
  return tr("player", { n: index + 1 });
}
function chartSummary(view) {
  const players = view.players.map((_, index) => {
    const result = view.results[String(index)];
    if (result === void 0 || result.win_rate === null) {
      return `${playerName(index)} ${tr("chartNoMatch")}`;
    }
    const [lo = 0, hi = 1] = result.ci95;
    return tr("chartPlayer", {
      name: playerName(index),
      rate: percent(result.win_rate, 1),
      lo: percent(lo, 1),
      hi: percent(hi, 1)
    });
  });
  return tr("chartSummary", { done: view.done, players: players.join("; ") });
}
function winRateChart() {
  const host = h("div", { class: "arena-chart" });
  const legend = h("p", { class: "arena-legend", "aria-hidden": "true" });
  const element = h(
    "figure",
    { class: "arena-figure" },
    h("figcaption", {}, tr("winRates")),
    host,
    legend
  );
  let last;
  let drawnWidth = 0;
  const draw = () => {
    if (last === void 0) return;
    drawnWidth = chartWidth(host);
    host.replaceChildren(svgOf(last, drawnWidth));
    const even = percent(1 / Math.max(1, last.players.length), 1);
    legend.replaceChildren(
      h("span", {}, h("span", { class: "arena-key-whisker" }), tr("legendInterval")),
      h("span", {}, h("span", { class: "arena-key-even" }), tr("fairShare", { rate: even }))
    );
  };
  const resized = new ResizeObserver(() => {
    if (chartWidth(host) !== drawnWidth) draw();
  });
  resized.observe(host);
  return {
    element,
    update(view) {
      last = view;
      draw();
    },
    dispose() {
      resized.disconnect();
    }
  };
}
function chartWidth(host) {
  const width = Math.round(host.clientWidth);
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width === 0 ? MAX_WIDTH : width));
}
function svgOf(view, width) {
  const left = SIDE;
  const right = width - SIDE - 8;
  const x = (share) => left + Math.min(1, Math.max(0, share)) * (right - left);
  const rowsBottom = TOP + ROW * view.players.length;
  const height = rowsBottom + AXIS;
  const svg = s("svg", {
    viewBox: `0 0 ${width} ${height}`,
    width,
    height,
    role: "img",
    "aria-label": chartSummary(view),
    "data-testid": "arena-chart",
    class: "arena-svg"
  });
  const grid = s("g", { class: "arena-grid", "aria-hidden": "true" });
  for (const tick of TICKS) {
    grid.append(
      s("line", { x1: x(tick), x2: x(tick), y1: TOP, y2: rowsBottom }),
      s("text", {
        x: x(tick),
        y: rowsBottom + 20,
        "text-anchor": "middle",
        class: "arena-tick"
      }, percent(tick))
    );
  }
  svg.append(grid);
  const even = 1 / Math.max(1, view.players.length);
  svg.append(s("line", {
    class: "arena-even",
    x1: x(even),
    x2: x(even),
    y1: TOP,
    y2: rowsBottom,
    "aria-hidden": "true"
  }, s("title", {}, tr(
    "fairShare",
    { rate: percent(even, 1) }
  ))));
  view.players.forEach((player, index) => {
    const result = view.results[String(index)];
    const top = TOP + index * ROW;
    const band = s("g", { "aria-hidden": "true" });
    const [lo = 0, hi = 1] = result?.ci95 ?? [];
    const rate = result?.win_rate ?? null;
    band.append(
      s(
        "text",
        { x: left, y: top + 19, class: "arena-label" },
        s("tspan", { class: "arena-name" }, playerName(index)),
        ` · ${levelName(player.level)}`
      ),
      s(
        "text",
        { x: right, y: top + 19, "text-anchor": "end", class: "arena-value" },
        rate === null ? "—" : s("tspan", {}, s(
          "tspan",
          { class: "arena-rate" },
          percent(rate, 1)
        ), ` [${percent(lo)}–${percent(hi)}]`)
      )
    );
    svg.append(band, mark(index, rate, lo, hi, x, top + 38));
  });
  return svg;
}
function mark(index, rate, lo, hi, x, y) {
  const group = s(
    "g",
    {
      class: `arena-mark arena-p${index % 6}`,
      "data-testid": "arena-mark",
      "data-player": index,
      "data-lo": lo,
      "data-hi": hi,
      "data-win-rate": rate === null ? void 0 : rate,
      "data-pending": rate === null,
      "aria-hidden": "true"
    },
    s("line", { class: "arena-whisker", x1: x(lo), x2: x(hi), y1: y, y2: y }),
    s("line", { class: "arena-cap", x1: x(lo), x2: x(lo), y1: y - 7, y2: y + 7 }),
    s("line", { class: "arena-cap", x1: x(hi), x2: x(hi), y1: y - 7, y2: y + 7 })
  );
  if (rate !== null) {
    group.append(s("circle", { class: "arena-dot", cx: x(rate), cy: y, r: 7 }));
  }
  return group;
}

// web/src/arena/watch.ts
var POLL_MS = 1e3;
var RETRY_MS = 3e3;
function watchArena(main2, arenaId) {
  let shown;
  let timer;
  let left = false;
  let cancelling = false;
  const title = h("h1", {}, tr("title"));
  const status = h("p", { class: "arena-status", "data-testid": "arena-status" });
  const alert = h("div", { class: "problem", role: "alert", "data-testid": "problem" });
  const bar = h("progress", {
    id: "arena-progress",
    max: 1,
    value: 0,
    "data-testid": "arena-progress"
  });
  const counts = h("p", { class: "arena-counts", "data-testid": "arena-counts" });
  const actions = h("div", { class: "arena-actions" });
  const chart = winRateChart();
  const elo = h("ol", { class: "arena-elo", "data-testid": "arena-elo" });
  const table = h("div", {
    class: "arena-table-wrap",
    tabindex: 0,
    role: "region",
    "aria-labelledby": "arena-results-title"
  });
  const details = h("dl", { class: "arena-details" });
  const body = h(
    "div",
    { class: "arena-body", hidden: true },
    h(
      "section",
      { class: "arena-card arena-progress-card" },
      h("label", { for: "arena-progress", class: "visually-hidden" }, tr("progressLabel")),
      bar,
      counts,
      actions
    ),
    h(
      "div",
      { class: "arena-panels" },
      h("section", { class: "arena-card arena-chart-card" }, chart.element),
      h(
        "section",
        { class: "arena-card", "aria-labelledby": "arena-elo-title" },
        h("h2", { id: "arena-elo-title" }, tr("eloTitle")),
        elo,
        h("p", { class: "arena-hint" }, tr("eloNote"))
      )
    ),
    h(
      "section",
      { class: "arena-card", "aria-labelledby": "arena-results-title" },
      h("h2", { id: "arena-results-title" }, tr("results")),
      table
    ),
    h(
      "section",
      { class: "arena-card", "aria-labelledby": "arena-details-title" },
      h("h2", { id: "arena-details-title" }, tr("details")),
      details
    ),
    h("p", {}, h("a", { href: "#/arena", class: "button-like secondary-link" }, tr("another")))
  );
  main2.replaceChildren(h(
    "div",
    { class: "arena-page arena-watch" },
    h("div", { class: "arena-head" }, title, status),
    alert,
    body
  ));
  function schedule(delay) {
    if (left) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void poll(), delay);
  }
  async function poll() {
    try {
      const view = await call(client().GET(
        "/v1/arena/{arena_id}",
        { params: { path: { arena_id: arenaId } } }
      ));
      if (left) return;
      showProblem(void 0);
      show(view);
      if (shown?.status === "running") schedule(POLL_MS);
    } catch (error) {
      if (left) return;
      if (!(error instanceof ProblemError)) throw error;
      if (error.problem.code === "arena_not_found") {
        title.textContent = tr("title");
        showProblem(error.problem, tr("notFound"));
        return;
      }
      showProblem(error.problem);
      schedule(RETRY_MS);
    }
  }
  async function cancel() {
    if (cancelling) return;
    cancelling = true;
    renderActions();
    try {
      const view = await call(client().DELETE(
        "/v1/arena/{arena_id}",
        { params: { path: { arena_id: arenaId } } }
      ));
      if (left) return;
      showProblem(void 0);
      show(view);
    } catch (error) {
      if (left) return;
      if (!(error instanceof ProblemError)) throw error;
      showProblem(error.problem);
    } finally {
      cancelling = false;
      renderActions();
    }
  }
  function show(view) {
    const before = shown;
    if (before !== void 0 && before.status !== "running" && view.status === "running") return;
    shown = view;
    body.hidden = false;
    title.textContent = isGame(view.game) ? tr("arenaOf", { game: gameName(view.game) }) : tr("title");
    document.title = `Haras — ${title.textContent}`;
    renderStatus(view);
    renderActions();
    chart.update(view);
    renderElo(view);
    renderTable(view);
    renderDetails(view);
    if (before?.status === "running" && view.status !== "running") {
      announce(view.status === "finished" ? tr("finishedNow") : tr("cancelledNow"));
    }
  }
  function renderStatus(view) {
    status.textContent = tr(`status_${view.status}`);
    status.setAttribute("data-status", view.status);
    status.setAttribute("data-done", String(view.done));
    status.setAttribute("data-failed", String(view.failed));
    status.setAttribute("data-total", String(view.total));
    bar.max = Math.max(1, view.total);
    bar.value = view.done + view.failed;
    const progress = tr("progress", { done: view.done, total: view.total });
    bar.setAttribute("aria-valuetext", progress);
    counts.replaceChildren(
      h("strong", {}, progress),
      view.failed > 0 ? h("span", { class: "arena-failed" }, ` · ${tr(
        "failed",
        { failed: view.failed }
      )}`) : ""
    );
  }
  function renderActions() {
    const running = shown?.status === "running";
    actions.replaceChildren(...running ? [button(
      cancelling ? tr("cancelling") : tr("cancel"),
      () => void cancel(),
      {
        class: "secondary danger",
        disabled: cancelling,
        "data-testid": "arena-cancel"
      }
    )] : []);
  }
  function renderElo(view) {
    const ranked = view.players.map((_, index) => ({
      index,
      rating: view.elo[String(index)] ?? 1500
    })).sort((a, b) => b.rating - a.rating);
    elo.replaceChildren(...ranked.map(({ index, rating }) => {
      const player = view.players[index];
      const gap = rating - 1500;
      return h(
        "li",
        { "data-player": index, "data-elo": rating },
        h("span", { class: `seat-dot seat-${index % 6}`, "aria-hidden": "true" }),
        h(
          "span",
          { class: "arena-elo-name" },
          playerName(index),
          player === void 0 ? "" : h("small", {}, ` ${levelName(player.level)}`)
        ),
        h(
          "span",
          { class: "arena-elo-rating" },
          decimal(rating),
          h(
            "small",
            { class: gap > 0 ? "up" : gap < 0 ? "down" : void 0 },
            ` ${gap > 0 ? "+" : gap < 0 ? "−" : "±"}${decimal(Math.abs(gap))}`
          )
        )
      );
    }));
  }
  function renderTable(view) {
    const headings = [
      tr("colWins"),
      tr("colWinRate"),
      tr("colInterval"),
      tr("colMeanScore"),
      tr("colElo")
    ];
    const rows = view.players.map((player, index) => {
      const result = view.results[String(index)];
      const rate = result?.win_rate ?? null;
      const [lo = 0, hi = 1] = result?.ci95 ?? [];
      const figures = [
        decimal(result?.wins ?? 0, 2),
        rate === null ? "—" : percent(rate, 1),
        rate === null ? "—" : `${percent(lo, 1)} – ${percent(hi, 1)}`,
        result === void 0 || result.mean_score === null ? "—" : decimal(result.mean_score, 2),
        decimal(view.elo[String(index)] ?? 1500)
      ];
      return h(
        "tr",
        { role: "row", "data-player": index },
        h(
          "th",
          { scope: "row", role: "rowheader" },
          h("span", { class: `seat-dot seat-${index % 6}`, "aria-hidden": "true" }),
          playerName(index),
          h("small", { class: "arena-level" }, ` ${levelName(player.level)}${player.level === "expert" ? ` · ${player.think_ms} ms` : ""}`)
        ),
        ...figures.map((figure, column) => h("td", {
          role: "cell",
          class: "num",
          "data-label": headings[column]
        }, figure))
      );
    });
    table.replaceChildren(h(
      "table",
      {
        role: "table",
        class: "arena-results",
        "data-testid": "arena-results"
      },
      h("caption", { class: "visually-hidden" }, tr("resultsCaption")),
      h("thead", { role: "rowgroup" }, h(
        "tr",
        { role: "row" },
        h("th", { scope: "col", role: "columnheader" }, tr("colPlayer")),
        ...headings.map((heading) => h(
          "th",
          { scope: "col", role: "columnheader", class: "num" },
          heading
        ))
      )),
      h("tbody", { role: "rowgroup" }, ...rows)
    ));
  }
  function renderDetails(view) {
    const options = Object.entries(view.options).map(([key, value]) => `${key.replaceAll("_", " ")}: ${JSON.stringify(value)}`);
    const entry = (term, ...value) => [h("dt", {}, term), h("dd", {}, ...value)];
    details.replaceChildren(
      ...entry(tr("arenaId"), h("code", {}, view.id)),
      ...entry(tr("seedUsed"), h("code", {}, String(view.seed))),
      ...entry(tr("createdAt"), new Date(view.created_at * 1e3).toLocaleString(lang())),
      ...options.length > 0 ? entry(tr("options"), options.join(", ")) : []
    );
  }
  function showProblem(problem, text2) {
    alert.replaceChildren();
    alert.removeAttribute("data-code");
    if (problem === void 0) return;
    alert.setAttribute("data-code", problem.code);
    alert.append(h("p", {}, text2 ?? tr("problem", { detail: problem.detail })));
  }
  void poll();
  return () => {
    left = true;
    window.clearTimeout(timer);
    chart.dispose();
  };
}

// web/src/arena.ts
function arenaPage(main2, arenaId) {
  if (arenaId !== void 0) return watchArena(main2, arenaId);
  let left = false;
  const alert = h("div", { class: "problem", role: "alert", "data-testid": "problem" });
  const formHost = h("section", { class: "arena-card arena-form-card" }, h("p", {}, t("loading")));
  main2.replaceChildren(h(
    "div",
    { class: "arena-page" },
    h("div", { class: "arena-intro" }, h("h1", {}, tr("title")), h("p", {}, tr("intro"))),
    h(
      "div",
      { class: "arena-start" },
      h("div", { class: "arena-start-main" }, alert, formHost),
      h(
        "aside",
        { class: "arena-card arena-how", "aria-labelledby": "arena-how-title" },
        h("h2", { id: "arena-how-title" }, tr("how")),
        h("ul", {}, ...["howSeats", "howWinRate", "howElo", "howQuota"].map((key) => h("li", {}, tr(key))))
      )
    )
  ));
  call(client().GET("/v1/games")).then((catalog) => {
    if (left) return;
    formHost.replaceChildren(arenaForm(catalog, alert, (id) => {
      if (!left) location.hash = `#/arena/${encodeURIComponent(id)}`;
    }));
  }, (error) => {
    if (left) return;
    if (!(error instanceof ProblemError)) throw error;
    alert.replaceChildren(h("p", {}, tr("problem", { detail: error.problem.detail })));
  });
  return () => {
    left = true;
  };
}

// web/src/lobby.ts
var LEVELS = ["random", "greedy", "expert"];
var DEFAULT_THINK_MS2 = 200;
function lobbyPage(main2) {
  const problem = h("div", { class: "problem", role: "alert", "data-testid": "problem" });
  const games = h(
    "section",
    { class: "games", "aria-labelledby": "games-title" },
    h("h1", { id: "games-title" }, t("games")),
    h("p", {}, t("loading"))
  );
  const waiting = h("section", { class: "waiting", "aria-labelledby": "waiting-title" });
  const mine = h("section", { class: "mine", "aria-labelledby": "mine-title" });
  main2.replaceChildren(problem, games, waiting, watchForm(), mine);
  const show = (error) => {
    if (!(error instanceof ProblemError)) throw error;
    problem.replaceChildren(h("p", {}, t("problem", { detail: error.problem.detail })));
  };
  call(client().GET("/v1/games")).then((catalog) => {
    games.replaceChildren(
      h("h1", { id: "games-title" }, t("games")),
      h("div", { class: "cards" }, ...catalog.map((game) => gameCard(game, show)))
    );
  }, show);
  const refreshWaiting = () => {
    call(client().GET("/v1/matches", { params: { query: { limit: 50 } } })).then((list) => {
      waiting.replaceChildren(
        h("h2", { id: "waiting-title" }, t("waiting")),
        button(t("refresh"), refreshWaiting, { class: "secondary" }),
        list.matches.length === 0 ? h("p", {}, t("noWaiting")) : h("ul", { "data-testid": "waiting-list" }, ...list.matches.map(waitingItem))
      );
    }, show);
  };
  refreshWaiting();
  renderMine(mine);
  return () => void 0;
}
function waitingItem(match) {
  const open = match.seats.filter((seat) => seat.open).length;
  return h("li", {}, h(
    "a",
    { href: `#/join/${encodeURIComponent(match.id)}` },
    `${gameName(match.game)} — ${match.seats.map((seat) => seat.open ? "…" : seat.name).join(", ")} (${open} ${t("human")})`
  ));
}
function watchForm() {
  const field = h("input", {
    type: "text",
    id: "watch-id",
    required: true,
    spellcheck: false,
    autocomplete: "off"
  });
  const form = h(
    "form",
    { class: "watch" },
    h("h2", {}, t("spectate")),
    h("label", { for: "watch-id" }, t("matchId")),
    field,
    h("button", { type: "submit" }, t("watch"))
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const id = field.value.trim();
    if (id !== "") location.hash = `#/match/${encodeURIComponent(id)}`;
  });
  return h("section", { class: "spectate" }, form);
}
function renderMine(section) {
  const held = tokens.all();
  section.hidden = held.length === 0;
  section.replaceChildren(
    h("h2", { id: "mine-title" }, t("myMatches")),
    h("ul", {}, ...held.slice(0, 20).map(({ matchId, held: seat }) => h(
      "li",
      {},
      h(
        "a",
        { href: `#/match/${encodeURIComponent(matchId)}` },
        `${isGame(seat.game) ? gameName(seat.game) : seat.game} — ${t("seat", { n: seat.seat })} — ${new Date(seat.at).toLocaleString()}`
      )
    )))
  );
}
function gameCard(game, show) {
  const id = game.id;
  const rows = Array.from({ length: Math.max(game.min_players, 2) - 1 }, () => ({
    kind: "ai",
    level: game.ai_levels.includes("greedy") ? "greedy" : "random",
    thinkMs: DEFAULT_THINK_MS2
  }));
  const nameField = h("input", {
    type: "text",
    id: `${id}-name`,
    maxlength: 40,
    required: true,
    value: localStorage.getItem("haras:name") ?? t("you"),
    autocomplete: "nickname"
  });
  const seatList = h("ol", { class: "seat-rows" });
  const optionFields = optionsFieldset(id, game.options_schema);
  const form = h(
    "form",
    { class: "new-match", "data-game": id, "aria-label": `${t("newMatch")}: ${gameName(id)}` },
    h(
      "fieldset",
      {},
      h("legend", {}, t("seats")),
      h("label", { for: `${id}-name` }, `${t("seat", { n: 0 })} — ${t("yourName")}`),
      nameField,
      seatList
    ),
    optionFields.element,
    h("button", { type: "submit", "data-testid": `create-${id}` }, t("create"))
  );
  const drawSeats = () => {
    seatList.replaceChildren(...rows.map((row, index) => seatRow(game, row, index + 1, () => {
      rows.splice(index, 1);
      drawSeats();
    })));
    if (rows.length + 1 < game.max_players) {
      seatList.append(h("li", {}, button(t("addSeat"), () => {
        rows.push({ kind: "ai", level: row0Level(game), thinkMs: DEFAULT_THINK_MS2 });
        drawSeats();
      }, { class: "secondary" })));
    }
  };
  drawSeats();
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const name = nameField.value.trim() || "?";
    localStorage.setItem("haras:name", name);
    const seats = [{ type: "human", name }, ...rows.map((row) => row.kind === "ai" ? { type: "ai", ai: { level: row.level, think_ms: row.thinkMs } } : { type: "human", open: true })];
    const options = optionFields.read();
    call(client().POST("/v1/matches", { body: {
      game: id,
      seats,
      ...options === void 0 ? {} : { options }
    } })).then((created) => {
      const token = created.seat_tokens["0"];
      if (token !== void 0) {
        tokens.set(created.match.id, { seat: 0, token, game: id, at: Date.now() });
      }
      location.hash = `#/match/${encodeURIComponent(created.match.id)}`;
    }, show);
  });
  return h(
    "article",
    { class: "game-card", "data-game": id },
    h("h2", {}, gameName(id)),
    h("p", { class: "summary" }, game.summary),
    h("p", { class: "players" }, t("players", { min: game.min_players, max: game.max_players })),
    form
  );
}
function row0Level(game) {
  return game.ai_levels.includes("greedy") ? "greedy" : "random";
}
function seatRow(game, row, seat, remove) {
  const base = `${game.id}-seat-${seat}`;
  const kind = h(
    "select",
    { id: `${base}-kind`, "aria-label": t("seat", { n: seat }) },
    h("option", { value: "ai", selected: row.kind === "ai" }, t("ai")),
    h("option", { value: "open", selected: row.kind === "open" }, t("human"))
  );
  const level = h(
    "select",
    { id: `${base}-level`, "aria-label": `${t("seat", { n: seat })}: ${t("level")}`, disabled: row.kind !== "ai" },
    ...LEVELS.filter((l) => game.ai_levels.includes(l)).map((l) => h("option", { value: l, selected: row.level === l }, t(`level_${l}`)))
  );
  const think = h("input", {
    type: "number",
    id: `${base}-think`,
    min: 10,
    max: 1e4,
    step: 10,
    value: row.thinkMs,
    disabled: row.kind !== "ai",
    "aria-label": `${t("seat", { n: seat })}: ${t("thinkMs")}`
  });
  kind.addEventListener("change", () => {
    row.kind = kind.value === "open" ? "open" : "ai";
    level.disabled = think.disabled = row.kind !== "ai";
  });
  level.addEventListener("change", () => {
    const chosen = LEVELS.find((l) => l === level.value);
    if (chosen !== void 0) row.level = chosen;
  });
  think.addEventListener("change", () => {
    row.thinkMs = Math.min(1e4, Math.max(10, Number(think.value) || DEFAULT_THINK_MS2));
  });
  const parts = [
    h("span", { class: "seat-label" }, t("seat", { n: seat })),
    kind,
    level,
    think
  ];
  if (seat + 1 > game.min_players) {
    parts.push(button("×", remove, { class: "secondary", "aria-label": t("removeSeat", { n: seat }) }));
  }
  return h("li", {}, ...parts);
}
function optionsFieldset(game, schema) {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const readers = [];
  const fields = [];
  for (const [key, spec] of Object.entries(properties)) {
    if (!isRecord(spec)) continue;
    const id = `${game}-opt-${key}`;
    const help = typeof spec.description === "string" ? spec.description : "";
    const label = key.replaceAll("_", " ");
    if (spec.type === "boolean") {
      const box = h("input", {
        type: "checkbox",
        id,
        checked: spec.default === true,
        "aria-describedby": `${id}-help`
      });
      readers.push(() => box.checked === (spec.default === true) ? void 0 : [key, box.checked]);
      fields.push(h(
        "div",
        { class: "option" },
        box,
        h("label", { for: id }, label),
        h("small", { id: `${id}-help` }, help)
      ));
    } else if (spec.type === "integer" || Array.isArray(spec.type) && spec.type.includes("integer")) {
      const nullable = Array.isArray(spec.type) && spec.type.includes("null");
      const initial = typeof spec.default === "number" ? String(spec.default) : "";
      const input = h("input", {
        type: "number",
        id,
        step: 1,
        value: initial,
        min: typeof spec.minimum === "number" ? spec.minimum : void 0,
        max: typeof spec.maximum === "number" ? spec.maximum : void 0,
        required: !nullable,
        "aria-describedby": `${id}-help`
      });
      readers.push(() => {
        if (input.value === initial) return void 0;
        if (input.value === "") return nullable ? [key, null] : void 0;
        return [key, Number(input.value)];
      });
      fields.push(h(
        "div",
        { class: "option" },
        h("label", { for: id }, label),
        input,
        h("small", { id: `${id}-help` }, help)
      ));
    }
  }
  const element = h("details", { class: "options" }, h("summary", {}, t("options")), ...fields);
  return {
    element,
    read() {
      const changed = readers.map((reader) => reader()).filter((entry) => entry !== void 0);
      if (changed.length === 0) return void 0;
      const options = Object.fromEntries(changed);
      return options;
    }
  };
}

// web/src/connection.ts
var WELCOME_TIMEOUT_MS = 5e3;
var MAX_BACKOFF_MS = 8e3;
var VIEW_DEBOUNCE_MS = 250;
function isEvent(value) {
  return isRecord(value) && typeof value.seq === "number" && typeof value.type === "string";
}
var MatchConnection = class {
  constructor(matchId, token, listener, forceSse = false) {
    this.matchId = matchId;
    this.token = token;
    this.listener = listener;
    this.mode = forceSse || typeof WebSocket === "undefined" ? "sse" : "websocket";
  }
  matchId;
  token;
  listener;
  view;
  lastSeq = 0;
  live;
  source;
  pending = /* @__PURE__ */ new Map();
  backoff = 500;
  stopped = false;
  welcomed = false;
  refreshTimer;
  mode;
  get seq() {
    return this.lastSeq;
  }
  get transport() {
    return this.mode;
  }
  start() {
    if (this.mode === "websocket") this.openSocket();
    else this.openStream();
  }
  stop() {
    this.stopped = true;
    this.live?.close();
    this.source?.close();
    window.clearTimeout(this.refreshTimer);
  }
  /** Plays a legal move based on the version shown; resolves once applied (its view and
   * events arrive through the listener), rejects with the server's problem. */
  async move(move) {
    const version = this.view?.version;
    if (this.mode === "websocket" && this.live !== void 0 && this.welcomed) {
      const live = this.live;
      return new Promise((resolve, reject) => {
        const id = live.move(move, version, randomId());
        this.pending.set(id, { resolve, reject });
      });
    }
    const answer = await call(client(this.token).POST("/v1/matches/{match_id}/moves", {
      params: {
        path: { match_id: this.matchId },
        header: {
          "If-Match": version === void 0 ? void 0 : `"${version}"`,
          "Idempotency-Key": randomId()
        }
      },
      body: { move }
    }));
    this.acceptEvents(answer.events);
    this.acceptView(answer.match);
  }
  /** Reads the view again over HTTP (after a refused move, or when events came without it). */
  async refresh() {
    try {
      this.acceptView(await call(client(this.token).GET("/v1/matches/{match_id}", {
        params: { path: { match_id: this.matchId } }
      })));
    } catch (error) {
      if (error instanceof ProblemError && this.isTokenRefused(error.problem)) return;
      throw error;
    }
  }
  isTokenRefused(problem) {
    if (this.token === void 0 || problem.status !== 401 && problem.status !== 403) {
      return false;
    }
    this.token = void 0;
    this.listener.unauthorized(problem);
    this.live?.close();
    this.source?.close();
    this.live = void 0;
    this.source = void 0;
    this.start();
    return true;
  }
  acceptView(view) {
    if (this.view !== void 0 && view.version < this.view.version) return;
    this.view = view;
    this.listener.view(view);
  }
  acceptEvents(events) {
    const fresh = events.filter((event) => event.seq > this.lastSeq);
    if (fresh.length === 0) return;
    this.lastSeq = Math.max(...fresh.map((event) => event.seq));
    this.listener.events(fresh);
  }
  refreshSoon() {
    if (this.refreshTimer !== void 0) return;
    this.refreshTimer = window.setTimeout(() => {
      this.refreshTimer = void 0;
      this.refresh().catch(() => this.refreshSoon());
    }, VIEW_DEBOUNCE_MS);
  }
  openSocket() {
    this.welcomed = false;
    let live;
    try {
      live = openLive(API_BASE, this.matchId, { token: this.token, after: this.lastSeq });
    } catch {
      this.fallBack();
      return;
    }
    this.live = live;
    let gaveUp = false;
    const welcomeTimer = window.setTimeout(() => {
      if (this.welcomed || this.live !== live) return;
      gaveUp = true;
      live.close();
    }, WELCOME_TIMEOUT_MS);
    live.onMessage = (message) => this.onMessage(message);
    live.onClose = (code) => {
      window.clearTimeout(welcomeTimer);
      if (this.live !== live) return;
      this.live = void 0;
      for (const [, waiting] of this.pending) {
        waiting.reject(new ProblemError(networkProblem("the connection closed")));
      }
      this.pending.clear();
      if (this.stopped) return;
      if (code === 1e3 && !gaveUp) {
        this.listener.transport("done");
        this.refresh().catch(() => void 0);
        return;
      }
      if (!this.welcomed && this.backoff === 500) {
        this.fallBack();
        return;
      }
      this.listener.transport("offline");
      window.setTimeout(() => this.openSocket(), this.backoff);
      this.backoff = Math.min(this.backoff * 2, MAX_BACKOFF_MS);
    };
  }
  fallBack() {
    this.mode = "sse";
    this.openStream();
  }
  onMessage(message) {
    switch (message.type) {
      case "welcome":
        this.welcomed = true;
        this.backoff = 1e3;
        this.listener.transport("websocket");
        this.acceptView(message.match);
        break;
      case "events":
        this.acceptEvents(message.events);
        if (message.match !== void 0) this.acceptView(message.match);
        else this.refreshSoon();
        break;
      case "moved":
        this.acceptEvents(message.events);
        this.acceptView(message.match);
        this.pending.get(message.id)?.resolve();
        this.pending.delete(message.id);
        break;
      case "error": {
        const waiting = message.id === null ? void 0 : this.pending.get(message.id);
        if (waiting !== void 0 && message.id !== null) {
          this.pending.delete(message.id);
          waiting.reject(new ProblemError(message.problem));
        } else if (this.isTokenRefused(message.problem)) {
          return;
        }
        break;
      }
      case "end":
        this.listener.transport("done");
        break;
    }
  }
  openStream() {
    const url = new URL(`${API_BASE}/v1/matches/${encodeURIComponent(this.matchId)}/stream`);
    if (this.token !== void 0) url.searchParams.set("token", this.token);
    url.searchParams.set("after", String(this.lastSeq));
    const source = new EventSource(url);
    this.source = source;
    this.refreshSoon();
    source.onopen = () => this.listener.transport("sse");
    source.onmessage = (message) => {
      const event = JSON.parse(message.data);
      if (isEvent(event)) {
        this.acceptEvents([event]);
        this.refreshSoon();
      }
    };
    source.addEventListener("end", () => {
      source.close();
      this.listener.transport("done");
      this.refresh().catch(() => void 0);
    });
    source.onerror = () => {
      if (this.stopped || source.readyState !== EventSource.CLOSED) {
        this.listener.transport("offline");
        return;
      }
      this.listener.transport("offline");
      window.setTimeout(() => {
        if (!this.stopped && this.source === source) this.openStream();
      }, this.backoff);
      this.backoff = Math.min(this.backoff * 2, MAX_BACKOFF_MS);
    };
  }
};

// web/src/games/amazones/words.ts
var EN3 = {
  rouge: "red",
  bleu: "blue",
  vert: "green",
  jaune: "yellow",
  violet: "violet",
  tete: "tête",
  torse: "torse",
  jambes: "jambes",
  board: "Amazones board",
  piles: "Piles",
  left: "{n} left",
  empty: "empty",
  discarded: "Discarded",
  joust: "Joust {n}",
  phase_first_bid: "first bid, face up",
  phase_second_bid: "second bid",
  phase_tiles: "tiles",
  phase_scoring: "scoring",
  phase_finished: "finished",
  opens: "opens",
  passes: "passes",
  bidding: "bidding",
  total: "Σ {n}",
  tied: "tied",
  rank1: "winner",
  rank2: "dauphine",
  rankN: "#{n}",
  hand: "Your hand ({n})",
  handOf: "{name}: {n} cards in hand",
  cardsInHand: "{n} in hand",
  men: "Men",
  finishedMen: "{n} finished",
  score: "score {n}",
  noMen: "no man yet",
  man: "man {n}",
  newMan: "a new man",
  faceDown: "face down",
  hiddenCard: "a hidden card",
  done: "Done",
  pass: "Pass",
  keep: "Keep",
  cancel: "Cancel",
  bidCard: "Bid {card} face up",
  addFaceDown: "Add {card} face down",
  takeBack: "Take {card} back",
  take: "Take the {tile}",
  discard: "Discard the {tile} (it fits nowhere)",
  placeOn: "Place the {tile} on {owner}'s man {n}",
  placeNew: "Place the {tile} as a new man for {owner}",
  cancelLabel: "Cancel: choose another tile",
  promptFirst: "Your first bid: lay cards of one colour face up, then Done (or Pass).",
  promptSecond: "Your second bid: add one card face down (from your hand), take one face-up card back, or Keep.",
  promptTile: "You take a tile: choose a pile's top tile.",
  promptPlace: "Place the {tile}: choose a man (or a new man) in front of any princess.",
  promptWait: "Waiting for {names}.",
  promptOver: "The game is over.",
  // events
  startPlayer: "{name} opens the first joust.",
  joustStarted: "Joust {n}: {name} opens.",
  cardBid: "{name} bids {card} face up.",
  bidPassed: "{name} passes.",
  bidClosed: "{name} stops at {total}.",
  secondBid: "Second bid.",
  faceDownHidden: "{name} adds a card face down.",
  faceDownKnown: "{name} adds {card} face down.",
  takenBack: "{name} takes {card} back.",
  kept: "{name} changes nothing.",
  revealed: "Reveal: {ranking}.",
  revealedTied: "Reveal: {ranking}; tied, out: {tied}.",
  nobody: "nobody ranked",
  noWinner: "No winner: the top tiles are discarded.",
  placed: "{name} places the {tile} in front of {owner} (man {n}).",
  placedFinished: "{name} places the {tile} in front of {owner}: man {n} is finished.",
  discardedBy: "{name} discards the {tile}.",
  discardedTile: "The {tile} is discarded.",
  gameOver: "A second pile is empty: the game ends.",
  passed: "{to} takes {count} card(s) from {from}.",
  scored: "Final scores: {scores}.",
  // breakdown
  menValues: "Finished men",
  menTotal: "Their sum",
  bestMan: "Finest (+5)",
  mostMen: "Most men (+5)",
  worstMan: "Ugliest (−5)",
  scoreCol: "Score"
};
var FR3 = {
  rouge: "rouge",
  bleu: "bleu",
  vert: "vert",
  jaune: "jaune",
  violet: "violet",
  tete: "tête",
  torse: "torse",
  jambes: "jambes",
  board: "Plateau d'Amazones",
  piles: "Piles",
  left: "reste {n}",
  empty: "vide",
  discarded: "Défausse",
  joust: "Joute {n}",
  phase_first_bid: "première mise, face visible",
  phase_second_bid: "seconde mise",
  phase_tiles: "tuiles",
  phase_scoring: "décompte",
  phase_finished: "terminée",
  opens: "ouvre",
  passes: "passe",
  bidding: "mise",
  total: "Σ {n}",
  tied: "égalité",
  rank1: "gagnante",
  rank2: "dauphine",
  rankN: "{n}e",
  hand: "Votre main ({n})",
  handOf: "{name} : {n} cartes en main",
  cardsInHand: "{n} en main",
  men: "Mâles",
  finishedMen: "{n} terminé(s)",
  score: "score {n}",
  noMen: "aucun mâle",
  man: "mâle {n}",
  newMan: "un nouveau mâle",
  faceDown: "face cachée",
  hiddenCard: "une carte cachée",
  done: "Fini",
  pass: "Passer",
  keep: "Garder",
  cancel: "Annuler",
  bidCard: "Miser {card} face visible",
  addFaceDown: "Ajouter {card} face cachée",
  takeBack: "Reprendre {card}",
  take: "Prendre la tuile {tile}",
  discard: "Défausser la tuile {tile} (elle ne va nulle part)",
  placeOn: "Poser la tuile {tile} sur le mâle {n} de {owner}",
  placeNew: "Poser la tuile {tile} en nouveau mâle pour {owner}",
  cancelLabel: "Annuler : choisir une autre tuile",
  promptFirst: "Votre première mise : posez face visible des cartes d'une couleur, puis Fini (ou Passer).",
  promptSecond: "Votre seconde mise : ajoutez une carte face cachée (de votre main), reprenez une carte visible, ou Garder.",
  promptTile: "Vous prenez une tuile : choisissez le dessus d'une pile.",
  promptPlace: "Posez la tuile {tile} : choisissez un mâle (ou un nouveau) devant n'importe quelle princesse.",
  promptWait: "On attend {names}.",
  promptOver: "La partie est finie.",
  startPlayer: "{name} ouvre la première joute.",
  joustStarted: "Joute {n} : {name} ouvre.",
  cardBid: "{name} mise {card} face visible.",
  bidPassed: "{name} passe.",
  bidClosed: "{name} s'arrête à {total}.",
  secondBid: "Seconde mise.",
  faceDownHidden: "{name} ajoute une carte face cachée.",
  faceDownKnown: "{name} ajoute {card} face cachée.",
  takenBack: "{name} reprend {card}.",
  kept: "{name} ne change rien.",
  revealed: "Révélation : {ranking}.",
  revealedTied: "Révélation : {ranking} ; à égalité, sorties : {tied}.",
  nobody: "personne de classé",
  noWinner: "Pas de gagnante : les tuiles du dessus sont défaussées.",
  placed: "{name} pose la tuile {tile} devant {owner} (mâle {n}).",
  placedFinished: "{name} pose la tuile {tile} devant {owner} : le mâle {n} est terminé.",
  discardedBy: "{name} défausse la tuile {tile}.",
  discardedTile: "La tuile {tile} est défaussée.",
  gameOver: "Une deuxième pile est vide : la partie s'arrête.",
  passed: "{to} prend {count} carte(s) de {from}.",
  scored: "Scores finaux : {scores}.",
  menValues: "Mâles terminés",
  menTotal: "Leur somme",
  bestMan: "Plus beau (+5)",
  mostMen: "Le plus de mâles (+5)",
  worstMan: "Plus moche (−5)",
  scoreCol: "Score"
};
var say = localize(EN3, FR3);
function signed(value) {
  return value > 0 ? `+${value}` : value < 0 ? `−${-value}` : "0";
}
function cardValue(value) {
  return value < 0 ? `−${-value}` : String(value);
}
function colourName(colour) {
  return say(colour);
}
function partName(part) {
  return say(part);
}
function cardName(card) {
  return `${colourName(card.colour)} ${cardValue(card.value)}`;
}
function tileName(part, value) {
  return `${partName(part)} ${signed(value)}`;
}
function describe(event, context) {
  const name = context.seatName;
  switch (event.type) {
    case "start_player":
      return say("startPlayer", { name: name(event.seat) });
    case "joust_started":
      return say("joustStarted", { n: event.joust, name: name(event.opener) });
    case "card_bid":
      return say("cardBid", { name: name(event.seat), card: cardName(event.card) });
    case "bid_closed":
      return event.total === 0 ? say("bidPassed", { name: name(event.seat) }) : say("bidClosed", { name: name(event.seat), total: event.total });
    case "second_bid_started":
      return say("secondBid");
    case "face_down_added":
      return event.card === null ? say("faceDownHidden", { name: name(event.seat) }) : say("faceDownKnown", { name: name(event.seat), card: cardName(event.card) });
    case "card_taken_back":
      return say("takenBack", { name: name(event.seat), card: cardName(event.card) });
    case "bid_kept":
      return say("kept", { name: name(event.seat) });
    case "revealed": {
      const total = (seat) => event.bids[String(seat)]?.total ?? 0;
      const ranking = event.ranking.length === 0 ? say("nobody") : event.ranking.map((seat, index) => `${index + 1}. ${name(seat)} (${total(seat)})`).join(", ");
      if (event.tied.length === 0) return say("revealed", { ranking });
      const tied = event.tied.map((seat) => `${name(seat)} (${total(seat)})`).join(", ");
      return say("revealedTied", { ranking, tied });
    }
    case "no_winner":
      return say("noWinner");
    case "tile_placed":
      return say(event.finished ? "placedFinished" : "placed", {
        name: name(event.seat),
        tile: tileName(event.part, event.value),
        owner: name(event.owner),
        n: event.man + 1
      });
    case "tile_discarded":
      return event.by === void 0 ? say("discardedTile", { tile: tileName(event.part, event.value) }) : say("discardedBy", { name: name(event.by), tile: tileName(event.part, event.value) });
    case "game_over":
      return say("gameOver");
    case "cards_passed":
      return say("passed", { to: name(event.to), from: name(event.from), count: event.count });
    case "round_scored":
      return say("scored", { scores: Object.entries(event.scores).map(([seat, points2]) => `${name(Number(seat))} ${points2}`).join(", ") });
    default:
      return void 0;
  }
}
function breakdown(event, context) {
  if (event.type !== "round_scored") return void 0;
  const seats = Object.keys(event.breakdown).sort((a, b) => Number(a) - Number(b));
  const lines2 = [
    ["menValues", (item) => item.men.map(signed).join(" ") || "—"],
    ["menTotal", (item) => String(item.men_total)],
    ["bestMan", (item) => signed(item.best_man)],
    ["mostMen", (item) => signed(item.most_men)],
    ["worstMan", (item) => signed(item.worst_man)]
  ];
  const cells = (key, text2) => seats.map((seat) => {
    const item = event.breakdown[seat];
    return h("td", { "data-seat": seat, "data-cell": key }, item === void 0 ? "" : text2(item));
  });
  return h("div", { class: "am-breakdown" }, h(
    "table",
    { "data-testid": "amazones-breakdown" },
    h("thead", {}, h(
      "tr",
      {},
      h("td", {}),
      ...seats.map((seat) => h("th", { scope: "col" }, context.seatName(Number(seat))))
    )),
    h(
      "tbody",
      {},
      ...lines2.map(([key, text2]) => h(
        "tr",
        {},
        h("th", { scope: "row" }, say(key)),
        ...cells(key, text2)
      )),
      h(
        "tr",
        { class: "am-score-row" },
        h("th", { scope: "row" }, say("scoreCol")),
        ...cells("score", (item) => String(item.score))
      )
    )
  ));
}

// web/src/games/amazones/art.ts
var CARD_W = 40;
var CARD_H = 56;
var TILE_W = 40;
var TILE_H = 36;
var MARKS = {
  rouge: "●",
  bleu: "■",
  vert: "▲",
  jaune: "◆",
  violet: "★"
};
function drawCard(card) {
  return [
    s("rect", { class: `am-card am-c-${card.colour}`, width: CARD_W, height: CARD_H, rx: 5 }),
    s("text", { class: "am-card-mark", x: 5, y: 12 }, MARKS[card.colour]),
    s(
      "text",
      { class: "am-card-mark", x: CARD_W - 5, y: CARD_H - 5, "text-anchor": "end" },
      MARKS[card.colour]
    ),
    s(
      "text",
      { class: "am-card-value", x: CARD_W / 2, y: 35, "text-anchor": "middle" },
      cardValue(card.value)
    )
  ];
}
function drawBack() {
  return [
    s("rect", { class: "am-back", width: CARD_W, height: CARD_H, rx: 5 }),
    s("rect", {
      class: "am-back-inset",
      x: 5,
      y: 5,
      width: CARD_W - 10,
      height: CARD_H - 10,
      rx: 3
    }),
    s("path", { class: "am-back-lines", d: "M5 15 L30 51 M5 33 L18 51 M10 5 L35 41 M22 5 L35 23" })
  ];
}
function partGlyph(part) {
  switch (part) {
    case "tete":
      return s("circle", { class: "am-glyph", cx: 10, cy: 18, r: 6 });
    case "torse":
      return s("path", { class: "am-glyph", d: "M3 11 H17 L14 27 H6 Z" });
    case "jambes":
      return s("path", { class: "am-glyph", d: "M4 9 H16 L15 28 H11 L10 16 L9 28 H5 Z" });
  }
}
function drawTile(part, value) {
  return [
    s("rect", { class: `am-tile am-tile-${part}`, width: TILE_W, height: TILE_H, rx: 5 }),
    partGlyph(part),
    s("text", {
      class: `am-tile-value ${value < 0 ? "am-neg" : "am-pos"}`,
      x: 28,
      y: 24,
      "text-anchor": "middle"
    }, signed(value))
  ];
}

// web/src/games/amazones/model.ts
var PARTS = ["tete", "torse", "jambes"];
var COLOURS = ["rouge", "bleu", "vert", "jaune", "violet"];
function cardId(card) {
  return `${card.colour}:${card.value}`;
}
function sameCard(a, b) {
  return a.colour === b.colour && a.value === b.value;
}
function groupCards(cards) {
  const groups = /* @__PURE__ */ new Map();
  for (const card of cards) {
    const group = groups.get(cardId(card));
    if (group === void 0) groups.set(cardId(card), { card, count: 1 });
    else group.count += 1;
  }
  return [...groups.values()].sort((a, b) => COLOURS.indexOf(a.card.colour) - COLOURS.indexOf(b.card.colour) || b.card.value - a.card.value);
}

// web/src/games/amazones/pieces.ts
function transform(spot) {
  const round = (n) => Math.round(n * 10) / 10;
  return `translate(${round(spot.x)} ${round(spot.y)}) scale(${round(spot.scale * 100) / 100})`;
}
var PieceLayer = class {
  group = s("g", { class: "am-pieces" });
  placed = /* @__PURE__ */ new Map();
  made = 0;
  /** Shows `specs`, in order; `animate`: new pieces travel from where they come from. */
  sync(specs, animate) {
    const keys = this.match(specs);
    const next = /* @__PURE__ */ new Map();
    const arriving = [];
    specs.forEach((spec, index) => {
      const key = keys.get(index) ?? `p${this.made++}`;
      let piece = this.placed.get(key);
      if (piece === void 0) {
        const element = s("g", { "data-piece": key }, ...spec.draw());
        element.setAttribute("transform", transform(animate && spec.from ? spec.from : spec));
        this.group.append(element);
        piece = { element, identity: spec.identity, place: spec.place, dataNames: [] };
        if (animate && spec.from) arriving.push([element, spec]);
      } else {
        piece.element.setAttribute("transform", transform(spec));
      }
      piece.place = spec.place;
      this.label(piece, spec);
      next.set(key, piece);
    });
    for (const [key, piece] of this.placed) {
      if (!next.has(key)) piece.element.remove();
    }
    this.placed = next;
    if (arriving.length > 0) {
      this.group.getBoundingClientRect();
      for (const [element, spot] of arriving) element.setAttribute("transform", transform(spot));
    }
  }
  label(piece, spec) {
    const element = piece.element;
    element.setAttribute("class", ["piece", ...spec.classes].join(" "));
    for (const name of piece.dataNames) {
      if (!(name in spec.data)) element.removeAttribute(`data-${name}`);
    }
    for (const [name, value] of Object.entries(spec.data)) {
      element.setAttribute(`data-${name}`, String(value));
    }
    piece.dataNames = Object.keys(spec.data);
  }
  /** Which spec keeps which element: same kind and place first, then same kind anywhere. */
  match(specs) {
    const keys = /* @__PURE__ */ new Map();
    const free = new Map(this.placed);
    const claim = (sameplace) => specs.forEach((spec, index) => {
      if (keys.has(index)) return;
      for (const [key, piece] of free) {
        if (piece.identity === spec.identity && (!sameplace || piece.place === spec.place)) {
          keys.set(index, key);
          free.delete(key);
          return;
        }
      }
    });
    claim(true);
    claim(false);
    return keys;
  }
};

// web/src/games/amazones.ts
var PAD = 12;
var GAP = 12;
var WIDE = 760;
var ROW_H = 64;
var BID_SCALE = 0.86;
var MAN_SCALE = 0.85;
var MAN_STEP = 46;
var MAN_H = 3 * TILE_H * MAN_SCALE + 6;
var PANEL_MIN = 300;
function recentMarks(events) {
  const marks = /* @__PURE__ */ new Set();
  for (const event of events) {
    switch (event.type) {
      case "card_bid":
        marks.add(`up:${event.seat}:${cardId(event.card)}`);
        break;
      case "face_down_added":
        marks.add(`down:${event.seat}`);
        break;
      case "card_taken_back":
      case "bid_kept":
      case "bid_closed":
        marks.add(`row:${event.seat}`);
        break;
      case "revealed":
        for (const seat of event.ranking) marks.add(`row:${seat}`);
        break;
      case "tile_placed":
        marks.add(`man:${event.owner}:${event.man}:${event.part}`);
        marks.add(`top:${event.part}`);
        break;
      case "tile_discarded":
        marks.add(`discard:${event.part}`);
        marks.add(`top:${event.part}`);
        break;
      case "cards_passed":
        marks.add(`hand:${event.to}`);
        break;
      default:
        break;
    }
  }
  return marks;
}
function truncate(text2, width, charWidth = 9) {
  const max = Math.max(3, Math.floor(width / charWidth));
  return text2.length <= max ? text2 : `${text2.slice(0, max - 1)}…`;
}
var AmazonesBoard = class {
  constructor(host, context) {
    this.context = context;
    this.svg.append(this.below, this.pieces.group, this.above, this.actions);
    this.root.append(this.prompt, this.svg);
    host.replaceChildren(this.root);
    const resized = new ResizeObserver(() => requestAnimationFrame(() => {
      if (!this.root.isConnected) resized.disconnect();
      else if (this.view !== void 0 && this.measure() !== this.width) this.draw(false);
    }));
    resized.observe(this.root);
  }
  context;
  root = h("div", { class: "am-board" });
  prompt = h("p", { class: "am-prompt", "data-testid": "amazones-prompt" });
  svg = s("svg", { class: "am-svg", role: "group" });
  below = s("g");
  pieces = new PieceLayer();
  above = s("g", { class: "am-above", "aria-hidden": "true" });
  actions = s("g", { class: "am-actions" });
  view;
  marks = /* @__PURE__ */ new Set();
  interactive = false;
  selected;
  focusTarget = false;
  resumeFocus;
  width = 0;
  update(view, recent, interactive) {
    if (this.view?.version !== view.version) {
      this.selected = void 0;
      this.marks = recentMarks(recent);
    }
    const first = this.view === void 0;
    this.view = view;
    this.interactive = interactive;
    this.draw(!first);
  }
  measure() {
    return Math.max(320, Math.round(this.root.clientWidth));
  }
  legal() {
    return this.interactive && this.view !== void 0 ? this.view.legal_moves : [];
  }
  draw(animate) {
    const view = this.view;
    if (view === void 0) return;
    this.width = this.measure();
    const scene = { below: [], pieces: [], above: [], actions: [] };
    const wide = this.width >= WIDE;
    const pilesWidth = wide ? Math.min(480, this.width * 0.45) : this.width - 2 * PAD;
    const pilesBottom = this.drawPiles(scene, view, PAD, PAD, pilesWidth);
    const joustLeft = wide ? PAD + pilesWidth + GAP : PAD;
    const joustTop = wide ? PAD : pilesBottom + GAP;
    const joustBottom = this.drawJoust(
      scene,
      view,
      joustLeft,
      joustTop,
      this.width - PAD - joustLeft
    );
    let top = Math.max(pilesBottom, joustBottom) + GAP;
    top = this.drawHand(scene, view, top) + GAP;
    const height = this.drawMen(scene, view, top) + PAD;
    this.svg.setAttribute("viewBox", `0 0 ${this.width} ${Math.ceil(height)}`);
    this.svg.setAttribute("aria-label", say("board"));
    this.svg.classList.toggle("am-settling", !animate);
    const focusedKey = this.focusedKey();
    this.below.replaceChildren(...scene.below);
    this.pieces.sync(scene.pieces, animate);
    this.above.replaceChildren(...scene.above);
    this.actions.replaceChildren(...scene.actions);
    if (!animate) {
      this.svg.getBoundingClientRect();
      requestAnimationFrame(() => this.svg.classList.remove("am-settling"));
    }
    this.restoreFocus(focusedKey, scene.firstTarget);
    this.prompt.textContent = this.promptText(view);
  }
  focusedKey() {
    const active = document.activeElement;
    return active instanceof SVGElement && this.actions.contains(active) ? active.getAttribute("data-key") ?? void 0 : void 0;
  }
  /** Keeps the keyboard where it was: on the action redrawn under the same key, on the first
   * destination of a tile just chosen, or, once a move played from the board is answered, on
   * the same action or the first one (unless the focus went elsewhere meanwhile). */
  restoreFocus(key, firstTarget) {
    const byKey = (wanted) => [...this.actions.querySelectorAll("[data-key]")].find((element) => element instanceof SVGElement && element.getAttribute("data-key") === wanted);
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (this.focusTarget && firstTarget !== void 0) {
      firstTarget.focus();
    } else if (key !== void 0) {
      byKey(key)?.focus({ preventScroll: true });
    } else if (this.resumeFocus !== void 0 && lost) {
      const again = byKey(this.resumeFocus) ?? this.actions.querySelector("[data-key]");
      if (again instanceof SVGElement) {
        again.focus({ preventScroll: true });
        this.resumeFocus = void 0;
      }
    }
    this.focusTarget = false;
  }
  promptText(view) {
    const state = view.state;
    if (view.status === "finished" || state.phase === "finished") return say("promptOver");
    const me = view.viewer;
    if (me !== null && view.to_act.includes(me) && view.status === "active") {
      if (state.phase === "first_bid") return say("promptFirst");
      if (state.phase === "second_bid") return say("promptSecond");
      if (state.phase === "tiles") {
        const top = this.selected === void 0 ? null : state.piles[this.selected].top;
        return this.selected === void 0 || top === null ? say("promptTile") : say("promptPlace", { tile: tileName(this.selected, top) });
      }
    }
    if (view.to_act.length === 0) return say(`phase_${state.phase}`);
    return say("promptWait", { names: view.to_act.map(this.context.seatName).join(", ") });
  }
  /** An invisible target over a drawn thing: the action (outlined while it is one). */
  action(scene, box, label, key, move, act, extra = "") {
    const target = actionable(s("rect", {
      class: `am-hit ${extra}`,
      x: box.x,
      y: box.y,
      width: box.w,
      height: box.h,
      rx: 6,
      "data-key": key,
      "data-move": move
    }), label, () => {
      this.resumeFocus = key;
      act();
    });
    scene.actions.push(target);
    return target;
  }
  button(scene, x, y, label, key, move, act) {
    const width = Math.max(76, label.length * 9 + 28);
    this.action(scene, { x: x - width, y, w: width, h: 40 }, label, key, move, act, "am-button");
    scene.actions.push(s("text", {
      class: "am-button-text",
      x: x - width / 2,
      y: y + 26,
      "text-anchor": "middle"
    }, label));
    return width;
  }
  // --- the piles ---------------------------------------------------------------------------
  drawPiles(scene, view, left, top, width) {
    const state = view.state;
    const column = width / PARTS.length;
    const tileScale = Math.min(1.35, (column - 18) / TILE_W);
    const tileW = TILE_W * tileScale;
    const tileH = TILE_H * tileScale;
    const legal = this.legal();
    let bottom = top;
    PARTS.forEach((part, index) => {
      const pile = state.piles[part];
      const x = left + index * column;
      const centre2 = x + column / 2;
      const tx = centre2 - tileW / 2 - 3;
      const ty = top + 40;
      const inPlay = state.in_play.includes(part);
      const chosen = this.selected === part;
      scene.below.push(s("rect", {
        class: `am-pile${inPlay ? " am-in-play" : ""}${chosen ? " am-selected" : ""}`,
        x: x + 3,
        y: top,
        width: column - 6,
        height: 40 + tileH + 14,
        rx: 10,
        "data-pile": part,
        "data-count": pile.count,
        "data-top": pile.top ?? "",
        role: "img",
        "aria-label": `${partName(part)}: ${say("left", { n: pile.count })}${pile.top === null ? "" : `, ${signed(pile.top)}`}`
      }));
      scene.below.push(s("text", {
        class: "am-part",
        x: centre2,
        y: top + 17,
        "text-anchor": "middle"
      }, partName(part)));
      scene.below.push(s("text", {
        class: "am-small",
        x: centre2,
        y: top + 32,
        "text-anchor": "middle"
      }, pile.count === 0 ? say("empty") : say("left", { n: pile.count })));
      for (let layer = Math.min(pile.count - 1, 4); layer >= 1; layer -= 1) {
        scene.below.push(s("rect", {
          class: "am-stack",
          x: tx + layer * 2,
          y: ty + layer * 2,
          width: tileW,
          height: tileH,
          rx: 5
        }));
      }
      if (pile.top === null) {
        scene.below.push(s("rect", {
          class: "am-slot",
          x: tx,
          y: ty,
          width: tileW,
          height: tileH,
          rx: 5
        }));
      } else {
        scene.pieces.push(this.tile(part, pile.top, `top:${part}`, {
          x: tx,
          y: ty,
          scale: tileScale
        }, { where: "top" }, this.marks.has(`top:${part}`)));
        this.pileAction(scene, legal, part, pile.top, {
          x: tx - 4,
          y: ty - 4,
          w: tileW + 16,
          h: tileH + 16
        });
      }
      const discards = state.discarded[part];
      let columnBottom = top + 40 + tileH + 14;
      if (discards.length > 0) {
        const small = 0.62;
        const perRow = Math.max(1, Math.floor((column - 8) / (TILE_W * small + 3)));
        const rowWidth = Math.min(perRow, discards.length) * (TILE_W * small + 3) - 3;
        const dy = columnBottom + 18;
        scene.below.push(s("text", {
          class: "am-small",
          x: centre2,
          y: columnBottom + 13,
          "text-anchor": "middle"
        }, say("discarded")));
        discards.forEach((value, n) => {
          const last = n === discards.length - 1;
          scene.pieces.push(this.tile(part, value, `discard:${part}`, {
            x: centre2 - rowWidth / 2 + n % perRow * (TILE_W * small + 3),
            y: dy + Math.floor(n / perRow) * (TILE_H * small + 3),
            scale: small
          }, { where: "discard" }, last && this.marks.has(`discard:${part}`)));
        });
        columnBottom = dy + Math.ceil(discards.length / perRow) * (TILE_H * small + 3);
      }
      bottom = Math.max(bottom, columnBottom);
    });
    return bottom;
  }
  pileAction(scene, legal, part, top, box) {
    const discard = legal.find((move) => move.type === "discard_tile" && move.part === part);
    if (discard !== void 0) {
      this.action(
        scene,
        box,
        say("discard", { tile: tileName(part, top) }),
        `pile:${part}`,
        "discard_tile",
        () => this.context.play(discard)
      );
      return;
    }
    if (!legal.some((move) => move.type === "place_tile" && move.part === part)) return;
    if (this.selected === part) {
      this.action(
        scene,
        box,
        say("cancelLabel"),
        `pile:${part}`,
        "cancel",
        () => this.choose(void 0),
        "am-chosen"
      );
    } else {
      this.action(
        scene,
        box,
        say("take", { tile: tileName(part, top) }),
        `pile:${part}`,
        "choose_tile",
        () => this.choose(part)
      );
    }
  }
  choose(part) {
    this.selected = part;
    this.focusTarget = part !== void 0;
    this.draw(true);
  }
  tile(part, value, place, spot, data, recent) {
    return {
      identity: `tile:${part}:${value}`,
      place,
      ...spot,
      draw: () => drawTile(part, value),
      data: { tile: value, part, ...data },
      classes: recent ? ["am-recent"] : []
    };
  }
  // --- the joust ---------------------------------------------------------------------------
  drawJoust(scene, view, left, top, width) {
    const state = view.state;
    scene.below.push(s(
      "text",
      { class: "am-title", x: left, y: top + 16 },
      `${say("joust", { n: state.joust })} — ${say(`phase_${state.phase}`)}`
    ));
    const nameWidth = width < 440 ? 96 : 140;
    const legal = this.legal();
    let y = top + 28;
    for (const bid of state.bids) {
      const seat = bid.seat;
      const hand = state.hands[seat];
      const count2 = hand?.count ?? 0;
      const ranked = state.ranking.indexOf(seat);
      const shown = [...bid.face_up, ...bid.face_down === null ? [] : [bid.face_down]];
      const total = shown.reduce((sum, card) => sum + card.value, 0);
      const acting = view.to_act.includes(seat) && view.status === "active";
      const bidding = state.phase === "first_bid" || state.phase === "second_bid";
      const summary = [
        this.context.seatName(seat),
        say("cardsInHand", { n: count2 }),
        ...state.opener === seat && bidding ? [say("opens")] : [],
        ...bid.face_up.map(cardName),
        ...bid.has_face_down ? [bid.face_down === null ? say("hiddenCard") : `${cardName(bid.face_down)} (${say("faceDown")})`] : []
      ].join(", ");
      scene.below.push(s("rect", {
        class: `am-row${acting ? " am-to-act" : ""}${this.marks.has(`row:${seat}`) ? " am-recent-row" : ""}`,
        x: left,
        y,
        width,
        height: ROW_H,
        rx: 8,
        "data-bid-seat": seat,
        "data-closed": String(bid.closed),
        "data-has-face-down": String(bid.has_face_down),
        role: "img",
        "aria-label": summary
      }));
      scene.below.push(s("rect", {
        class: `am-seat-${seat}`,
        x: left,
        y,
        width: 6,
        height: ROW_H,
        rx: 3
      }));
      scene.below.push(s(
        "text",
        { class: "am-name", x: left + 14, y: y + 24 },
        truncate(this.context.seatName(seat), nameWidth - 8)
      ));
      const handMark = { x: left + 14, y: y + 32 };
      scene.below.push(s(
        "g",
        { class: `am-hand-count${this.marks.has(`hand:${seat}`) ? " am-recent-count" : ""}`, "data-hand-count": count2, "data-seat": seat },
        s("rect", { class: "am-back", x: handMark.x, y: handMark.y, width: 14, height: 20, rx: 2 }),
        s(
          "text",
          { class: "am-small", x: handMark.x + 19, y: handMark.y + 15 },
          `×${count2}`
        )
      ));
      const cardsLeft = left + nameWidth;
      const rightWidth = 76;
      const cardW = CARD_W * BID_SCALE;
      const room = width - nameWidth - rightWidth - (bid.has_face_down ? cardW + 10 : 0);
      const n = bid.face_up.length;
      const step = n <= 1 ? 0 : Math.min(cardW + 4, (room - cardW) / (n - 1));
      const from = { x: handMark.x, y: handMark.y, scale: 0.35 };
      const takeBacks = /* @__PURE__ */ new Set();
      bid.face_up.forEach((card, index) => {
        const x = cardsLeft + index * step;
        scene.pieces.push(this.card(
          card,
          `up:${seat}`,
          { x, y: y + 8, scale: BID_SCALE },
          { where: "face-up", seat },
          this.marks.has(`up:${seat}:${cardId(card)}`),
          from
        ));
        const move = legal.find((m) => m.type === "take_back" && sameCard(m, card));
        if (move !== void 0 && !takeBacks.has(cardId(card))) {
          takeBacks.add(cardId(card));
          const w = index === n - 1 ? cardW : Math.min(step, cardW);
          this.action(
            scene,
            { x, y: y + 8, w, h: CARD_H * BID_SCALE },
            say("takeBack", { card: cardName(card) }),
            `back:${cardId(card)}`,
            "take_back",
            () => this.context.play(move)
          );
        }
      });
      if (bid.has_face_down) {
        const x = cardsLeft + (n === 0 ? 0 : (n - 1) * step + cardW + 10);
        const spot = { x, y: y + 8, scale: BID_SCALE };
        const recent = this.marks.has(`down:${seat}`);
        scene.pieces.push(bid.face_down === null ? {
          identity: `back:${seat}`,
          place: `down:${seat}`,
          ...spot,
          draw: drawBack,
          data: { where: "face-down", seat },
          classes: recent ? ["am-recent"] : [],
          from
        } : this.card(
          bid.face_down,
          `down:${seat}`,
          spot,
          { where: "face-down", seat },
          recent,
          from,
          state.phase === "first_bid" || state.phase === "second_bid" ? "am-own-down" : "am-revealed"
        ));
      }
      const rightX = left + width - 10;
      if (shown.length > 0) {
        scene.below.push(s("text", {
          class: "am-total",
          x: rightX,
          y: y + 27,
          "text-anchor": "end",
          "data-total": total
        }, say("total", { n: total })));
      }
      const status = ranked === 0 ? say("rank1") : ranked === 1 ? say("rank2") : ranked > 1 ? say("rankN", { n: ranked + 1 }) : state.phase === "first_bid" && !bid.closed && acting ? say("bidding") : bid.closed && shown.length === 0 && !bid.has_face_down && bidding ? say("passes") : state.opener === seat && bidding ? say("opens") : "";
      if (status !== "") {
        scene.below.push(s(
          "text",
          {
            class: `am-status${ranked >= 0 ? " am-rank" : ""}`,
            x: rightX,
            y: y + 48,
            "text-anchor": "end",
            "data-rank": ranked >= 0 ? ranked + 1 : ""
          },
          status
        ));
      }
      y += ROW_H + 6;
    }
    return y - 6;
  }
  card(card, place, spot, data, recent, from, extra) {
    const classes = [...recent ? ["am-recent"] : [], ...extra === void 0 ? [] : [extra]];
    return {
      identity: `card:${cardId(card)}`,
      place,
      ...spot,
      draw: () => drawCard(card),
      data: { card: cardId(card), ...data },
      classes,
      ...from === void 0 ? {} : { from }
    };
  }
  // --- your hand ---------------------------------------------------------------------------
  drawHand(scene, view, top) {
    const me = view.viewer;
    const cards = me === null ? null : view.state.hands[me]?.cards ?? null;
    if (me === null || cards === null) return top - GAP;
    const legal = this.legal();
    const right = this.width - PAD;
    scene.below.push(s(
      "text",
      { class: "am-title", x: PAD, y: top + 26 },
      say("hand", { n: cards.length })
    ));
    let x = right;
    const done = legal.find((move) => move.type === "bid_done");
    if (done !== void 0) {
      const mine = view.state.bids[me];
      const label = mine === void 0 || mine.face_up.length === 0 ? say("pass") : say("done");
      x -= this.button(
        scene,
        x,
        top,
        label,
        "bid_done",
        "bid_done",
        () => this.context.play(done)
      ) + 8;
    }
    const keep = legal.find((move) => move.type === "keep");
    if (keep !== void 0) {
      x -= this.button(
        scene,
        x,
        top,
        say("keep"),
        "keep",
        "keep",
        () => this.context.play(keep)
      ) + 8;
    }
    if (this.selected !== void 0 && legal.length > 0) {
      this.button(scene, x, top, say("cancel"), "cancel", "cancel", () => this.choose(void 0));
    }
    const groups = groupCards(cards);
    const offset = 3;
    const step = CARD_W + 2 * offset + 8;
    const perRow = Math.max(1, Math.floor((this.width - 2 * PAD + 8) / step));
    const rowH = CARD_H + 12;
    const cardsTop = top + 50;
    const bidding = legal.some((move) => move.type === "bid_card" || move.type === "add_face_down");
    groups.forEach((group, index) => {
      const gx = PAD + index % perRow * step;
      const gy = cardsTop + Math.floor(index / perRow) * rowH;
      for (let copy = 0; copy < group.count; copy += 1) {
        scene.pieces.push(this.card(group.card, "hand", {
          x: gx + copy * offset,
          y: gy + (group.count - 1 - copy) * offset,
          scale: 1
        }, { where: "hand" }, false));
      }
      const move = legal.find((m) => (m.type === "bid_card" || m.type === "add_face_down") && sameCard(m, group.card));
      const box = {
        x: gx - 2,
        y: gy - 2,
        w: CARD_W + (group.count - 1) * offset + 4,
        h: CARD_H + (group.count - 1) * offset + 4
      };
      if (group.count > 1) {
        const bx = gx + CARD_W + (group.count - 1) * offset - 4;
        scene.above.push(
          s("circle", { class: "am-count-badge", cx: bx, cy: gy + 2, r: 9 }),
          s(
            "text",
            { class: "am-count-text", x: bx, y: gy + 6, "text-anchor": "middle" },
            `×${group.count}`
          )
        );
      }
      if (move !== void 0) {
        const label = move.type === "bid_card" ? say("bidCard", { card: cardName(group.card) }) : say("addFaceDown", { card: cardName(group.card) });
        this.action(
          scene,
          box,
          label,
          `hand:${cardId(group.card)}`,
          move.type,
          () => this.context.play(move)
        );
      } else if (bidding) {
        scene.above.push(s("rect", {
          class: "am-unplayable",
          x: box.x,
          y: box.y,
          width: box.w,
          height: box.h,
          rx: 6
        }));
      }
    });
    return cardsTop + Math.max(1, Math.ceil(groups.length / perRow)) * rowH - 12;
  }
  // --- the men -----------------------------------------------------------------------------
  drawMen(scene, view, top) {
    const state = view.state;
    scene.below.push(s("text", { class: "am-title", x: PAD, y: top + 16 }, say("men")));
    const inner = this.width - 2 * PAD;
    const columns = Math.max(1, Math.min(
      state.men.length,
      Math.floor((inner + GAP) / (PANEL_MIN + GAP))
    ));
    const panelWidth = (inner - (columns - 1) * GAP) / columns;
    const targets = this.selected === void 0 ? [] : this.legal().filter(
      (move) => move.type === "place_tile" && move.part === this.selected
    );
    let y = top + 26;
    for (let start = 0; start < state.men.length; start += columns) {
      let rowBottom = y;
      state.men.slice(start, start + columns).forEach((row, column) => {
        const x = PAD + column * (panelWidth + GAP);
        rowBottom = Math.max(rowBottom, this.drawPanel(
          scene,
          view,
          row.seat,
          x,
          y,
          panelWidth,
          targets.filter((move) => move.owner === row.seat)
        ));
      });
      y = rowBottom + GAP;
    }
    return y - GAP;
  }
  drawPanel(scene, view, seat, left, top, width, targets) {
    const men = view.state.men[seat]?.men ?? [];
    const finished = men.filter((man) => man.finished).length;
    const score = view.state.scores?.[String(seat)];
    const newMan = targets.find((move) => move.man === null);
    const slots = men.length + (newMan === void 0 ? 0 : 1);
    const perRow = Math.max(1, Math.floor((width - 16 + (MAN_STEP - TILE_W * MAN_SCALE)) / MAN_STEP));
    const rows = Math.max(1, Math.ceil(slots / perRow));
    const manBlock = MAN_H + 24;
    const height = 34 + (slots === 0 ? 24 : rows * manBlock);
    const name = this.context.seatName(seat);
    scene.below.push(s("rect", {
      class: `am-panel${view.state.takers[0] === seat && view.state.phase === "tiles" ? " am-to-act" : ""}`,
      x: left,
      y: top,
      width,
      height,
      rx: 10,
      "data-men-seat": seat,
      "data-finished-men": finished,
      role: "img",
      "aria-label": `${name}: ${men.length === 0 ? say("noMen") : men.map((man, index) => `${say("man", { n: index + 1 })} ${PARTS.map((part) => man[part] === null ? "·" : signed(man[part] ?? 0)).join(" ")}`).join("; ")}`
    }));
    scene.below.push(s("circle", { class: `am-seat-${seat}`, cx: left + 14, cy: top + 16, r: 6 }));
    scene.below.push(s(
      "text",
      { class: "am-name", x: left + 26, y: top + 21 },
      truncate(name, width - 150)
    ));
    scene.below.push(s(
      "text",
      {
        class: "am-small",
        x: left + width - 10,
        y: top + 21,
        "text-anchor": "end",
        ...score === void 0 ? {} : { "data-score": score }
      },
      `${say("finishedMen", { n: finished })}${score === void 0 ? "" : ` · ${say("score", { n: score })}`}`
    ));
    if (slots === 0) {
      scene.below.push(s(
        "text",
        { class: "am-small am-muted", x: left + 14, y: top + 48 },
        say("noMen")
      ));
    }
    const tileW = TILE_W * MAN_SCALE;
    const tileH = TILE_H * MAN_SCALE;
    const spotOf = (index) => ({
      x: left + 10 + index % perRow * MAN_STEP,
      y: top + 34 + Math.floor(index / perRow) * manBlock
    });
    men.forEach((man, index) => {
      const { x, y } = spotOf(index);
      scene.below.push(s("rect", {
        class: `am-man${man.finished ? " am-finished" : ""}`,
        x: x - 3,
        y: y - 3,
        width: tileW + 6,
        height: MAN_H + 22,
        rx: 6,
        "data-seat": seat,
        "data-man": index,
        "data-finished": String(man.finished),
        "data-value": man.value
      }));
      PARTS.forEach((part, p) => {
        const value = man[part];
        const spot = { x, y: y + p * (tileH + 3), scale: MAN_SCALE };
        if (value === null) {
          scene.below.push(s("rect", {
            class: "am-slot",
            x: spot.x,
            y: spot.y,
            width: tileW,
            height: tileH,
            rx: 4
          }));
        } else {
          scene.pieces.push(this.tile(
            part,
            value,
            `man:${seat}:${index}`,
            spot,
            { where: "man", seat, man: index },
            this.marks.has(`man:${seat}:${index}:${part}`)
          ));
        }
      });
      scene.below.push(s("text", {
        class: `am-man-value${man.finished ? " am-strong" : ""}`,
        x: x + tileW / 2,
        y: y + MAN_H + 14,
        "text-anchor": "middle"
      }, signed(man.value)));
      const move = targets.find((m) => m.man === index);
      if (move !== void 0) this.placeAction(scene, move, {
        x: x - 3,
        y: y - 3,
        w: tileW + 6,
        h: MAN_H + 22
      });
    });
    if (newMan !== void 0) {
      const { x, y } = spotOf(men.length);
      scene.below.push(
        s("rect", {
          class: "am-ghost",
          x: x - 3,
          y: y - 3,
          width: tileW + 6,
          height: MAN_H + 22,
          rx: 6
        }),
        s("text", {
          class: "am-ghost-text",
          x: x + tileW / 2,
          y: y + MAN_H / 2 + 8,
          "text-anchor": "middle"
        }, "+")
      );
      this.placeAction(scene, newMan, { x: x - 3, y: y - 3, w: tileW + 6, h: MAN_H + 22 });
    }
    return top + height;
  }
  placeAction(scene, move, box) {
    const tile = tileName(move.part, this.view?.state.piles[move.part].top ?? 0);
    const owner = this.context.seatName(move.owner);
    const label = move.man === null ? say("placeNew", { tile, owner }) : say("placeOn", { tile, owner, n: move.man + 1 });
    const target = this.action(
      scene,
      box,
      label,
      `place:${move.owner}:${move.man ?? "new"}`,
      "place_tile",
      () => this.context.play(move),
      "am-target"
    );
    scene.firstTarget ??= target;
  }
};
var ui = {
  game: "amazones",
  mount(host, context) {
    return new AmazonesBoard(host, context);
  },
  describe,
  breakdown
};

// web/src/games/petits_chevaux_geometry.ts
var GRID = 15;
var TRACK_SQUARES = 56;
var ARM_SQUARES = 14;
var FOOT = 55;
var STABLE = -1;
var ARM_COLOURS = ["jaune", "bleu", "rouge", "vert"];
var centre = (col, row) => ({ x: col + 0.5, y: row + 0.5 });
function turn(point, quarters) {
  let { x, y } = point;
  for (let i = 0; i < (quarters % 4 + 4) % 4; i++) [x, y] = [GRID - y, x];
  return { x, y };
}
var ARM_TRACK = [
  centre(7, 0),
  centre(8, 0),
  ...[1, 2, 3, 4, 5].map((row) => centre(8, row)),
  centre(8, 6),
  ...[9, 10, 11, 12, 13].map((col) => centre(col, 6)),
  centre(14, 6)
];
function squarePoint(square, rotation) {
  const arm = Math.floor(square / ARM_SQUARES);
  const offset = square % ARM_SQUARES;
  return turn(ARM_TRACK[offset] ?? centre(7, 0), arm + rotation);
}
function stepPoint(arm, step, rotation) {
  return turn(centre(7, step), arm + rotation);
}
function homePoint(arm, horse, horses, extraStep, rotation) {
  if (horses === 1) return turn({ x: 7.5, y: extraStep ? 7.2 : 6.6 }, arm + rotation);
  const top = extraStep ? 7.12 : 6.3;
  return turn(
    { x: 7.5 + (horse % 2 - 0.5) * 0.4, y: top + Math.floor(horse / 2) * 0.38 },
    arm + rotation
  );
}
function homeScale(horses, extraStep) {
  return horses === 1 && !extraStep ? 0.85 : 0.5;
}
function stableCorner(arm, rotation) {
  const a = turn({ x: 9, y: 0 }, arm + rotation);
  const b = turn({ x: 15, y: 6 }, arm + rotation);
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y) };
}
function stablePoint(arm, horse, horses, rotation) {
  const corner = stableCorner(arm, rotation);
  return { x: corner.x + 3 + (horse - (horses - 1) / 2) * 1.25, y: corner.y + 4.55 };
}
function diePoint(arm, rotation) {
  const corner = stableCorner(arm, rotation);
  return { x: corner.x + 3, y: corner.y + 2.65 };
}
function squareOf(arm, progress) {
  if (progress < 0 || progress > FOOT) return null;
  return (ARM_SQUARES * arm + 1 + progress) % TRACK_SQUARES;
}
function landing(own, progress, roll, home) {
  if (progress === STABLE) return roll === 6 && !own.includes(0) ? 0 : null;
  if (progress < FOOT) {
    let target2 = progress + roll;
    if (target2 > FOOT) target2 = 2 * FOOT - target2;
    while (own.includes(target2) && target2 !== progress) target2 -= 1;
    return target2 === progress ? null : target2;
  }
  if (progress >= home) return null;
  const step = progress - FOOT;
  if (roll !== Math.min(step + 1, 6)) return null;
  const target = progress + 1;
  return target === home || !own.includes(target) ? target : null;
}
function pips(value) {
  const c = 0;
  const n = -0.5;
  const f = 0.5;
  const faces = {
    1: [[c, c]],
    2: [[n, n], [f, f]],
    3: [[n, n], [c, c], [f, f]],
    4: [[n, n], [f, n], [n, f], [f, f]],
    5: [[n, n], [f, n], [c, c], [n, f], [f, f]],
    6: [[n, n], [f, n], [n, c], [f, c], [n, f], [f, f]]
  };
  return (faces[value] ?? []).map(([x, y]) => ({ x, y }));
}

// web/src/games/petits_chevaux_text.ts
var t2 = localize({
  board: "Petits Chevaux board",
  jaune: "yellow",
  bleu: "blue",
  rouge: "red",
  vert: "green",
  roll: "Roll the die",
  rollAgain: "Roll the die again (you rolled a 6)",
  die: "Die: {value}",
  dieBlank: "Die, to be rolled",
  lastRoll: "{name} rolled {value}",
  stable: "{name}'s stable ({colour})",
  horse: "{colour} horse {n}",
  inStable: "{colour} horse {n}, in the stable",
  onSquare: "{colour} horse {n}, on the track",
  onStep: "{colour} horse {n}, on step {step} of its staircase",
  atHome: "{colour} horse {n}, home in the centre",
  leave: "Horse {n}: out of the stable onto the start square",
  forward: "Horse {n}: {d} square{s} forward",
  backward: "Horse {n}: to the foot and back, {d} square{s} behind",
  toFoot: "Horse {n}: to the foot of the staircase",
  climb: "Horse {n}: climb to step {step}",
  reachHome: "Horse {n}: into the centre",
  capturing: "{move}, sending {name}'s horse {n} back to its stable",
  startRoll: "{name} rolls {value} to decide who starts",
  startPlayer: "{name} plays first",
  rolled: "{name} rolls {value}",
  forfeited: "{name} rolled one 6 too many: the turn passes",
  passed: "{name} cannot move",
  leaves: "{name} brings horse {n} out of the stable",
  advances: "{name} moves horse {n} forward {d} square{s}",
  bounces: "{name} moves horse {n} back {d} square{s} (past the foot)",
  reachesFoot: "{name} brings horse {n} to the foot of the staircase",
  climbs: "{name} climbs horse {n} to step {step}",
  climbsHome: "{name} climbs horse {n} into the centre",
  captured: "{by} sends {name}'s horse {n} back to the stable",
  home: "{name}'s horse {n} reaches the centre",
  won: "{name} wins the race",
  winner: "Winner"
}, {
  board: "Plateau des Petits Chevaux",
  jaune: "jaune",
  bleu: "bleu",
  rouge: "rouge",
  vert: "vert",
  roll: "Lancer le dé",
  rollAgain: "Relancer le dé (vous avez fait 6)",
  die: "Dé : {value}",
  dieBlank: "Dé, à lancer",
  lastRoll: "{name} a fait {value}",
  stable: "Écurie de {name} ({colour})",
  horse: "cheval {colour} {n}",
  inStable: "cheval {colour} {n}, à l'écurie",
  onSquare: "cheval {colour} {n}, sur la piste",
  onStep: "cheval {colour} {n}, sur la marche {step} de son escalier",
  atHome: "cheval {colour} {n}, arrivé au centre",
  leave: "Cheval {n} : sortir de l'écurie sur la case de départ",
  forward: "Cheval {n} : avancer de {d} case{s}",
  backward: "Cheval {n} : jusqu'au pied puis reculer, {d} case{s} en arrière",
  toFoot: "Cheval {n} : au pied de l'escalier",
  climb: "Cheval {n} : monter à la marche {step}",
  reachHome: "Cheval {n} : entrer au centre",
  capturing: "{move}, en renvoyant à l'écurie le cheval {n} de {name}",
  startRoll: "{name} fait {value} pour savoir qui commence",
  startPlayer: "{name} joue en premier",
  rolled: "{name} fait {value}",
  forfeited: "{name} a fait un 6 de trop : son tour passe",
  passed: "{name} ne peut pas jouer",
  leaves: "{name} sort le cheval {n} de l'écurie",
  advances: "{name} avance le cheval {n} de {d} case{s}",
  bounces: "{name} recule le cheval {n} de {d} case{s} (au-delà du pied)",
  reachesFoot: "{name} amène le cheval {n} au pied de son escalier",
  climbs: "{name} monte le cheval {n} à la marche {step}",
  climbsHome: "{name} fait entrer le cheval {n} au centre",
  captured: "{by} renvoie à l'écurie le cheval {n} de {name}",
  home: "Le cheval {n} de {name} arrive au centre",
  won: "{name} gagne la course",
  winner: "Vainqueur"
});
function colourName2(colour) {
  return t2(colour);
}
function count(d) {
  return { d, s: d === 1 ? "" : "s" };
}
function describe2(event, context) {
  switch (event.type) {
    case "start_roll":
      return t2("startRoll", { name: context.seatName(event.seat), value: event.value });
    case "start_player":
      return t2("startPlayer", { name: context.seatName(event.seat) });
    case "rolled":
      return t2("rolled", { name: context.seatName(event.seat), value: event.value });
    case "turn_forfeited":
      return t2("forfeited", { name: context.seatName(event.seat) });
    case "passed":
      return t2("passed", { name: context.seatName(event.seat) });
    case "horse_moved": {
      const who = { name: context.seatName(event.seat), n: event.horse + 1 };
      if (event.from < 0) return t2("leaves", who);
      if (event.to > FOOT) {
        return event.to - FOOT > 6 ? t2("climbsHome", who) : t2("climbs", { ...who, step: event.to - FOOT });
      }
      if (event.to === FOOT) return t2("reachesFoot", who);
      return event.to > event.from ? t2("advances", { ...who, ...count(event.to - event.from) }) : t2("bounces", { ...who, ...count(event.from - event.to) });
    }
    case "captured":
      return t2("captured", {
        by: context.seatName(event.by),
        name: context.seatName(event.seat),
        n: event.horse + 1
      });
    case "horse_home":
      return t2("home", { name: context.seatName(event.seat), n: event.horse + 1 });
    case "match_won":
      return t2("won", { name: context.seatName(event.seat) });
    default:
      return void 0;
  }
}

// web/src/games/petits_chevaux.ts
var CELL = 40;
var HORSE_PATH = "M-6 10C-6 5-4.5 2-2.5 0L-8.5 1.5C-10.5 1.5-11 -1-10 -2.5L-3.5 -7.5C-1.5 -9.5 1 -10.5 2.5 -10.5L3.5 -13L5.5 -10C8.5 -8 10 -3 9 2.5L9 10Z";
var px = (cells) => Math.round(cells * CELL * 100) / 100;
function points(list) {
  return list.map((p) => `${px(p.x)},${px(p.y)}`).join(" ");
}
var PetitsChevauxBoard = class {
  constructor(host, context) {
    this.context = context;
    this.svg.append(this.backdrop, this.under, this.piecesLayer, this.over, this.controls);
    host.replaceChildren(this.svg);
  }
  context;
  svg = s("svg", {
    viewBox: `0 0 ${GRID * CELL} ${GRID * CELL}`,
    class: "pc-board",
    role: "group",
    "data-testid": "pc-board"
  });
  backdrop = s("g", { "aria-hidden": "true" });
  under = s("g", { "aria-hidden": "true" });
  piecesLayer = s("g", { class: "pc-pieces" });
  over = s("g", { "aria-hidden": "true", class: "pc-over" });
  controls = s("g", { class: "pc-controls" });
  pieces = /* @__PURE__ */ new Map();
  backdropKey = "";
  lastRoll;
  moved;
  captured = [];
  update(view, recent, interactive) {
    this.remember(recent);
    const state = view.state;
    const viewerArm = state.players[view.viewer ?? 0]?.arm ?? 0;
    const rotation = (2 - viewerArm + 4) % 4;
    this.svg.setAttribute("aria-label", t2("board"));
    for (const [name, value] of Object.entries({
      version: view.version,
      phase: state.phase,
      turn: state.turn,
      roll: state.roll ?? "",
      rotation
    })) {
      this.svg.setAttribute(`data-${name}`, String(value));
    }
    this.drawBackdrop(view, rotation);
    this.drawPieces(view, rotation);
    this.drawMarks(view, rotation);
    this.drawControls(view, rotation, interactive);
  }
  /** Keeps what the latest events touched: the last roll, the horse moved and its captures. */
  remember(recent) {
    if (this.lastRoll !== void 0) this.lastRoll.fresh = false;
    for (const event of recent) {
      if (event.type === "rolled") {
        this.lastRoll = { seat: event.seat, value: event.value, fresh: true };
      } else if (event.type === "horse_moved") {
        this.moved = event;
        this.captured = [];
      } else if (event.type === "captured") {
        this.captured.push(event);
      }
    }
  }
  where(player, horse, home, rotation) {
    return this.progressPoint(player, horse.horse, horse.progress, home, rotation);
  }
  progressPoint(player, horse, progress, home, rotation) {
    if (progress < 0) return stablePoint(player.arm, horse, player.horses.length, rotation);
    if (progress >= home) {
      return homePoint(player.arm, horse, player.horses.length, home > 61, rotation);
    }
    if (progress > FOOT) return stepPoint(player.arm, progress - FOOT, rotation);
    return squarePoint(squareOf(player.arm, progress) ?? 0, rotation);
  }
  // --- the board itself: drawn again only when its seats, turn or staircase change ----------
  drawBackdrop(view, rotation) {
    const state = view.state;
    const extraStep = state.home_progress > 61;
    const owners = new Map(state.players.map((player) => [player.arm, player]));
    const key = JSON.stringify([
      rotation,
      extraStep,
      lang(),
      state.players.map((p) => [p.arm, this.context.seatName(p.seat), p.horses.length])
    ]);
    if (key === this.backdropKey) return;
    this.backdropKey = key;
    const parts = [s("rect", {
      class: "pc-ground",
      x: 2,
      y: 2,
      width: GRID * CELL - 4,
      height: GRID * CELL - 4,
      rx: 18
    })];
    for (let arm = 0; arm < 4; arm++) {
      const colour = ARM_COLOURS[arm] ?? "jaune";
      const owner = owners.get(arm);
      const corner = stableCorner(arm, rotation);
      const stable = s(
        "g",
        { class: `pc-${colour}${owner === void 0 ? " pc-unused" : ""}` },
        s("rect", {
          class: "pc-stable",
          x: px(corner.x + 0.3),
          y: px(corner.y + 0.3),
          width: px(5.4),
          height: px(5.4),
          rx: 16
        })
      );
      if (owner !== void 0) {
        stable.append(s("text", {
          class: "pc-name",
          x: px(corner.x + 3),
          y: px(corner.y + 1.15),
          "text-anchor": "middle"
        }, this.context.seatName(owner.seat)));
        for (const horse of owner.horses) {
          const slot = stablePoint(arm, horse.horse, owner.horses.length, rotation);
          stable.append(s("circle", {
            class: "pc-stall",
            cx: px(slot.x),
            cy: px(slot.y),
            r: 15
          }));
        }
      }
      parts.push(stable);
      const steps = extraStep ? 6 : 5;
      for (let step = 1; step <= steps; step++) {
        const at = stepPoint(arm, step, rotation);
        parts.push(s(
          "g",
          { class: `pc-${colour}` },
          this.cell(at, "pc-step"),
          s("text", {
            class: "pc-step-number",
            x: px(at.x),
            y: px(at.y) + 5,
            "text-anchor": "middle"
          }, String(step))
        ));
      }
      const wedge = extraStep ? [{ x: 7, y: 7 }, { x: 8, y: 7 }, { x: 7.5, y: 7.5 }] : [{ x: 7, y: 6 }, { x: 8, y: 6 }, { x: 8, y: 7 }, { x: 7.5, y: 7.5 }, { x: 7, y: 7 }];
      parts.push(s("polygon", {
        class: `pc-wedge pc-${colour}`,
        points: points(wedge.map((p) => turn(p, arm + rotation)))
      }));
    }
    const startOf = new Map(state.players.map((player) => [player.start_square, player]));
    const footOf = new Map(state.players.map((player) => [player.foot_square, player]));
    for (let square = 0; square < TRACK_SQUARES; square++) {
      const armColour = ARM_COLOURS[Math.floor(square / 14)] ?? "jaune";
      const start = startOf.get(square);
      const foot = footOf.get(square);
      const at = squarePoint(square, rotation);
      const kind = start !== void 0 ? `pc-start pc-${start.colour}` : foot !== void 0 ? `pc-foot pc-${foot.colour}` : square % 14 === 1 ? `pc-start pc-unused pc-${armColour}` : square % 14 === 0 ? `pc-foot pc-unused pc-${armColour}` : "";
      const cell = this.cell(at, `pc-square ${kind}`);
      cell.setAttribute("data-square", String(square));
      if (start !== void 0) cell.setAttribute("data-start-of", String(start.seat));
      if (foot !== void 0) cell.setAttribute("data-foot-of", String(foot.seat));
      parts.push(cell);
      if (kind.startsWith("pc-start")) {
        parts.push(s("circle", {
          class: "pc-start-mark",
          cx: px(at.x),
          cy: px(at.y),
          r: px(0.16)
        }));
      }
    }
    parts.push(s("circle", { class: "pc-centre", cx: px(7.5), cy: px(7.5), r: px(0.2) }));
    this.backdrop.replaceChildren(...parts);
  }
  cell(at, className) {
    return s("rect", {
      class: className,
      x: px(at.x - 0.46),
      y: px(at.y - 0.46),
      width: px(0.92),
      height: px(0.92),
      rx: 6
    });
  }
  // --- the horses: one element each, moved in place so that it glides --------------------
  drawPieces(view, rotation) {
    const home = view.state.home_progress;
    const seen = /* @__PURE__ */ new Set();
    for (const player of view.state.players) {
      for (const horse of player.horses) {
        const key = `${player.seat}:${horse.horse}`;
        seen.add(key);
        const piece = this.pieces.get(key) ?? this.newPiece(player, horse, key);
        const at = this.where(player, horse, home, rotation);
        const scale = horse.zone === "home" ? homeScale(player.horses.length, home > 61) : 1;
        piece.setAttribute("transform", `translate(${px(at.x)} ${px(at.y)}) scale(${scale})`);
        piece.setAttribute("data-zone", horse.zone);
        piece.setAttribute("data-progress", String(horse.progress));
        piece.setAttribute("data-square", horse.square === null ? "" : String(horse.square));
        piece.setAttribute("data-step", horse.step === null ? "" : String(horse.step));
        piece.setAttribute("aria-label", this.horseLabel(player, horse));
        const movedNow = this.moved?.seat === player.seat && this.moved.horse === horse.horse;
        piece.classList.toggle("pc-recent", movedNow);
        piece.classList.toggle("pc-taken", this.captured.some((c) => c.seat === player.seat && c.horse === horse.horse));
        piece.classList.toggle("pc-winner", view.state.winner === player.seat);
      }
    }
    for (const [key, piece] of this.pieces) {
      if (!seen.has(key)) {
        piece.remove();
        this.pieces.delete(key);
      }
    }
  }
  newPiece(player, horse, key) {
    const piece = s(
      "g",
      {
        class: `piece pc-horse pc-${player.colour}`,
        role: "img",
        "data-seat": player.seat,
        "data-horse": horse.horse,
        "data-colour": player.colour
      },
      s("circle", { class: "pc-body", r: 16 }),
      s("path", { class: "pc-head", d: HORSE_PATH }),
      s("circle", { class: "pc-badge", cx: 11, cy: -11, r: 7 }),
      s(
        "text",
        { class: "pc-badge-number", x: 11, y: -7.6, "text-anchor": "middle" },
        String(horse.horse + 1)
      )
    );
    this.pieces.set(key, piece);
    this.piecesLayer.append(piece);
    return piece;
  }
  horseLabel(player, horse) {
    const who = { colour: colourName2(player.colour), n: horse.horse + 1 };
    switch (horse.zone) {
      case "stable":
        return t2("inStable", who);
      case "track":
        return t2("onSquare", who);
      case "staircase":
        return t2("onStep", { ...who, step: horse.step ?? 0 });
      case "home":
        return t2("atHome", who);
    }
  }
  // --- what just happened, and where each movable horse would land ------------------------
  drawMarks(view, rotation) {
    const state = view.state;
    const home = state.home_progress;
    const under = [];
    const turnPlayer = state.players[state.turn];
    if (turnPlayer !== void 0 && view.status === "active") {
      const corner = stableCorner(turnPlayer.arm, rotation);
      under.push(s("rect", {
        class: `pc-to-act pc-${turnPlayer.colour}`,
        x: px(corner.x + 0.18),
        y: px(corner.y + 0.18),
        width: px(5.64),
        height: px(5.64),
        rx: 20
      }));
    }
    const winner = state.winner === null ? void 0 : state.players[state.winner];
    if (winner !== void 0) {
      const corner = stableCorner(winner.arm, rotation);
      under.push(
        s("rect", {
          class: `pc-won pc-${winner.colour}`,
          x: px(corner.x + 0.18),
          y: px(corner.y + 0.18),
          width: px(5.64),
          height: px(5.64),
          rx: 20
        }),
        s("text", {
          class: "pc-won-label",
          x: px(corner.x + 3),
          y: px(corner.y + 1.75),
          "text-anchor": "middle",
          "data-winner": winner.seat
        }, `★ ${t2("winner")} ★`)
      );
    }
    const moved = this.moved;
    const mover = moved === void 0 ? void 0 : state.players[moved.seat];
    if (moved !== void 0 && mover !== void 0) {
      const from = this.progressPoint(mover, moved.horse, moved.from, home, rotation);
      under.push(s("circle", {
        class: `pc-trail pc-${mover.colour}`,
        cx: px(from.x),
        cy: px(from.y),
        r: px(0.36),
        "data-trail": `${moved.seat}:${moved.horse}`
      }));
    }
    this.under.replaceChildren(...under);
    this.over.replaceChildren(...this.ghosts(view, rotation));
  }
  ghosts(view, rotation) {
    const state = view.state;
    const mine = view.viewer === null ? void 0 : state.players[view.viewer];
    if (mine === void 0 || state.roll === null) return [];
    const own = mine.horses.map((horse) => horse.progress);
    const ghosts = [];
    const targets = /* @__PURE__ */ new Map();
    for (const move of view.legal_moves) {
      const horse = move.type === "move_horse" ? mine.horses[move.horse] : void 0;
      const target = horse === void 0 ? null : landing(own, horse.progress, state.roll, state.home_progress);
      if (target !== null) targets.set(target, (targets.get(target) ?? 0) + 1);
    }
    for (const move of view.legal_moves) {
      if (move.type !== "move_horse") continue;
      const horse = mine.horses[move.horse];
      const target = horse === void 0 ? null : landing(own, horse.progress, state.roll, state.home_progress);
      if (horse === void 0 || target === null) continue;
      const from = this.where(mine, horse, state.home_progress, rotation);
      const to = this.progressPoint(mine, horse.horse, target, state.home_progress, rotation);
      const victim = this.victimAt(view, mine, target);
      ghosts.push(s(
        "g",
        {
          class: `pc-ghost pc-${mine.colour}${victim ? " pc-threat" : ""}`,
          "data-ghost": move.horse,
          "data-target": target
        },
        s("line", {
          class: "pc-ghost-path",
          x1: px(from.x),
          y1: px(from.y),
          x2: px(to.x),
          y2: px(to.y)
        }),
        s("circle", { class: "pc-ghost-ring", cx: px(to.x), cy: px(to.y), r: px(0.38) }),
        // Horses leaving the stable share one destination: no number then.
        targets.get(target) === 1 && s("text", {
          class: "pc-ghost-number",
          x: px(to.x),
          y: px(to.y) + 5,
          "text-anchor": "middle"
        }, String(move.horse + 1))
      ));
    }
    return ghosts;
  }
  /** The opponent's horse on the square a horse of `mover` would reach at `progress`. */
  victimAt(view, mover, progress) {
    const square = squareOf(mover.arm, progress);
    if (square === null) return void 0;
    for (const player of view.state.players) {
      if (player.seat === mover.seat) continue;
      const horse = player.horses.find((h2) => h2.zone === "track" && h2.square === square);
      if (horse !== void 0) return { player, horse };
    }
    return void 0;
  }
  // --- the die and the actions --------------------------------------------------------------
  drawControls(view, rotation, interactive) {
    const state = view.state;
    const controls = [];
    const turnPlayer = state.players[state.turn];
    const last = this.lastRoll;
    if (last !== void 0 && last.seat !== state.turn) {
      const roller = state.players[last.seat];
      if (roller !== void 0) {
        const die = this.die(
          diePoint(roller.arm, rotation),
          0.95,
          last.value,
          "last",
          last.seat
        );
        die.classList.toggle("pc-fresh", last.fresh);
        die.setAttribute(
          "aria-label",
          t2("lastRoll", { name: this.context.seatName(last.seat), value: last.value })
        );
        controls.push(die);
      }
    }
    if (turnPlayer !== void 0) {
      const value = state.roll ?? (last?.seat === state.turn ? last.value : null);
      const die = this.die(
        diePoint(turnPlayer.arm, rotation),
        1.5,
        value,
        "current",
        state.turn
      );
      die.classList.toggle("pc-fresh", state.roll !== null && last?.fresh === true);
      die.classList.toggle("pc-spent", state.roll === null);
      const roll = interactive ? view.legal_moves.find((move) => move.type === "roll") : void 0;
      if (roll !== void 0) {
        actionable(die, t2(value === null ? "roll" : "rollAgain"), () => this.context.play(roll));
        die.classList.add("pc-to-roll");
        die.setAttribute("data-move", JSON.stringify(roll));
      } else {
        die.setAttribute("aria-label", value === null ? t2("dieBlank") : t2("die", { value }));
      }
      controls.push(die);
    }
    if (interactive) controls.push(...this.horseActions(view, rotation));
    this.controls.replaceChildren(...controls);
  }
  die(at, size, value, role, seat) {
    const half = px(size / 2);
    const die = s(
      "g",
      {
        class: "pc-die",
        transform: `translate(${px(at.x)} ${px(at.y)})`,
        "data-die": role,
        "data-seat": seat,
        "data-value": value ?? "",
        role: "img"
      },
      s("rect", {
        class: "pc-die-face",
        x: -half,
        y: -half,
        width: 2 * half,
        height: 2 * half,
        rx: half / 4
      })
    );
    if (value === null) {
      die.append(s(
        "text",
        { class: "pc-die-blank", y: half * 0.32, "text-anchor": "middle" },
        "?"
      ));
    }
    for (const pip of pips(value ?? 0)) {
      die.append(s("circle", {
        class: "pc-pip",
        cx: pip.x * half * 1.05,
        cy: pip.y * half * 1.05,
        r: half * 0.17
      }));
    }
    return die;
  }
  horseActions(view, rotation) {
    const state = view.state;
    const mine = view.viewer === null ? void 0 : state.players[view.viewer];
    if (mine === void 0 || state.roll === null) return [];
    const own = mine.horses.map((horse) => horse.progress);
    const actions = [];
    for (const move of view.legal_moves) {
      if (move.type !== "move_horse") continue;
      const horse = mine.horses[move.horse];
      if (horse === void 0) continue;
      const at = this.where(mine, horse, state.home_progress, rotation);
      const target = landing(own, horse.progress, state.roll, state.home_progress);
      const hit = s("circle", {
        class: `pc-hit pc-${mine.colour}`,
        cx: px(at.x),
        cy: px(at.y),
        r: px(horse.zone === "home" ? 0.3 : 0.62),
        "data-move": JSON.stringify(move),
        "data-horse": move.horse,
        "data-seat": mine.seat
      });
      actionable(hit, this.moveLabel(view, mine, horse, target), () => this.context.play(move));
      const ghost = this.over.querySelector(`[data-ghost="${move.horse}"]`);
      const show = (on) => () => ghost?.classList.toggle("pc-ghost-active", on);
      hit.addEventListener("mouseenter", show(true));
      hit.addEventListener("mouseleave", show(false));
      hit.addEventListener("focus", show(true));
      hit.addEventListener("blur", show(false));
      actions.push(hit);
    }
    return actions;
  }
  moveLabel(view, mine, horse, target) {
    const n = horse.horse + 1;
    if (target === null) return t2("horse", { colour: colourName2(mine.colour), n });
    const from = horse.progress;
    let label;
    if (from < 0) label = t2("leave", { n });
    else if (target >= view.state.home_progress) label = t2("reachHome", { n });
    else if (target > FOOT) label = t2("climb", { n, step: target - FOOT });
    else if (target === FOOT) label = t2("toFoot", { n });
    else if (target > from) label = t2("forward", { n, ...count(target - from) });
    else label = t2("backward", { n, ...count(from - target) });
    const victim = this.victimAt(view, mine, target);
    return victim === void 0 ? label : t2("capturing", {
      move: label,
      name: this.context.seatName(victim.player.seat),
      n: victim.horse.horse + 1
    });
  }
};
var ui2 = {
  game: "petits-chevaux",
  mount: (host, context) => new PetitsChevauxBoard(host, context),
  describe: describe2,
  breakdown: () => void 0
  // a race: no round is scored
};

// web/src/games/poney_mon_amour_cards.ts
var CARD_WIDTH = 60;
var CARD_HEIGHT = 84;
var SUITES = ["etoile", "spirale", "fleur", "note", "neutre_a", "neutre_b"];
var STEPS = ["Licol", "Poney", "Pansage", "Filet", "Tapis", "Selle"];
var PROBLEMS = [
  "Boue",
  "Caillou dans le sabot",
  "Fer perdu",
  "Mouches",
  "Crinière emmêlée",
  "Poney boudeur"
];
var SOLUTIONS = [
  "Brosse",
  "Cure-pied",
  "Maréchal-ferrant",
  "Chasse-mouches",
  "Peigne",
  "Carotte"
];
var SUITE_NAMES = {
  etoile: "Étoile",
  spirale: "Spirale",
  fleur: "Fleur",
  note: "Note",
  neutre_a: "Neutre",
  neutre_b: "Neutre"
};
var SUITE_INK = {
  etoile: "#c98a00",
  spirale: "#7b3fa0",
  fleur: "#d13d78",
  note: "#1f6fc1",
  neutre_a: "#7c7468",
  neutre_b: "#5f7268"
};
var text = localize({
  problem: "Problem {n}",
  solution: "Solution {n}",
  step: "{name} ({n}, {suite})",
  back: "A face-down card"
}, {
  problem: "Problème {n}",
  solution: "Solution {n}",
  step: "{name} ({n}, {suite})",
  back: "Une carte face cachée"
});
function isSuite(value) {
  return SUITES.some((suite) => suite === value);
}
function cardInfo(card) {
  const [head, middle, last] = card.split("-");
  if (head === "step" && isSuite(middle)) {
    const number = Number(last);
    return { kind: "step", suite: middle, number, name: STEPS[number - 1] ?? card };
  }
  if (head === "problem" || head === "solution") {
    const number = Number(middle);
    const names = head === "problem" ? PROBLEMS : SOLUTIONS;
    return { kind: head, suite: null, number, name: names[number - 1] ?? card };
  }
  return card === "amour" ? { kind: "amour", suite: null, number: null, name: "Amour" } : { kind: "colere", suite: null, number: null, name: "Grosse Colère" };
}
function cardLabel(card) {
  const info = cardInfo(card);
  if (info.kind === "step" && info.suite !== null) {
    return text("step", { name: info.name, n: info.number ?? "", suite: SUITE_NAMES[info.suite] });
  }
  if (info.kind === "problem" || info.kind === "solution") {
    return `${info.name} (${text(info.kind, { n: info.number ?? "" })})`;
  }
  return info.name;
}
function star(x, y, r, fill2) {
  const points2 = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + i * Math.PI / 5;
    points2.push(`${(x + radius * Math.cos(angle)).toFixed(2)},${(y + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return s("polygon", { points: points2.join(" "), fill: fill2 });
}
function spiral(x, y, r, ink) {
  const points2 = [];
  for (let i = 0; i <= 60; i += 1) {
    const angle = i / 60 * Math.PI * 5;
    const radius = r * i / 60;
    points2.push(`${(x + radius * Math.cos(angle)).toFixed(2)},${(y + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return s("polyline", {
    points: points2.join(" "),
    fill: "none",
    stroke: ink,
    "stroke-width": Math.max(1.5, r / 5),
    "stroke-linecap": "round"
  });
}
function flower(x, y, r, ink) {
  const group = s("g");
  for (let i = 0; i < 5; i += 1) {
    const angle = -Math.PI / 2 + i * 2 * Math.PI / 5;
    group.append(s("circle", {
      cx: (x + r * 0.55 * Math.cos(angle)).toFixed(2),
      cy: (y + r * 0.55 * Math.sin(angle)).toFixed(2),
      r: (r * 0.42).toFixed(2),
      fill: ink
    }));
  }
  group.append(s("circle", { cx: x, cy: y, r: (r * 0.3).toFixed(2), fill: "#fff3c4" }));
  return group;
}
function note(x, y, r, ink) {
  return s(
    "g",
    {},
    s("ellipse", {
      cx: x - r * 0.3,
      cy: y + r * 0.6,
      rx: r * 0.42,
      ry: r * 0.32,
      fill: ink,
      transform: `rotate(-20 ${x - r * 0.3} ${y + r * 0.6})`
    }),
    s("path", {
      d: `M${x + r * 0.08} ${y + r * 0.6} V${y - r} q${r * 0.5} ${r * 0.25} ${r * 0.75} ${r * 0.9}`,
      fill: "none",
      stroke: ink,
      "stroke-width": Math.max(1.5, r / 6),
      "stroke-linecap": "round"
    })
  );
}
function heart(x, y, r, fill2) {
  return s("path", { fill: fill2, d: `M${x} ${y + r * 0.9} C${x - r * 1.4} ${y - r * 0.1} ${x - r * 0.7} ${y - r * 1.1} ${x} ${y - r * 0.35} C${x + r * 0.7} ${y - r * 1.1} ${x + r * 1.4} ${y - r * 0.1} ${x} ${y + r * 0.9}Z` });
}
function bolt(x, y, r, fill2) {
  const d = [[0.25, -1], [-0.45, 0.1], [0, 0.1], [-0.25, 1], [0.5, -0.2], [0.05, -0.2]].map(([dx = 0, dy = 0], i) => `${i === 0 ? "M" : "L"}${(x + dx * r).toFixed(2)} ${(y + dy * r).toFixed(2)}`).join(" ");
  return s("path", { d: `${d}Z`, fill: fill2 });
}
function warning(x, y, r) {
  return s(
    "g",
    {},
    s("path", {
      d: `M${x} ${y - r} L${x + r} ${y + r * 0.8} H${x - r}Z`,
      fill: "#fff",
      "stroke-linejoin": "round"
    }),
    s("text", {
      x,
      y: y + r * 0.62,
      "text-anchor": "middle",
      "font-size": r * 1.2,
      "font-weight": 700,
      fill: "#b3261e"
    }, "!")
  );
}
function cross(x, y, r) {
  const arm = r * 0.32;
  return s("path", { fill: "#fff", d: `M${x - arm} ${y - r} H${x + arm} V${y - arm} H${x + r} V${y + arm} H${x + arm} V${y + r} H${x - arm} V${y + arm} H${x - r} V${y - arm} H${x - arm}Z` });
}
function suiteSymbol(suite, x, y, r) {
  const ink = SUITE_INK[suite];
  switch (suite) {
    case "etoile":
      return star(x, y, r, ink);
    case "spirale":
      return spiral(x, y, r, ink);
    case "fleur":
      return flower(x, y, r, ink);
    case "note":
      return note(x, y, r, ink);
    case "neutre_a":
      return s("circle", {
        cx: x,
        cy: y,
        r: r * 0.7,
        fill: "none",
        stroke: ink,
        "stroke-width": r / 3.5
      });
    case "neutre_b":
      return s("rect", {
        x: x - r * 0.6,
        y: y - r * 0.6,
        width: r * 1.2,
        height: r * 1.2,
        fill: ink,
        transform: `rotate(45 ${x} ${y})`
      });
  }
}
function lines(name) {
  if (name.length <= 11) return [name];
  const words = name.replace(/-/g, "- ").split(" ").filter((word) => word !== "");
  let best = [name];
  let bestWidth = Infinity;
  for (let cut = 1; cut < words.length; cut += 1) {
    const first = words.slice(0, cut).join(" ").replace(/- /g, "-");
    const second = words.slice(cut).join(" ").replace(/- /g, "-");
    const width = Math.max(first.length, second.length);
    if (width < bestWidth) {
      best = [first, second];
      bestWidth = width;
    }
  }
  return best;
}
var FACE = {
  problem: { fill: "#c62828", ink: "#fff" },
  solution: { fill: "#2e7d32", ink: "#fff" },
  amour: { fill: "#e0457b", ink: "#fff" },
  colere: { fill: "#1d1b1a", ink: "#ffd54f" }
};
function cardFace(card) {
  const info = cardInfo(card);
  const suite = info.suite;
  const step = info.kind === "step" && suite !== null;
  const colours = info.kind === "step" ? { fill: "#fffdf7", ink: "#2a2622" } : FACE[info.kind];
  const group = s(
    "g",
    { class: `pma-face pma-${info.kind}` },
    s("rect", {
      class: "pma-card-edge",
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      rx: 6,
      fill: colours.fill,
      stroke: step ? SUITE_INK[suite] : "#00000055",
      "stroke-width": step ? 2.5 : 1
    })
  );
  if (step) {
    group.append(s("rect", {
      x: 3,
      y: 3,
      width: CARD_WIDTH - 6,
      height: 20,
      rx: 4,
      fill: SUITE_INK[suite]
    }));
  }
  if (info.number !== null) {
    group.append(s("text", {
      x: 7,
      y: 19,
      "font-size": 16,
      "font-weight": 700,
      fill: step ? "#fff" : colours.ink
    }, String(info.number)));
  }
  const symbolY = step ? 42 : 36;
  if (step) group.append(suiteSymbol(suite, CARD_WIDTH / 2, symbolY, 12));
  else if (info.kind === "problem") group.append(warning(CARD_WIDTH / 2, symbolY, 13));
  else if (info.kind === "solution") group.append(cross(CARD_WIDTH / 2, symbolY, 11));
  else if (info.kind === "amour") group.append(heart(CARD_WIDTH / 2, symbolY, 14, "#fff"));
  else group.append(bolt(CARD_WIDTH / 2, symbolY, 15, colours.ink));
  const nameLines = lines(info.name);
  nameLines.forEach((line, index) => {
    group.append(s(
      "text",
      {
        x: CARD_WIDTH / 2,
        y: 80 - (nameLines.length - 1 - index) * 9,
        "text-anchor": "middle",
        "font-size": 8,
        "font-weight": 600,
        fill: colours.ink
      },
      line
    ));
  });
  return group;
}
function cardBack() {
  return s(
    "g",
    { class: "pma-back" },
    s("rect", {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      rx: 6,
      fill: "#8a3b12",
      stroke: "#00000055"
    }),
    s("rect", {
      x: 5,
      y: 5,
      width: CARD_WIDTH - 10,
      height: CARD_HEIGHT - 10,
      rx: 4,
      fill: "none",
      stroke: "#f3d9b1",
      "stroke-width": 1.5,
      "stroke-dasharray": "3 2"
    }),
    heart(CARD_WIDTH / 2, CARD_HEIGHT / 2, 11, "#f3d9b1")
  );
}

// web/src/games/poney_mon_amour_layout.ts
var WIDE2 = {
  narrow: false,
  width: 520,
  header: 30,
  rowHeight: 98,
  gap: 8,
  slotX: 130,
  slotY: 12,
  slotStep: 55,
  suiteScale: 0.8,
  problemX: 464,
  pilesHeight: 122,
  pileScale: 1,
  pileX: [110, 230, 350],
  handHeight: 168,
  handScale: 1.45,
  handStep: 96,
  handY: 34,
  countX: 12,
  countY: 74
};
var NARROW = {
  narrow: true,
  width: 362,
  header: 28,
  rowHeight: 100,
  gap: 6,
  slotX: 8,
  slotY: 31,
  slotStep: 50,
  suiteScale: 0.76,
  problemX: 310,
  pilesHeight: 112,
  pileScale: 0.9,
  pileX: [62, 154, 246],
  handHeight: 140,
  handScale: 1.1,
  handStep: 70,
  handY: 32,
  countX: 262,
  countY: 6
};
function layoutOf(geometry, state, viewer) {
  const seats = state.suites.map((suite) => suite.seat);
  const rows = /* @__PURE__ */ new Map();
  let y = geometry.header;
  const addRow = (seat) => {
    rows.set(seat, y);
    y += geometry.rowHeight + geometry.gap;
  };
  if (viewer === null) {
    const piles2 = y;
    y += geometry.pilesHeight;
    seats.forEach(addRow);
    return { geometry, height: y, rows, piles: piles2, hand: void 0 };
  }
  for (let step = 1; step < seats.length; step += 1) addRow((viewer + step) % seats.length);
  const piles = y;
  y += geometry.pilesHeight;
  addRow(viewer);
  return { geometry, height: y + geometry.handHeight, rows, piles, hand: y };
}
function slotSpot(layout, rowTop, index) {
  const g = layout.geometry;
  return { x: g.slotX + index * g.slotStep, y: rowTop + g.slotY, scale: g.suiteScale };
}
function problemSpot(layout, rowTop) {
  const g = layout.geometry;
  return { x: g.problemX, y: rowTop + g.slotY - 2, scale: g.suiteScale, rotate: 6 };
}
function pileSpot(layout, which) {
  const g = layout.geometry;
  return { x: g.pileX[which], y: layout.piles + 8, scale: g.pileScale };
}
function handSpot(layout, index, count2, raised) {
  const g = layout.geometry;
  const width = count2 * g.handStep - (g.handStep - CARD_WIDTH * g.handScale);
  return {
    x: (g.width - width) / 2 + index * g.handStep,
    y: (layout.hand ?? 0) + g.handY - (raised ? 12 : 0),
    scale: g.handScale
  };
}
function boxOf(spot, margin = 0) {
  return {
    x: spot.x - margin,
    y: spot.y - margin,
    width: CARD_WIDTH * spot.scale + 2 * margin,
    height: CARD_HEIGHT * spot.scale + 2 * margin
  };
}
function transformOf(spot) {
  const rotate = spot.rotate === void 0 ? "" : ` rotate(${spot.rotate} ${CARD_WIDTH / 2} ${CARD_HEIGHT / 2})`;
  return `translate(${spot.x.toFixed(1)} ${spot.y.toFixed(1)}) scale(${spot.scale})${rotate}`;
}

// web/src/games/poney_mon_amour_text.ts
var say2 = localize({
  board: "Poney Mon Amour table",
  round: "Manche {round} of {rounds}",
  turns: "Turn {n}",
  scoring: "Round over: scoring…",
  finished: "Match over",
  pile: "Draw pile: {n}",
  discardPile: "Discard: {n}",
  out: "Out of play: {n}",
  emptyDiscard: "The discard pile is empty",
  yourHand: "Your hand",
  hintDraw: "Draw: click the pile or the discard",
  hintChoose: "Your turn: choose a card to play",
  hintWhere: "{card}: where to? (✕ puts it back)",
  hintWait: "Waiting for {name}…",
  points: "{n} pts",
  handCount: "{n} cards in hand",
  riderOf: "{name}, rider {colour}, {points} points, {cards} cards in hand",
  suiteOf: "Suite: {cards}",
  emptySuite: "Suite: empty",
  problemOn: "Problem: {card}",
  amours: "{n} Amour laid",
  drawPile: "Draw a card from the pile ({n} left)",
  drawDiscard: "Take {card} from the discard pile",
  choose: "Choose {card}",
  unchoose: "Cancel: put {card} back",
  build: "Lay {card} on your suite",
  replace: "Replace {old} by {card} on your suite",
  attack: "Attack {name} with {card}",
  defend: "Play {card} on {name}'s {problem}",
  discard: "Discard {card}",
  you: "you",
  // events
  ridersDrawn: "Riders: {list}",
  startPlayer: "{name} opens the first round",
  roundStarted: "Manche {round}: 5 cards each, {name} opens ({n} in the draw pile)",
  drewPile: "{name} draws from the pile",
  drewPileCard: "{name} draws {card} from the pile",
  drewDiscard: "{name} takes {card} from the discard pile",
  reshuffled: "The discard pile is shuffled into a new draw pile ({n} cards)",
  eventBuild: "{name} lays {card}",
  eventReplace: "{name} replaces {old} by {card}",
  eventAttack: "{name} attacks {target} with {card}",
  eventDefendSolved: "{name} plays {card} on {target}'s problem: solved",
  eventDefendHalf: "{name} plays {card} on {target}'s Grosse Colère: one more Amour needed",
  eventCureSolved: "{name} plays {card} on her own problem: solved",
  eventCureHalf: "{name} plays {card} on her own Grosse Colère: one more Amour needed",
  eventDiscard: "{name} discards {card}",
  passed: "{name} has no card and nothing to draw: passed",
  roundWon: "{name} lays her Selle and wins manche {round} (+5)",
  stoppedTurns: "Manche {round} ends with no winner: the turn limit is reached",
  stoppedCards: "Manche {round} ends with no winner: no cards left to play",
  roundScored: "Manche {round} scored: {list}",
  // breakdown
  rider: "Rider",
  ownCards: "Cards",
  bonus: "Bonus",
  selle: "Selle",
  roundPoints: "Pts",
  total: "Total",
  ownCardsLong: "Cards of her colour in her suite",
  bonusLong: "Her colour bonus for them",
  selleLong: "5 points for laying her Selle",
  roundPointsLong: "Her points this round",
  caption: "Manche {round}: {winner}",
  noWinner: "no Selle laid",
  winner: "{name} laid her Selle"
}, {
  board: "Table de Poney Mon Amour",
  round: "Manche {round} sur {rounds}",
  turns: "Tour {n}",
  scoring: "Manche finie : décompte…",
  finished: "Partie terminée",
  pile: "Pioche : {n}",
  discardPile: "Défausse : {n}",
  out: "Hors jeu : {n}",
  emptyDiscard: "La défausse est vide",
  yourHand: "Votre main",
  hintDraw: "Piochez : cliquez la pioche ou la défausse",
  hintChoose: "À vous : choisissez une carte à jouer",
  hintWhere: "{card} : où la jouer ? (✕ la reprend)",
  hintWait: "{name} joue…",
  points: "{n} pts",
  handCount: "{n} cartes en main",
  riderOf: "{name}, cavalière {colour}, {points} points, {cards} cartes en main",
  suiteOf: "Suite : {cards}",
  emptySuite: "Suite : vide",
  problemOn: "Problème : {card}",
  amours: "{n} Amour posé",
  drawPile: "Piocher une carte ({n} dans la pioche)",
  drawDiscard: "Prendre {card} sur la défausse",
  choose: "Choisir {card}",
  unchoose: "Annuler : reprendre {card}",
  build: "Poser {card} sur votre suite",
  replace: "Remplacer {old} par {card} sur votre suite",
  attack: "Attaquer {name} avec {card}",
  defend: "Jouer {card} sur le problème de {name} ({problem})",
  discard: "Défausser {card}",
  you: "vous",
  ridersDrawn: "Cavalières : {list}",
  startPlayer: "{name} ouvre la première manche",
  roundStarted: "Manche {round} : 5 cartes chacune, {name} commence ({n} dans la pioche)",
  drewPile: "{name} pioche",
  drewPileCard: "{name} pioche {card}",
  drewDiscard: "{name} prend {card} sur la défausse",
  reshuffled: "La défausse est mélangée en une nouvelle pioche ({n} cartes)",
  eventBuild: "{name} pose {card}",
  eventReplace: "{name} remplace {old} par {card}",
  eventAttack: "{name} attaque {target} avec {card}",
  eventDefendSolved: "{name} joue {card} sur le problème de {target} : résolu",
  eventDefendHalf: "{name} joue {card} sur la Grosse Colère de {target} : encore un Amour",
  eventCureSolved: "{name} joue {card} sur son propre problème : résolu",
  eventCureHalf: "{name} joue {card} sur sa propre Grosse Colère : encore un Amour",
  eventDiscard: "{name} défausse {card}",
  passed: "{name} n'a plus de carte ni rien à piocher : elle passe",
  roundWon: "{name} pose sa Selle et gagne la manche {round} (+5)",
  stoppedTurns: "La manche {round} finit sans gagnante : limite de tours atteinte",
  stoppedCards: "La manche {round} finit sans gagnante : plus de carte à jouer",
  roundScored: "Manche {round} comptée : {list}",
  rider: "Cavalière",
  ownCards: "Cartes",
  bonus: "Bonus",
  selle: "Selle",
  roundPoints: "Pts",
  total: "Total",
  ownCardsLong: "Cartes de sa couleur dans sa suite",
  bonusLong: "Son bonus de couleur pour elles",
  selleLong: "5 points pour avoir posé sa Selle",
  roundPointsLong: "Ses points de la manche",
  caption: "Manche {round} : {winner}",
  noWinner: "aucune Selle posée",
  winner: "{name} a posé sa Selle"
});
function describe3(event, context) {
  const name = "seat" in event ? context.seatName(event.seat) : "";
  switch (event.type) {
    case "riders_drawn":
      return say2("ridersDrawn", { list: event.colours.map((colour, seat) => `${context.seatName(seat)} ${SUITE_NAMES[colour]}`).join(", ") });
    case "start_player":
      return say2("startPlayer", { name });
    case "round_started":
      return say2("roundStarted", {
        round: event.round,
        name: context.seatName(event.opener),
        n: event.draw_pile
      });
    case "drew":
      if (event.source === "discard" && event.card !== null) {
        return say2("drewDiscard", { name, card: cardLabel(event.card) });
      }
      return event.card === null ? say2("drewPile", { name }) : say2("drewPileCard", { name, card: cardLabel(event.card) });
    case "reshuffled":
      return say2("reshuffled", { n: event.draw_pile });
    case "build":
      return say2("eventBuild", { name, card: cardLabel(event.card) });
    case "replace":
      return say2("eventReplace", {
        name,
        card: cardLabel(event.card),
        old: cardLabel(event.replaced)
      });
    case "attack":
      return say2("eventAttack", {
        name,
        card: cardLabel(event.card),
        target: context.seatName(event.target)
      });
    case "defend": {
      const own = event.target === event.seat;
      const key = event.resolved ? own ? "eventCureSolved" : "eventDefendSolved" : own ? "eventCureHalf" : "eventDefendHalf";
      return say2(key, {
        name,
        card: cardLabel(event.card),
        target: context.seatName(event.target)
      });
    }
    case "discard":
      return say2("eventDiscard", { name, card: cardLabel(event.card) });
    case "passed":
      return say2("passed", { name });
    case "round_won":
      return say2("roundWon", { name, round: event.round });
    case "round_stopped":
      return say2(
        event.reason === "max_turns_per_round" ? "stoppedTurns" : "stoppedCards",
        { round: event.round }
      );
    case "round_scored":
      return say2("roundScored", { round: event.round, list: event.totals.map((total, seat) => `${context.seatName(seat)} ${say2("points", { n: total })}`).join(", ") });
    default:
      return void 0;
  }
}
var COLUMNS = [
  ["rider"],
  ["ownCards", "ownCardsLong"],
  ["bonus", "bonusLong"],
  ["selle", "selleLong"],
  ["roundPoints", "roundPointsLong"],
  ["total"]
];
function breakdown2(event, context) {
  if (event.type !== "round_scored") return void 0;
  const seats = Object.keys(event.breakdown).map(Number).sort((a, b) => a - b);
  const rows = seats.map((seat) => {
    const item = event.breakdown[String(seat)];
    if (item === void 0) return h("tr", {});
    return h(
      "tr",
      { "data-seat": seat },
      h(
        "th",
        { scope: "row" },
        context.seatName(seat),
        h(
          "span",
          { class: "pma-rider-colour", "data-colour": item.colour },
          SUITE_NAMES[item.colour]
        )
      ),
      h("td", {}, item.own_colour_cards),
      h("td", {}, item.colour_bonus),
      h("td", {}, item.selle),
      h("td", { "data-points": item.points }, item.points),
      h("td", { "data-total": event.totals[seat] ?? "" }, event.totals[seat] ?? "")
    );
  });
  const winner = event.winner === null ? say2("noWinner") : say2("winner", { name: context.seatName(event.winner) });
  return h(
    "table",
    { class: "pma-breakdown", "data-round": event.round },
    h("caption", {}, say2("caption", { round: event.round, winner })),
    h("thead", {}, h("tr", {}, ...COLUMNS.map(([short, long]) => h("th", {
      scope: "col",
      title: long === void 0 ? void 0 : say2(long)
    }, say2(short))))),
    h("tbody", {}, ...rows)
  );
}

// web/src/games/poney_mon_amour.ts
var STEP_NAMES = ["Licol", "Poney", "Pansage", "Filet", "Tapis", "Selle"];
var PHONE = "(max-width: 600px)";
function isCardMove(move) {
  return "card" in move;
}
function isSeat(viewer) {
  return typeof viewer === "number";
}
function touchedBy(events, viewer) {
  const marks = /* @__PURE__ */ new Set();
  for (const event of events) {
    switch (event.type) {
      case "build":
      case "replace":
        marks.add(`card:${event.card}`);
        break;
      case "attack":
        marks.add(`problem:${event.target}`);
        break;
      case "defend":
        marks.add(`row:${event.target}`);
        marks.add(`problem:${event.target}`);
        if (event.resolved) marks.add("out");
        break;
      case "discard":
        marks.add("discard");
        break;
      case "drew":
        marks.add(event.source === "pile" ? "pile" : "discard");
        marks.add(`hand:${event.seat}`);
        if (event.seat === viewer && event.card !== null) marks.add(`hand-card:${event.card}`);
        break;
      case "reshuffled":
        marks.add("pile");
        break;
      default:
        break;
    }
  }
  return marks;
}
var PoneyBoard = class {
  constructor(host, context) {
    this.context = context;
    this.svg.append(this.table, this.pieces, this.hits);
    host.replaceChildren(this.svg);
    const redraw = () => {
      if (this.svg.isConnected) this.draw([]);
      else this.phone.removeEventListener("change", redraw);
    };
    this.phone.addEventListener("change", redraw);
  }
  context;
  svg = s("svg", {
    class: "pma-board",
    role: "group",
    "aria-label": say2("board"),
    "data-testid": "pma-board"
  });
  table = s("g", { class: "pma-table" });
  pieces = s("g", { class: "pma-pieces" });
  hits = s("g", { class: "pma-hits" });
  placed = /* @__PURE__ */ new Map();
  phone = window.matchMedia(PHONE);
  view;
  interactive = false;
  selection;
  marks = /* @__PURE__ */ new Set();
  update(view, recent, interactive) {
    const shown = this.view?.version ?? view.version;
    const news = recent.filter((event) => event.version > shown);
    this.view = view;
    this.interactive = interactive;
    if (this.selection !== void 0 && this.selection.version !== view.version) {
      this.selection = void 0;
    }
    const touched = touchedBy(news, view.viewer);
    if (touched.size > 0) this.marks = touched;
    this.draw(news);
  }
  draw(recent) {
    const view = this.view;
    if (view === void 0) return;
    const geometry = this.phone.matches ? NARROW : WIDE2;
    const viewer = isSeat(view.viewer) ? view.viewer : null;
    const layout = layoutOf(geometry, view.state, viewer);
    this.svg.setAttribute("viewBox", `0 0 ${geometry.width} ${layout.height}`);
    this.svg.classList.toggle("pma-narrow", geometry.narrow);
    this.mark(view.state);
    this.drawTable(view, layout, viewer);
    this.placePieces(this.placements(view.state, layout, viewer), recent, layout, viewer);
    this.drawHits(view, layout, viewer);
  }
  mark(state) {
    const attributes = {
      "data-round": state.round,
      "data-rounds": state.rounds,
      "data-phase": state.phase,
      "data-stage": state.stage ?? "",
      "data-turn": state.turn ?? "",
      "data-turns": state.turns,
      "data-draw-pile": state.draw_pile,
      "data-discard-pile": state.discard_pile,
      "data-discard-top": state.discard_top?.card ?? "",
      "data-out": state.out.length
    };
    for (const [name, value] of Object.entries(attributes)) {
      this.svg.setAttribute(name, String(value));
    }
  }
  // --- the table: header, rows, piles, hand's hint (redrawn each time) -------------------------
  drawTable(view, layout, viewer) {
    const state = view.state;
    const parts = [this.header(state, layout.geometry)];
    for (const suite of state.suites) {
      const top = layout.rows.get(suite.seat);
      if (top !== void 0) parts.push(this.row(view, suite, top, layout, viewer));
    }
    parts.push(this.piles(state, layout));
    const hint = layout.hand === void 0 ? void 0 : this.handHint(view, layout, viewer);
    if (hint !== void 0) parts.push(hint);
    this.table.replaceChildren(...parts);
    if (hint !== void 0) fit(hint, layout.geometry.width - 12);
  }
  header(state, geometry) {
    const status = state.phase === "finished" ? say2("finished") : state.phase === "scoring" ? say2("scoring") : say2("turns", { n: state.turns });
    return s(
      "g",
      { class: "pma-header" },
      s(
        "text",
        { x: 4, y: 20, class: "pma-text pma-strong", "font-size": 16 },
        say2("round", { round: state.round, rounds: state.rounds })
      ),
      s("text", {
        x: geometry.width - 4,
        y: 20,
        class: "pma-text pma-muted",
        "font-size": 14,
        "text-anchor": "end",
        "data-phase": state.phase
      }, status)
    );
  }
  row(view, suite, top, layout, viewer) {
    const g = layout.geometry;
    const state = view.state;
    const seat = suite.seat;
    const colour = state.colours[seat] ?? "etoile";
    const ink = SUITE_INK[colour];
    const handCount = state.hands.find((item) => item.seat === seat)?.count ?? 0;
    const total = state.totals[seat] ?? 0;
    const toAct = view.to_act.includes(seat);
    const name = this.context.seatName(seat);
    const cards = suite.cards.map((card) => cardLabel(card.card)).join(", ");
    const label = [
      say2("riderOf", {
        name: seat === viewer ? `${name} (${say2("you")})` : name,
        colour: SUITE_NAMES[colour],
        points: total,
        cards: handCount
      }),
      cards === "" ? say2("emptySuite") : say2("suiteOf", { cards }),
      suite.problem === null ? "" : say2("problemOn", { card: cardLabel(suite.problem.card) })
    ].filter((part) => part !== "").join(". ");
    const classes = [
      "pma-row",
      toAct ? "pma-to-act" : "",
      this.marks.has(`row:${seat}`) ? "pma-recent" : ""
    ].filter((item) => item !== "");
    const group = s(
      "g",
      {
        class: classes.join(" "),
        role: "group",
        "aria-label": label,
        "data-seat": seat,
        "data-colour": colour,
        "data-total": total,
        "data-hand-count": handCount,
        "data-suite": suite.cards.map((card) => card.card).join(" "),
        "data-problem": suite.problem?.card ?? "",
        "data-amours": suite.problem?.amours ?? 0
      },
      s("rect", {
        class: "pma-row-bg",
        x: 1,
        y: top,
        width: g.width - 2,
        height: g.rowHeight,
        rx: 10
      })
    );
    const at = g.narrow ? {
      panel: [g.width - 2, 26],
      name: [14, 19],
      symbol: [150, 14],
      colour: [160, 19],
      points: [214, 19],
      mark: [g.width - 8, 19]
    } : {
      panel: [118, g.rowHeight],
      name: [12, 22],
      symbol: [21, 41],
      colour: [34, 46],
      points: [12, 66],
      mark: [112, 66]
    };
    const [panelWidth = 0, panelHeight = 0] = at.panel;
    const place = (point) => ({ x: point[0] ?? 0, y: top + (point[1] ?? 0) });
    group.append(
      s("rect", {
        x: 1,
        y: top,
        width: panelWidth,
        height: panelHeight,
        rx: 10,
        fill: ink,
        "fill-opacity": 0.13
      }),
      s("rect", { x: 1, y: top + 6, width: 5, height: g.rowHeight - 12, rx: 2, fill: ink }),
      s(
        "text",
        { ...place(at.name), class: "pma-text pma-strong", "font-size": 14 },
        clip(name, 13)
      ),
      suiteSymbol(colour, place(at.symbol).x, place(at.symbol).y, g.narrow ? 7 : 8),
      s(
        "text",
        { ...place(at.colour), class: "pma-text", "font-size": g.narrow ? 12 : 13 },
        SUITE_NAMES[colour]
      ),
      s(
        "text",
        { ...place(at.points), class: "pma-text pma-strong", "font-size": 13 },
        say2("points", { n: total })
      ),
      this.hiddenHand(seat, handCount, top, layout, viewer)
    );
    if (toAct) {
      group.append(s("text", {
        ...place(at.mark),
        "font-size": 14,
        "text-anchor": "end",
        class: "pma-turn-mark",
        "aria-hidden": "true"
      }, "▶"));
    }
    for (let index = suite.cards.length; index < STEP_NAMES.length; index += 1) {
      group.append(emptySlot(slotSpot(layout, top, index), index));
    }
    const problem = suite.problem;
    if (problem !== null) {
      for (let index = 0; index < problem.amours; index += 1) {
        const spot = problemSpot(layout, top);
        group.append(heart(
          spot.x + 10 + index * 13,
          spot.y + CARD_HEIGHT * spot.scale + 5,
          5,
          "#e0457b"
        ));
      }
    }
    return group;
  }
  /** A seat's hand as card backs: its count, never its cards. */
  hiddenHand(seat, count2, top, layout, viewer) {
    const g = layout.geometry;
    const recent = this.marks.has(`hand:${seat}`) ? " pma-recent" : "";
    const group = s("g", {
      class: `pma-hand-count${recent}`,
      "data-zone": "hand-count",
      "data-seat": seat,
      "data-count": count2,
      "aria-label": say2("handCount", { n: count2 }),
      role: "img"
    });
    for (let index = 0; index < count2; index += 1) {
      group.append(s("rect", {
        x: g.countX + index * 11,
        y: top + g.countY,
        width: 10,
        height: 14,
        rx: 2,
        class: "pma-mini-back",
        fill: seat === viewer ? "#c9a27e" : "#8a3b12"
      }));
    }
    group.append(s("text", {
      x: g.countX + Math.max(count2, 1) * 11 + 3,
      y: top + g.countY + 12,
      class: "pma-text pma-muted",
      "font-size": 12
    }, `×${count2}`));
    return group;
  }
  piles(state, layout) {
    const g = layout.geometry;
    const label = (spot, text2, zone, count2) => s("text", {
      x: spot.x + CARD_WIDTH * spot.scale / 2,
      y: layout.piles + g.pilesHeight - 14,
      "text-anchor": "middle",
      class: "pma-text",
      "font-size": g.narrow ? 12 : 13,
      "data-zone": zone,
      "data-count": count2
    }, text2);
    const drawSpot = pileSpot(layout, 0);
    const pile = s("g", {
      class: `pma-pile${this.marks.has("pile") ? " pma-recent" : ""}`,
      "data-zone": "pile",
      "data-count": state.draw_pile,
      role: "img",
      "aria-label": say2("pile", { n: state.draw_pile })
    });
    for (let layer = Math.min(3, Math.ceil(state.draw_pile / 12)); layer >= 1; layer -= 1) {
      const back = cardBack();
      back.setAttribute("transform", transformOf({
        ...drawSpot,
        x: drawSpot.x + layer * 2,
        y: drawSpot.y - layer * 2
      }));
      pile.append(back);
    }
    if (state.draw_pile === 0) pile.append(emptyPile(drawSpot));
    pile.append(label(
      drawSpot,
      say2("pile", { n: state.draw_pile }),
      "pile-count",
      state.draw_pile
    ));
    const discardSpot = pileSpot(layout, 1);
    const discard = s("g", {
      class: "pma-discard",
      role: "img",
      "aria-label": state.discard_top === null ? say2("emptyDiscard") : say2("discardPile", { n: state.discard_pile })
    });
    if (state.discard_pile > 1) {
      discard.append(s("rect", { ...boxOf({
        ...discardSpot,
        x: discardSpot.x + 3,
        y: discardSpot.y - 3
      }), rx: 6, class: "pma-under" }));
    }
    if (state.discard_top === null) discard.append(emptyPile(discardSpot));
    discard.append(label(
      discardSpot,
      say2("discardPile", { n: state.discard_pile }),
      "discard-count",
      state.discard_pile
    ));
    const outSpot = pileSpot(layout, 2);
    const out = s("g", {
      class: `pma-out${this.marks.has("out") ? " pma-recent" : ""}`,
      role: "img",
      "aria-label": say2("out", { n: state.out.length })
    });
    if (state.out.length > 1) {
      out.append(s("rect", {
        ...boxOf({ ...outSpot, x: outSpot.x + 3, y: outSpot.y - 3 }),
        rx: 6,
        class: "pma-under"
      }));
    }
    if (state.out.length === 0) out.append(emptyPile(outSpot));
    out.append(label(outSpot, say2("out", { n: state.out.length }), "out", state.out.length));
    return s(
      "g",
      { class: "pma-piles" },
      s("rect", {
        class: "pma-felt",
        x: 1,
        y: layout.piles,
        width: g.width - 2,
        height: g.pilesHeight - g.gap,
        rx: 12
      }),
      pile,
      discard,
      out
    );
  }
  handHint(view, layout, viewer) {
    const state = view.state;
    let hint = say2("yourHand");
    if (this.interactive && viewer !== null && view.to_act.includes(viewer)) {
      const chosen = this.selection;
      hint = state.stage === "draw" ? say2("hintDraw") : chosen === void 0 ? say2("hintChoose") : say2("hintWhere", { card: cardInfo(chosen.card).name });
    } else if (state.turn !== null && state.turn !== viewer && state.phase === "play") {
      hint = say2("hintWait", { name: this.context.seatName(state.turn) });
    }
    return s("text", {
      x: 6,
      y: (layout.hand ?? 0) + 18,
      class: "pma-text pma-hint",
      "font-size": 14,
      "data-testid": "pma-hint"
    }, hint);
  }
  // --- the cards: keyed elements moved in place -------------------------------------------------
  placements(state, layout, viewer) {
    const placements = [];
    const seen = /* @__PURE__ */ new Map();
    const add = (card, spot, zone, mark2, seat) => {
      const occurrence = seen.get(card) ?? 0;
      seen.set(card, occurrence + 1);
      placements.push({
        ...spot,
        key: `${card}#${occurrence}`,
        card,
        zone,
        mark: mark2,
        ...seat === void 0 ? {} : { seat }
      });
    };
    for (const suite of state.suites) {
      const top = layout.rows.get(suite.seat);
      if (top === void 0) continue;
      suite.cards.forEach((card, index) => add(card.card, slotSpot(layout, top, index), "suite", `card:${card.card}`, suite.seat));
      if (suite.problem !== null) {
        add(
          suite.problem.card,
          problemSpot(layout, top),
          "problem",
          `problem:${suite.seat}`,
          suite.seat
        );
      }
    }
    const resolved = state.out.at(-1);
    if (resolved !== void 0) add(resolved, pileSpot(layout, 2), "out", "out");
    if (state.discard_top !== null) {
      add(state.discard_top.card, pileSpot(layout, 1), "discard", "discard");
    }
    const hand = state.hands.find((item) => item.seat === viewer)?.cards ?? [];
    hand.forEach((card, index) => {
      const raised = this.isChosen(card.card, index);
      add(
        card.card,
        handSpot(layout, index, hand.length, raised),
        "hand",
        `hand-card:${card.card}`,
        viewer ?? void 0
      );
    });
    return placements;
  }
  isChosen(card, index) {
    return this.interactive && this.selection?.index === index && this.selection.card === card;
  }
  placePieces(placements, recent, layout, viewer) {
    const keep = new Set(placements.map((placement) => placement.key));
    for (const [key, element] of this.placed) {
      if (!keep.has(key)) {
        element.remove();
        this.placed.delete(key);
      }
    }
    let handIndex = 0;
    for (const placement of placements) {
      let element = this.placed.get(placement.key);
      if (element === void 0) {
        element = s("g", {
          class: "piece pma-card",
          "data-card": placement.card,
          role: "img",
          "aria-label": cardLabel(placement.card)
        }, cardFace(placement.card));
        this.placed.set(placement.key, element);
        const origin = originOf(placement, recent, layout, viewer);
        if (origin !== void 0) {
          element.setAttribute("transform", transformOf(origin));
          this.pieces.append(element);
          element.getBoundingClientRect();
        }
      }
      element.setAttribute("transform", transformOf(placement));
      element.setAttribute("data-zone", placement.zone);
      if (placement.seat === void 0) element.removeAttribute("data-seat");
      else element.setAttribute("data-seat", String(placement.seat));
      element.classList.toggle("pma-recent", this.marks.has(placement.mark));
      const chosen = placement.zone === "hand" && this.isChosen(placement.card, handIndex);
      element.classList.toggle("pma-selected", chosen);
      if (placement.zone === "hand") handIndex += 1;
      this.pieces.append(element);
    }
  }
  // --- the actions: every legal move, one or two clicks away -----------------------------------
  drawHits(view, layout, viewer) {
    const focused = document.activeElement;
    const focusedKey = focused !== null && this.hits.contains(focused) ? focused.getAttribute("data-key") : null;
    this.hits.replaceChildren();
    if (!this.interactive || viewer === null) return;
    const state = view.state;
    const moves = view.legal_moves;
    const cardMoves = moves.filter(isCardMove);
    const hand = state.hands.find((item) => item.seat === viewer)?.cards ?? [];
    hand.forEach((card, index) => {
      if (!cardMoves.some((move) => move.card === card.card)) return;
      const chosen2 = this.isChosen(card.card, index);
      const spot = handSpot(layout, index, hand.length, chosen2);
      this.hit(`hand:${index}`, boxOf(spot), say2(
        chosen2 ? "unchoose" : "choose",
        { card: cardLabel(card.card) }
      ), () => {
        this.selection = chosen2 ? void 0 : { card: card.card, index, version: view.version };
        this.draw([]);
      }, chosen2 ? "pma-choice pma-chosen" : "pma-choice", { "data-card": card.card });
      if (chosen2) this.hits.append(cancelBadge(spot));
    });
    const chosen = this.selection;
    if (chosen !== void 0) {
      for (const move of cardMoves.filter((item) => item.card === chosen.card)) {
        this.targetHit(view, move, layout, viewer);
      }
    }
    for (const move of moves) {
      if (move.type === "draw_pile") {
        this.hit(
          "pile",
          boxOf(pileSpot(layout, 0), 5),
          say2("drawPile", { n: state.draw_pile }),
          () => this.context.play(move),
          "pma-target"
        );
      } else if (move.type === "draw_discard" && state.discard_top !== null) {
        this.hit(
          "discard",
          boxOf(pileSpot(layout, 1), 5),
          say2(
            "drawDiscard",
            { card: cardLabel(state.discard_top.card) }
          ),
          () => this.context.play(move),
          "pma-target"
        );
      }
    }
    if (focusedKey !== null) {
      const again = this.hits.querySelector(`[data-key="${CSS.escape(focusedKey)}"]`);
      if (again instanceof SVGElement) again.focus();
    }
  }
  /** Where the chosen card goes: a rider's suite (build, replace, attack, defend), or the
   * discard pile. */
  targetHit(view, move, layout, viewer) {
    const g = layout.geometry;
    const card = cardLabel(move.card);
    const play = () => this.context.play(move);
    if (move.type === "discard") {
      this.hit(
        "discard",
        boxOf(pileSpot(layout, 1), 5),
        say2("discard", { card }),
        play,
        "pma-target"
      );
      return;
    }
    const seat = move.type === "build" || move.type === "replace" ? viewer : move.target;
    const top = layout.rows.get(seat);
    if (top === void 0) return;
    const suite = view.state.suites.find((item) => item.seat === seat);
    let label;
    if (move.type === "build") label = say2("build", { card });
    else if (move.type === "replace") {
      const old = suite?.cards.at(-1);
      label = say2("replace", { card, old: old === void 0 ? "" : cardLabel(old.card) });
    } else if (move.type === "attack") {
      label = say2("attack", { card, name: this.context.seatName(seat) });
    } else {
      const problem = suite?.problem;
      label = say2("defend", {
        card,
        name: this.context.seatName(seat),
        problem: problem === null || problem === void 0 ? "" : cardLabel(problem.card)
      });
    }
    const y = top + g.slotY - 6;
    this.hit(
      `row:${seat}`,
      {
        x: g.slotX - 6,
        y,
        width: g.width - g.slotX,
        height: top + g.rowHeight - 3 - y
      },
      label,
      play,
      "pma-target",
      { "data-seat": seat, "data-move": move.type }
    );
  }
  hit(key, box, label, act, classes, extra = {}) {
    const element = s("rect", {
      ...box,
      rx: 8,
      class: `pma-hit ${classes}`,
      fill: "transparent",
      "data-key": key,
      "data-hit": key.split(":")[0],
      ...extra
    });
    this.hits.append(actionable(element, label, act));
  }
};
function originOf(placement, recent, layout, viewer) {
  const g = layout.geometry;
  for (const event of [...recent].reverse()) {
    if (placement.zone === "hand" && (event.type === "round_started" || event.type === "drew" && event.source === "pile" && event.seat === viewer && event.card === placement.card)) {
      return pileSpot(layout, 0);
    }
    if (placement.zone === "discard" && event.type === "replace" && event.replaced === placement.card) {
      const top = layout.rows.get(event.seat);
      const number = cardInfo(placement.card).number ?? 1;
      return top === void 0 ? void 0 : slotSpot(layout, top, number - 1);
    }
    if ((event.type === "build" || event.type === "replace" || event.type === "attack" || event.type === "defend" || event.type === "discard") && event.card === placement.card) {
      if (event.seat === viewer && layout.hand !== void 0) {
        return {
          x: g.width / 2 - CARD_WIDTH * g.handScale / 2,
          y: layout.hand + g.handY,
          scale: g.handScale
        };
      }
      const top = layout.rows.get(event.seat);
      return top === void 0 ? void 0 : { x: g.countX, y: top + g.countY, scale: 0.2 };
    }
  }
  return void 0;
}
function fit(text2, width) {
  if (text2.getComputedTextLength() > width) {
    text2.setAttribute("textLength", String(width));
    text2.setAttribute("lengthAdjust", "spacingAndGlyphs");
  }
}
function clip(text2, length) {
  return text2.length <= length ? text2 : `${text2.slice(0, length - 1)}…`;
}
function cancelBadge(spot) {
  const x = spot.x + CARD_WIDTH * spot.scale - 4;
  const y = spot.y + 4;
  return s(
    "g",
    { class: "pma-cancel", "aria-hidden": "true" },
    s("circle", { cx: x, cy: y, r: 10 }),
    s("path", {
      d: `M${x - 4} ${y - 4} L${x + 4} ${y + 4} M${x + 4} ${y - 4} L${x - 4} ${y + 4}`,
      "stroke-width": 2.5,
      "stroke-linecap": "round"
    })
  );
}
function emptySlot(spot, index) {
  const box = boxOf(spot);
  return s(
    "g",
    { class: "pma-slot", "aria-hidden": "true" },
    s("rect", { ...box, rx: 5, class: "pma-slot-edge" }),
    s("text", {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2 + 2,
      "text-anchor": "middle",
      "font-size": 18,
      "font-weight": 700,
      class: "pma-slot-text"
    }, String(index + 1)),
    s("text", {
      x: box.x + box.width / 2,
      y: box.y + box.height - 8,
      "text-anchor": "middle",
      "font-size": 8.5,
      class: "pma-slot-text"
    }, STEP_NAMES[index] ?? "")
  );
}
function emptyPile(spot) {
  return s("rect", { ...boxOf(spot), rx: 6, class: "pma-slot-edge", "aria-hidden": "true" });
}
var ui3 = {
  game: "poney-mon-amour",
  mount: (host, context) => new PoneyBoard(host, context),
  describe: describe3,
  breakdown: breakdown2
};

// web/src/games/royal_turf_art.ts
var NARROW2 = {
  width: 400,
  pad: 8,
  font: 13,
  nameFont: 12,
  small: 11,
  dieSize: 44,
  seatColumns: 3,
  seatHeight: 42,
  laneHeight: 62,
  infoHeight: 26,
  trackHeight: 32,
  betsX: 128,
  cardX: 236,
  cardStep: 40,
  token: 8.5
};
var WIDE3 = {
  width: 760,
  pad: 10,
  font: 15,
  nameFont: 15,
  small: 12,
  dieSize: 48,
  seatColumns: 6,
  seatHeight: 44,
  laneHeight: 62,
  infoHeight: 26,
  trackHeight: 32,
  betsX: 210,
  cardX: 480,
  cardStep: 68,
  token: 10
};
var NARROW_BELOW_PX = 620;
var HORSE_COUNT = 7;
var START_SQUARES = 6;
var FINISH_CELLS = 1.6;
var PIECE_RADIUS = 13;
var Track = class {
  constructor(layout, length) {
    this.layout = layout;
    this.length = length;
    const squares = length + START_SQUARES + FINISH_CELLS;
    const inset = Math.max(0, PIECE_RADIUS - (layout.width - 2 * layout.pad) / squares / 2);
    this.x0 = layout.pad + inset;
    this.cell = (layout.width - 2 * this.x0) / squares;
  }
  layout;
  length;
  x0;
  cell;
  /** The left edge of square `position` (start squares are 0 to -6). */
  left(position) {
    return this.x0 + (position + START_SQUARES) * this.cell;
  }
  /** The centre of a horse on `position`; past the line: the finish area. */
  centre(position) {
    if (position >= this.length) return this.left(this.length) + FINISH_CELLS * this.cell / 2;
    return this.left(position) + this.cell / 2;
  }
  get lineX() {
    return this.left(this.length);
  }
  get end() {
    return this.layout.width - this.x0;
  }
};
function headerHeight(layout, seats) {
  const rows = Math.ceil(seats / Math.min(layout.seatColumns, seats));
  return layout.pad + layout.dieSize + 10 + rows * (layout.seatHeight + 6);
}
function laneTop(layout, seats, horse) {
  return headerHeight(layout, seats) + horse * layout.laneHeight;
}
function boardHeight(layout, seats) {
  return laneTop(layout, seats, HORSE_COUNT) + layout.pad;
}
var ICONS = {
  // A horse's head, facing left.
  tete: () => [
    s("path", { d: "M-1 -9 L1 -6 L4 -8 L5 -3 Q8 2 7 9 L-1 9 Q-1 4 -3 3 L-7 4 Q-10 2 -8 -1 L-3 -6 Z", fill: "currentColor" }),
    s("circle", { cx: -2.5, cy: -2.5, r: 1.1, class: "rt-icon-eye" })
  ],
  // A horseshoe, opening downwards, with its nail holes.
  fer: () => [
    s("path", {
      d: "M-5.5 8 L-6.5 0 A6.5 6.5 0 0 1 6.5 0 L5.5 8",
      fill: "none",
      stroke: "currentColor",
      "stroke-width": 3.6,
      "stroke-linecap": "round"
    }),
    ...[-5.8, 0, 5.8].map((x) => s("circle", {
      cx: x,
      cy: x === 0 ? -6.4 : -1,
      r: 0.8,
      class: "rt-icon-eye"
    }))
  ],
  // A riding helmet: its dome, peak and top button.
  bombe: () => [
    s("path", { d: "M-8 4 A8 8.5 0 0 1 8 4 Z", fill: "currentColor" }),
    s("path", {
      d: "M5 4 L10 5.5",
      stroke: "currentColor",
      "stroke-width": 2.4,
      "stroke-linecap": "round"
    }),
    s("circle", { cx: 0, cy: -5, r: 1.6, fill: "currentColor" })
  ],
  // A saddle seen from the side: cantle, seat and pommel, its flap, a stirrup.
  selle: () => [
    s("path", { d: "M-9 -4 Q-9.5 -8.5 -7 -7.5 Q-5 -3 0 -3 Q4 -3 6 -6 Q8 -8 9 -6 Q9.5 -1 6 0.5 L-6 0.5 Q-9 0 -9 -4 Z M-5 0 L5 0 Q5 5 3 5 L-3 5 Q-5 5 -5 0 Z", fill: "currentColor" }),
    s("path", {
      d: "M0 5 L0 7.5 M-2.2 9.2 L2.2 9.2 L1.2 7.2 L-1.2 7.2 Z",
      fill: "none",
      stroke: "currentColor",
      "stroke-width": 1.3,
      "stroke-linejoin": "round"
    })
  ]
};
function iconId(symbol) {
  return `rt-icon-${symbol}`;
}
function definitions() {
  return s(
    "defs",
    {},
    ...Object.entries(ICONS).map(([symbol, draw]) => s("symbol", {
      id: `rt-icon-${symbol}`,
      viewBox: "-10 -10 20 20"
    }, ...draw())),
    s(
      "pattern",
      {
        id: "rt-hatch",
        width: 4,
        height: 4,
        patternUnits: "userSpaceOnUse",
        patternTransform: "rotate(45)"
      },
      s("rect", { width: 2, height: 4, class: "rt-hatch-line" })
    )
  );
}
function icon(symbol, x, y, size, extra = "") {
  return s("use", {
    href: `#${iconId(symbol)}`,
    x: x - size / 2,
    y: y - size / 2,
    width: size,
    height: size,
    class: `rt-icon ${extra}`.trim(),
    "aria-hidden": "true"
  });
}

// web/src/games/royal_turf_words.ts
var SYMBOLS = ["tete", "fer", "bombe", "selle"];
var HORSE_NAMES = [
  "Sahara Wind",
  "Black Velvet",
  "Golden Arrow",
  "Storm Rider",
  "Lucky Star",
  "Red Baron",
  "Silver Moon"
];
function horseName(horse) {
  return HORSE_NAMES[horse] ?? `#${horse + 1}`;
}
var EN4 = {
  board: "Royal Turf race track",
  race: "Race {race} of {races}",
  raceNumber: "Race {race}",
  phase_betting: "Betting",
  phase_racing: "Racing",
  phase_scoring: "Race over: payouts coming",
  phase_finished: "Match over",
  symbol_tete: "tête",
  symbol_fer: "fer",
  symbol_bombe: "bombe",
  symbol_selle: "selle",
  die: "Die",
  dieShows: "Die: {symbol}",
  dieLast: "Last roll: {symbol}",
  dieBlank: "Die: not rolled yet",
  roll: "Roll the die",
  promptMove: "Rolled {symbol}: choose a horse to move",
  promptBet: "Your bet: choose a horse",
  promptToken: "Your bet on {horse}: choose a token",
  money: "{name}: {money}, {left} token(s) left",
  lane: "{name}: square {position}, card tête {tete} fer {fer} bombe {bombe} selle {selle}",
  card: "Card of {name}: tête {tete}, fer {fer}, bombe {bombe}, selle {selle}",
  bet: "{seat} bet {token} on {horse}",
  betFaceDown: "{seat} bet a face-down token on {horse}",
  chooseHorse: "Bet on {horse}: choose a token",
  betOne: "Bet token {token} on {horse}",
  betToken: "Place token {token} on {horse}",
  bluffToken: "Place the bluff token (0) on {horse}",
  cancel: "Cancel the bet on {horse}",
  moveHorse: "Move {horse} {value} square(s) ({symbol})",
  place_1: "1st",
  place_2: "2nd",
  place_3: "3rd",
  last: "last",
  finishers: "Finish: {names}",
  startPlayer: "{seat} opens the first race",
  raceStarted: "Race {race} opens: {seat} bets first",
  horsesPlaced: "The horses line up: {names}",
  cardsDealt: "Each horse gets its card for the race",
  bettingClosed: "Bets are closed: they're off!",
  rolled: "{seat} rolls {symbol}",
  horseMoved: "{seat} moves {horse} {value} square(s) ({symbol})",
  horseFinished: "{seat} moves {horse} {value} square(s) ({symbol}): it finishes {place}",
  cycleStarted: "New cycle: every running horse may move again",
  raceFinished: "Race {race} over: {names}; last {last}",
  betsRevealed: "The bets are turned face up",
  roundScored: "Race {race} paid: {payouts}",
  seatTokens: "Seat, tokens",
  total: "Race",
  moneyAfter: "Money",
  tokenLine: "{token} on {horse}: {where}, {units} unit(s) in all",
  unplaced: "unplaced",
  multiplier: "Payouts × {multiplier} (final race)"
};
var FR4 = {
  board: "Piste de course de Royal Turf",
  race: "Course {race} sur {races}",
  raceNumber: "Course {race}",
  phase_betting: "Paris",
  phase_racing: "Course",
  phase_scoring: "Course finie : paiement des paris",
  phase_finished: "Partie finie",
  symbol_tete: "tête",
  symbol_fer: "fer",
  symbol_bombe: "bombe",
  symbol_selle: "selle",
  die: "Dé",
  dieShows: "Dé : {symbol}",
  dieLast: "Dernier lancer : {symbol}",
  dieBlank: "Dé : pas encore lancé",
  roll: "Lancer le dé",
  promptMove: "{symbol} : choisissez un cheval à avancer",
  promptBet: "Votre pari : choisissez un cheval",
  promptToken: "Votre pari sur {horse} : choisissez un jeton",
  money: "{name} : {money}, {left} jeton(s) à placer",
  lane: "{name} : case {position}, carte tête {tete} fer {fer} bombe {bombe} selle {selle}",
  card: "Carte de {name} : tête {tete}, fer {fer}, bombe {bombe}, selle {selle}",
  bet: "{seat} a misé {token} sur {horse}",
  betFaceDown: "{seat} a misé un jeton face cachée sur {horse}",
  chooseHorse: "Miser sur {horse} : choisir un jeton",
  betOne: "Miser le jeton {token} sur {horse}",
  betToken: "Placer le jeton {token} sur {horse}",
  bluffToken: "Placer le jeton de bluff (0) sur {horse}",
  cancel: "Annuler le pari sur {horse}",
  moveHorse: "Avancer {horse} de {value} case(s) ({symbol})",
  place_1: "1er",
  place_2: "2e",
  place_3: "3e",
  last: "dernier",
  finishers: "Arrivée : {names}",
  startPlayer: "{seat} ouvre la première course",
  raceStarted: "Course {race} : {seat} mise en premier",
  horsesPlaced: "Les chevaux s'alignent : {names}",
  cardsDealt: "Chaque cheval reçoit sa carte pour la course",
  bettingClosed: "Les jeux sont faits : ils sont partis !",
  rolled: "{seat} lance le dé : {symbol}",
  horseMoved: "{seat} avance {horse} de {value} case(s) ({symbol})",
  horseFinished: "{seat} avance {horse} de {value} case(s) ({symbol}) : il arrive {place}",
  cycleStarted: "Nouveau tour : chaque cheval en course peut de nouveau avancer",
  raceFinished: "Course {race} finie : {names} ; dernier {last}",
  betsRevealed: "Les paris sont retournés",
  roundScored: "Course {race} payée : {payouts}",
  seatTokens: "Place, jetons",
  total: "Course",
  moneyAfter: "Argent",
  tokenLine: "{token} sur {horse} : {where}, {units} unité(s) en tout",
  unplaced: "non placé",
  multiplier: "Paiements × {multiplier} (dernière course)"
};
var tr2 = localize(EN4, FR4);
function symbolName(symbol) {
  return tr2(`symbol_${symbol}`);
}
function placeName(place) {
  return place === 1 ? tr2("place_1") : place === 2 ? tr2("place_2") : place === 3 ? tr2("place_3") : String(place);
}
function signed2(amount) {
  return amount > 0 ? `+${amount}` : String(amount);
}

// web/src/games/royal_turf_board.ts
function isBet(move) {
  return move.type === "bet";
}
var RoyalTurfBoard = class {
  constructor(host, context) {
    this.host = host;
    this.context = context;
    this.svg = s(
      "svg",
      { class: "rt-board", role: "group", "data-testid": "royal-turf" },
      definitions(),
      this.back,
      this.info,
      this.pieces,
      this.actions
    );
    host.replaceChildren(this.svg);
    new ResizeObserver(() => requestAnimationFrame(() => {
      if (this.chooseLayout() !== this.layout) this.render();
    })).observe(host);
  }
  host;
  context;
  svg;
  back = s("g", { class: "rt-back" });
  info = s("g", { class: "rt-info" });
  pieces = s("g", { class: "rt-pieces" });
  actions = s("g", { class: "rt-actions" });
  horses = /* @__PURE__ */ new Map();
  view;
  interactive = false;
  layout = WIDE3;
  /** The horse chosen for a bet, its token still to choose (at view version `selectedAt`). */
  selected;
  selectedAt = -1;
  /** What the events seen so far say of this race: the last roll and the last move. */
  lastRoll;
  lastMove;
  race = 0;
  /** What the latest batch of events touched: "die", "cards", "move", "bet:<seat>:<horse>". */
  fresh = /* @__PURE__ */ new Set();
  update(view, recent, interactive) {
    if (view.state.race !== this.race) this.forgetRace(view.state.race);
    this.fresh = /* @__PURE__ */ new Set();
    for (const event of recent) this.remember(event);
    if (view.version !== this.selectedAt) this.selected = void 0;
    this.view = view;
    this.interactive = interactive;
    this.render();
  }
  forgetRace(race) {
    this.race = race;
    this.lastRoll = void 0;
    this.lastMove = void 0;
  }
  remember(event) {
    switch (event.type) {
      case "race_started":
        this.forgetRace(event.race);
        this.fresh.add("cards");
        break;
      case "rolled":
        this.lastRoll = event.symbol;
        this.fresh.add("die");
        break;
      case "horse_moved":
        this.lastRoll = event.symbol;
        this.lastMove = { horse: event.horse, from: event.from, to: event.to };
        this.fresh.add("move");
        break;
      case "bet_placed":
        this.fresh.add(`bet:${event.seat}:${event.horse}`);
        break;
      default:
        break;
    }
  }
  chooseLayout() {
    const width = this.host.clientWidth;
    return width > 0 && width < NARROW_BELOW_PX ? NARROW2 : WIDE3;
  }
  render() {
    const view = this.view;
    if (view === void 0) return;
    const layout = this.layout = this.chooseLayout();
    const state = view.state;
    const seats = state.money.length;
    const track = new Track(layout, state.track_length);
    const height = boardHeight(layout, seats);
    const attrs = {
      viewBox: `0 0 ${layout.width} ${height}`,
      "aria-label": tr2("board"),
      "data-race": String(state.race),
      "data-phase": state.phase,
      "data-roll": state.roll ?? "",
      "data-turn": state.turn === null ? "" : String(state.turn),
      "data-finishers": state.finishers.join(","),
      "data-last": state.last === null ? "" : String(state.last),
      "data-layout": layout === NARROW2 ? "narrow" : "wide"
    };
    for (const [name, value] of Object.entries(attrs)) this.svg.setAttribute(name, value);
    this.back.replaceChildren(...state.horses.map((horse) => this.laneBack(horse, track, seats)));
    this.info.replaceChildren(
      ...this.header(view, layout),
      ...state.horses.map((horse) => this.laneInfo(view, horse, track))
    );
    for (const horse of state.horses) this.placeHorse(horse, state, track, seats);
    const focused = this.focusedKey();
    this.actions.replaceChildren(...this.interactive ? this.moveActions(view, track) : []);
    if (focused !== void 0) this.focus(focused);
  }
  // --- the header ---------------------------------------------------------------------------
  header(view, layout) {
    const state = view.state;
    const { pad, dieSize } = layout;
    const textX = pad + dieSize + 12;
    const prompt = this.prompt(view);
    const turn2 = state.turn === null ? "" : ` · ${this.context.seatName(state.turn)}`;
    return [
      this.die(state, layout),
      s("text", {
        x: textX,
        y: pad + dieSize * 0.42,
        class: "rt-title",
        "font-size": layout.font + 3
      }, tr2("race", { race: state.race, races: state.races })),
      s("text", {
        x: textX,
        y: pad + dieSize * 0.9,
        class: prompt ? "rt-prompt" : "rt-muted",
        "font-size": layout.small + 1
      }, prompt ?? tr2(`phase_${state.phase}`) + turn2),
      ...this.podium(state, layout),
      ...this.seatChips(view, layout)
    ];
  }
  /** What the seat is to do now, when it is its turn. */
  prompt(view) {
    if (!this.interactive) return void 0;
    const kinds = new Set(view.legal_moves.map((move) => move.type));
    const roll = view.state.roll;
    if (kinds.has("roll")) return `${tr2("roll")} ▸`;
    if (kinds.has("move_horse") && roll !== null) {
      return tr2("promptMove", { symbol: symbolName(roll) });
    }
    if (!kinds.has("bet")) return void 0;
    const selected = this.selected === void 0 ? void 0 : view.state.horses[this.selected];
    return selected === void 0 ? tr2("promptBet") : tr2("promptToken", { horse: selected.name });
  }
  die(state, layout) {
    const symbol = state.roll ?? this.lastRoll;
    const stale = state.roll === null;
    const { pad, dieSize } = layout;
    const label = symbol === void 0 ? tr2("dieBlank") : tr2(stale ? "dieLast" : "dieShows", { symbol: symbolName(symbol) });
    return s(
      "g",
      {
        class: "rt-die",
        "data-die": state.roll ?? "",
        role: "img",
        "aria-label": label
      },
      s("rect", {
        x: pad,
        y: pad,
        width: dieSize,
        height: dieSize,
        rx: 9,
        class: ["rt-die-face", stale ? "rt-stale" : "", this.fresh.has("die") ? "rt-fresh" : ""].join(" ").trim()
      }),
      symbol === void 0 ? s("text", {
        x: pad + dieSize / 2,
        y: pad + dieSize * 0.66,
        class: "rt-muted",
        "text-anchor": "middle",
        "font-size": dieSize * 0.5
      }, "?") : icon(
        symbol,
        pad + dieSize / 2,
        pad + dieSize / 2,
        dieSize * 0.72,
        stale ? "rt-stale" : ""
      )
    );
  }
  podium(state, layout) {
    const r = 11;
    const y = layout.pad + layout.dieSize / 2 - 4;
    return state.finishers.flatMap((horse, index) => {
      const x = layout.width - layout.pad - r - (state.finishers.length - 1 - index) * (2 * r + 10);
      const found = state.horses[horse];
      if (found === void 0) return [];
      return [s(
        "g",
        {
          class: "rt-podium",
          "data-place": index + 1,
          "data-horse": horse,
          role: "img",
          "aria-label": `${placeName(index + 1)}: ${found.name}`
        },
        s("circle", { cx: x, cy: y, r, class: `rt-horse-${found.colour}` }),
        s("text", {
          x,
          y: y + 4,
          "text-anchor": "middle",
          "font-size": 12,
          class: `rt-on-${found.colour}`
        }, horse + 1),
        s("text", {
          x,
          y: y + r + 13,
          "text-anchor": "middle",
          class: "rt-muted",
          "font-size": layout.small - 1
        }, placeName(index + 1))
      )];
    });
  }
  seatChips(view, layout) {
    const state = view.state;
    const seats = state.money.length;
    const columns = Math.min(layout.seatColumns, seats);
    const gap = 6;
    const width = (layout.width - 2 * layout.pad - (columns - 1) * gap) / columns;
    const top = layout.pad + layout.dieSize + 10;
    return state.money.map((money, seat) => {
      const x = layout.pad + seat % columns * (width + gap);
      const y = top + Math.floor(seat / columns) * (layout.seatHeight + gap);
      const left = state.tokens_left[seat];
      const count2 = left?.count ?? 0;
      const values = left?.values ?? null;
      const name = this.context.seatName(seat);
      const room = Math.max(4, Math.floor((width - 40 - 0.7 * (layout.small + 1) * String(money).length) / (layout.small * 0.68)));
      const shown = name.length > room ? `${name.slice(0, room - 1)}…` : name;
      const tokens2 = Array.from({ length: count2 }, (_, index) => {
        const value = values?.[index];
        const cx = x + 14 + index * 16;
        const cy = y + layout.seatHeight - 11;
        return value === void 0 ? this.faceDown(cx, cy, 6.5, seat) : s(
          "g",
          {},
          s("circle", { cx, cy, r: 6.5, class: `rt-token rt-seat-fill-${seat}` }),
          s("text", {
            x: cx,
            y: cy + 3.2,
            "text-anchor": "middle",
            "font-size": 9,
            class: "rt-token-value"
          }, value)
        );
      });
      const toAct = view.to_act.includes(seat);
      return s(
        "g",
        {
          class: "rt-seat",
          "data-seat": seat,
          "data-money": money,
          "data-tokens-left": count2,
          "data-token-values": values === null ? null : values.join(","),
          role: "img",
          "aria-label": tr2("money", { name, money, left: count2 })
        },
        s("rect", {
          x,
          y,
          width,
          height: layout.seatHeight,
          rx: 8,
          class: toAct ? "rt-seat-chip rt-to-act" : "rt-seat-chip"
        }),
        s("circle", { cx: x + 12, cy: y + 14, r: 6, class: `rt-seat-fill-${seat}` }),
        s(
          "text",
          { x: x + 23, y: y + 18, class: "rt-text rt-strong", "font-size": layout.small },
          shown
        ),
        s("text", {
          x: x + width - 8,
          y: y + 18,
          class: "rt-money",
          "text-anchor": "end",
          "font-size": layout.small + 1
        }, money),
        ...tokens2
      );
    });
  }
  faceDown(cx, cy, r, seat) {
    return s(
      "g",
      { class: "rt-face-down" },
      s("circle", { cx, cy, r, class: `rt-token rt-seat-fill-${seat}` }),
      s("circle", { cx, cy, r: r - 1.5, fill: "url(#rt-hatch)" })
    );
  }
  // --- the lanes ----------------------------------------------------------------------------
  laneBack(horse, track, seats) {
    const layout = track.layout;
    const top = laneTop(layout, seats, horse.horse);
    const trackTop = top + layout.infoHeight;
    const squares = [];
    for (let square = -6; square < track.length; square += 1) {
      const kind = square <= 0 ? "rt-sq-start" : square % 2 === 0 ? "rt-sq-a" : "rt-sq-b";
      squares.push(s("rect", {
        x: track.left(square),
        y: trackTop,
        width: track.cell + 0.2,
        height: layout.trackHeight,
        class: kind
      }));
      if (square > 0 && square % 5 === 0 && track.cell >= 8) {
        squares.push(s("text", {
          x: track.left(square) + track.cell / 2,
          y: trackTop + 8,
          "text-anchor": "middle",
          "font-size": 7,
          class: "rt-square-number"
        }, square));
      }
    }
    const checks = [];
    const check = layout.trackHeight / 6;
    for (let row = 0; row < 6; row += 1) {
      for (let column = 0; column < 2; column += 1) {
        checks.push(s("rect", {
          x: track.lineX + column * check,
          y: trackTop + row * check,
          width: check,
          height: check,
          class: (row + column) % 2 === 0 ? "rt-check-dark" : "rt-check-light"
        }));
      }
    }
    return s(
      "g",
      { class: "rt-lane-back" },
      s("rect", {
        x: 0,
        y: top,
        width: layout.width,
        height: layout.laneHeight,
        class: horse.horse % 2 === 0 ? "rt-lane rt-lane-even" : "rt-lane rt-lane-odd"
      }),
      ...squares,
      s("rect", {
        x: track.lineX,
        y: trackTop,
        width: track.end - track.lineX,
        height: layout.trackHeight,
        class: "rt-finish-area"
      }),
      ...checks
    );
  }
  laneInfo(view, horse, track) {
    const layout = track.layout;
    const state = view.state;
    const top = laneTop(layout, state.money.length, horse.horse);
    const textY = top + layout.infoHeight * 0.68;
    const middle = top + layout.infoHeight / 2 + 1;
    const bets = state.bets.filter((bet) => bet.horse === horse.horse);
    const step = Math.min(
      2 * layout.token + 4,
      (layout.cardX - layout.betsX - 8) / Math.max(1, bets.length)
    );
    const parts = [
      s("circle", { cx: layout.pad + 9, cy: middle, r: 9, class: `rt-horse-${horse.colour}` }),
      s("text", {
        x: layout.pad + 9,
        y: middle + 4,
        "text-anchor": "middle",
        "font-size": 11,
        class: `rt-on-${horse.colour}`
      }, horse.horse + 1),
      s("text", {
        x: layout.pad + 24,
        y: textY,
        class: "rt-text rt-strong",
        "font-size": layout.nameFont
      }, horse.name),
      ...bets.map((bet, index) => this.betToken(
        bet,
        layout.betsX + layout.token + index * step,
        middle,
        layout.token,
        horse.name
      )),
      this.card(horse, state.roll, layout, top)
    ];
    const trackY = top + layout.infoHeight + layout.trackHeight / 2;
    if (this.lastMove?.horse === horse.horse) {
      const { from, to } = this.lastMove;
      const fresh = this.fresh.has("move") ? " rt-fresh" : "";
      parts.push(
        s("line", {
          x1: track.centre(from),
          x2: track.centre(to),
          y1: trackY,
          y2: trackY,
          class: `rt-trail${fresh}`
        }),
        s("circle", {
          cx: track.centre(to),
          cy: trackY,
          r: layout.trackHeight / 2 - 1,
          class: `rt-ring${fresh}`
        })
      );
    }
    const place = horse.place === null ? "" : ` — ${placeName(horse.place)}`;
    const last = state.last === horse.horse ? ` — ${tr2("last")}` : "";
    return s("g", {
      class: "rt-lane-info",
      "data-horse": horse.horse,
      "data-id": horse.id,
      "data-position": horse.position,
      "data-place": horse.place ?? "",
      "data-moved": String(horse.moved_this_cycle),
      role: "img",
      "aria-label": tr2("lane", { name: horse.name, position: horse.position, ...horse.card }) + place + last
    }, ...parts);
  }
  betToken(bet, cx, cy, r, horse) {
    const fresh = this.fresh.has(`bet:${bet.seat}:${bet.horse}`) ? " rt-fresh" : "";
    const seat = this.context.seatName(bet.seat);
    if (bet.token === null) {
      const token = this.faceDown(cx, cy, r, bet.seat);
      token.setAttribute("class", `rt-bet rt-face-down${fresh}`);
      token.setAttribute("data-bet-seat", String(bet.seat));
      token.setAttribute("data-bet-horse", String(bet.horse));
      token.setAttribute("data-face-down", "true");
      token.setAttribute("role", "img");
      token.setAttribute("aria-label", tr2("betFaceDown", { seat, horse }));
      return token;
    }
    return s(
      "g",
      {
        class: `rt-bet${fresh}`,
        "data-bet-seat": bet.seat,
        "data-bet-horse": bet.horse,
        "data-token": bet.token,
        role: "img",
        "aria-label": tr2("bet", { seat, token: bet.token, horse })
      },
      s("circle", { cx, cy, r, class: `rt-token rt-seat-fill-${bet.seat}` }),
      s("text", {
        x: cx,
        y: cy + r * 0.42,
        "text-anchor": "middle",
        "font-size": r * 1.25,
        class: "rt-token-value"
      }, bet.token)
    );
  }
  card(horse, roll, layout, top) {
    const height = layout.infoHeight - 4;
    const middle = top + 2 + height / 2;
    const fresh = this.fresh.has("cards") ? " rt-fresh" : "";
    return s(
      "g",
      {
        class: "rt-card",
        "data-card": `${horse.id}:${horse.card_index}`,
        "data-horse": horse.horse,
        "data-tete": horse.card.tete,
        "data-fer": horse.card.fer,
        "data-bombe": horse.card.bombe,
        "data-selle": horse.card.selle,
        role: "img",
        "aria-label": tr2("card", { name: horse.name, ...horse.card })
      },
      s("rect", { x: layout.cardX - 4, y: top + 2, width: layout.width - layout.pad - layout.cardX + 4, height, rx: 5, class: `rt-card-face${fresh}` }),
      ...SYMBOLS.flatMap((symbol, index) => {
        const x = layout.cardX + index * layout.cardStep;
        const hot = roll === symbol;
        return [
          ...hot ? [s("rect", {
            x: x - 2,
            y: top + 3,
            width: layout.cardStep - 4,
            height: height - 2,
            rx: 4,
            class: "rt-card-hot"
          })] : [],
          icon(symbol, x + 9, middle, 16),
          s("text", {
            x: x + 20,
            y: middle + layout.font * 0.36,
            class: "rt-text rt-strong",
            "font-size": layout.font
          }, horse.card[symbol])
        ];
      })
    );
  }
  /** Moves the horse's own element (made once) to its square: the transition animates it. */
  placeHorse(horse, state, track, seats) {
    const layout = track.layout;
    const r = Math.min(PIECE_RADIUS, layout.trackHeight / 2 - 2);
    let piece = this.horses.get(horse.horse);
    if (piece === void 0) {
      piece = s(
        "g",
        { class: "piece rt-piece", "data-horse": horse.horse, "aria-hidden": "true" },
        s("circle", { r, class: `rt-horse-body rt-horse-${horse.colour}` }),
        s("text", { y: 4.5, "text-anchor": "middle", "font-size": 13, class: `rt-on-${horse.colour} rt-strong` }, horse.horse + 1),
        s(
          "g",
          { class: "rt-badge" },
          s("circle", { cx: r * 0.85, cy: -r * 0.85, r: 7 }),
          s("text", {
            x: r * 0.85,
            y: -r * 0.85 + 3.5,
            "text-anchor": "middle",
            "font-size": 10
          })
        )
      );
      this.horses.set(horse.horse, piece);
      this.pieces.append(piece);
    }
    const x = track.centre(horse.position);
    const y = laneTop(layout, seats, horse.horse) + layout.infoHeight + layout.trackHeight / 2;
    piece.setAttribute("transform", `translate(${x.toFixed(2)} ${y.toFixed(2)})`);
    piece.setAttribute("data-position", String(horse.position));
    piece.classList.toggle("rt-moved", horse.moved_this_cycle && state.phase === "racing");
    piece.classList.toggle("rt-last", state.last === horse.horse);
    const badge = piece.querySelector(".rt-badge");
    const badgeText = badge?.querySelector("text");
    const mark2 = horse.place !== null ? String(horse.place) : state.last === horse.horse ? "✗" : "";
    badge?.setAttribute("visibility", mark2 === "" ? "hidden" : "visible");
    if (badgeText !== null && badgeText !== void 0) badgeText.textContent = mark2;
  }
  // --- the legal moves ----------------------------------------------------------------------
  moveActions(view, track) {
    const layout = track.layout;
    const state = view.state;
    const seats = state.money.length;
    const moves = view.legal_moves;
    const nodes = [];
    for (const move of moves) {
      if (move.type === "roll") nodes.push(this.rollAction(move, layout));
    }
    const bets = moves.filter(isBet);
    for (let index = 0; index < HORSE_COUNT; index += 1) {
      const horse = state.horses[index];
      if (horse === void 0) continue;
      const top = laneTop(layout, seats, index);
      const lane = (key, label, act, selected = false) => this.keyed(
        actionable(s("rect", {
          x: 1,
          y: top + 1,
          width: layout.width - 2,
          height: layout.laneHeight - 2,
          rx: 6,
          class: selected ? "rt-lane-action rt-selected" : "rt-lane-action"
        }), label, act),
        key
      );
      const go = moves.find((move) => move.type === "move_horse" && move.horse === index);
      if (go !== void 0 && state.roll !== null) {
        nodes.push(lane(
          `move:${index}`,
          tr2("moveHorse", {
            horse: horse.name,
            value: horse.card[state.roll],
            symbol: symbolName(state.roll)
          }),
          () => this.context.play(go)
        ));
      }
      const choices = bets.filter((bet) => bet.horse === index);
      const only = choices.length === 1 ? choices[0] : void 0;
      if (only !== void 0) {
        nodes.push(lane(
          `bet:${index}`,
          tr2("betOne", { token: only.token, horse: horse.name }),
          () => this.context.play(only)
        ));
      } else if (choices.length > 1) {
        const selected = this.selected === index;
        nodes.push(lane(
          `bet:${index}`,
          tr2("chooseHorse", { horse: horse.name }),
          () => this.select(selected ? void 0 : index),
          selected
        ));
        if (selected) nodes.push(...this.tokenChoices(choices, horse, track, top, view.viewer));
      }
    }
    return nodes;
  }
  rollAction(move, layout) {
    const width = Math.min(layout.width / 2, layout.dieSize + 200);
    return this.keyed(actionable(
      s("rect", {
        x: layout.pad - 4,
        y: layout.pad - 4,
        width,
        height: layout.dieSize + 8,
        rx: 12,
        class: "rt-roll-action"
      }),
      tr2("roll"),
      () => this.context.play(move)
    ), "roll");
  }
  /** The second step of a bet: one chip per token value the horse may take, and a way back. */
  tokenChoices(choices, horse, track, top, viewer) {
    const layout = track.layout;
    const chip = { width: 40, height: layout.trackHeight };
    const y = top + layout.infoHeight;
    const count2 = choices.length + 1;
    const x0 = track.end - count2 * (chip.width + 4);
    const seat = viewer ?? 0;
    const nodes = [s("rect", {
      x: x0 - 6,
      y: y - 1,
      width: track.end - x0 + 8,
      height: chip.height + 2,
      rx: 8,
      class: "rt-chooser"
    })];
    choices.forEach((move, index) => {
      const x2 = x0 + index * (chip.width + 4);
      const cx = x2 + chip.width / 2;
      const cy = y + chip.height / 2;
      const label = move.token === 0 ? tr2("bluffToken", { horse: horse.name }) : tr2("betToken", { token: move.token, horse: horse.name });
      nodes.push(this.keyed(
        actionable(s(
          "g",
          { class: "rt-choice", "data-choice": move.token },
          s("rect", { x: x2, y, width: chip.width, height: chip.height, rx: 7, class: "rt-chip" }),
          s("circle", { cx, cy, r: 11, class: `rt-token rt-seat-fill-${seat}` }),
          s("text", {
            x: cx,
            y: cy + 5,
            "text-anchor": "middle",
            "font-size": 14,
            class: "rt-token-value"
          }, move.token)
        ), label, () => this.context.play(move)),
        `token:${horse.horse}:${move.token}`
      ));
    });
    const x = x0 + choices.length * (chip.width + 4);
    nodes.push(this.keyed(actionable(
      s(
        "g",
        { class: "rt-choice rt-cancel" },
        s("rect", { x, y, width: chip.width, height: chip.height, rx: 7, class: "rt-chip" }),
        s("text", {
          x: x + chip.width / 2,
          y: y + chip.height / 2 + 5,
          "text-anchor": "middle",
          "font-size": 15,
          class: "rt-text"
        }, "✕")
      ),
      tr2("cancel", { horse: horse.name }),
      () => this.select(void 0)
    ), `cancel:${horse.horse}`));
    return nodes;
  }
  select(horse) {
    const previous = this.selected;
    this.selected = horse;
    this.selectedAt = this.view?.version ?? -1;
    const hadFocus = this.focusedKey() !== void 0;
    this.render();
    if (!hadFocus) return;
    if (horse !== void 0) {
      this.actions.querySelector(`[data-key^="token:${horse}:"]`)?.focus();
    } else if (previous !== void 0) {
      this.focus(`bet:${previous}`);
    }
  }
  keyed(element, key) {
    element.setAttribute("data-key", key);
    return element;
  }
  focusedKey() {
    const active = document.activeElement;
    if (active === null || !this.actions.contains(active)) return void 0;
    return active.getAttribute("data-key") ?? void 0;
  }
  focus(key) {
    for (const element of this.actions.querySelectorAll("[data-key]")) {
      if (element.getAttribute("data-key") === key) {
        element.focus();
        return;
      }
    }
  }
};

// web/src/games/royal_turf.ts
function describe4(event, context) {
  const seat = (n) => context.seatName(n);
  const podium = (horses) => horses.map((horse, index) => `${placeName(index + 1)} ${horseName(horse)}`).join(", ");
  switch (event.type) {
    case "start_player":
      return tr2("startPlayer", { seat: seat(event.seat) });
    case "race_started":
      return tr2("raceStarted", { race: event.race, seat: seat(event.first_player) });
    case "horses_placed":
      return tr2("horsesPlaced", { names: event.order.map(horseName).join(", ") });
    case "cards_dealt":
      return tr2("cardsDealt");
    case "bet_placed":
      return event.token === null ? tr2("betFaceDown", { seat: seat(event.seat), horse: horseName(event.horse) }) : tr2("bet", {
        seat: seat(event.seat),
        token: event.token,
        horse: horseName(event.horse)
      });
    case "betting_closed":
      return tr2("bettingClosed");
    case "rolled":
      return tr2("rolled", { seat: seat(event.seat), symbol: symbolName(event.symbol) });
    case "horse_moved": {
      const words = {
        seat: seat(event.seat),
        horse: horseName(event.horse),
        value: event.value,
        symbol: symbolName(event.symbol)
      };
      return event.place === void 0 ? tr2("horseMoved", words) : tr2("horseFinished", { ...words, place: placeName(event.place) });
    }
    case "cycle_started":
      return tr2("cycleStarted");
    case "race_finished":
      return tr2("raceFinished", {
        race: event.race,
        names: podium(event.finishers),
        last: horseName(event.last)
      });
    case "bets_revealed":
      return tr2("betsRevealed");
    case "round_scored":
      return tr2("roundScored", { race: event.race, payouts: seatsOf(event).map((n) => `${seat(n)} ${signed2(event.payouts[String(n)] ?? 0)}`).join(", ") });
    default:
      return void 0;
  }
}
function seatsOf(event) {
  return Object.keys(event.breakdown).map(Number).sort((a, b) => a - b);
}
function breakdown3(event, context) {
  if (event.type !== "round_scored") return void 0;
  const rows = seatsOf(event).flatMap((seat) => {
    const payout = event.payouts[String(seat)] ?? 0;
    return [
      h(
        "tr",
        { class: "rt-seat-row", "data-seat": seat, "data-payout": payout },
        h("th", { scope: "row" }, context.seatName(seat)),
        h("td", { class: "rt-number" }, signed2(payout)),
        h("td", { class: "rt-number" }, String(event.money[seat] ?? ""))
      ),
      ...(event.breakdown[String(seat)] ?? []).map((token) => h(
        "tr",
        {
          class: "rt-token-row",
          "data-seat": seat,
          "data-horse": token.horse,
          "data-token": token.token,
          "data-amount": token.amount
        },
        h("td", {}, tr2("tokenLine", {
          token: token.token,
          horse: horseName(token.horse),
          where: token.place !== null ? placeName(token.place) : token.last ? tr2("last") : tr2("unplaced"),
          units: token.units_on_horse
        })),
        h("td", { class: "rt-number" }, signed2(token.amount)),
        h("td", {})
      ))
    ];
  });
  const podium = event.finishers.map((horse, index) => `${placeName(index + 1)} ${horseName(horse)}`).join(", ");
  return h(
    "div",
    { class: "rt-breakdown", "data-race": event.race },
    h("p", {}, `${tr2("raceNumber", { race: event.race })} · ${tr2(
      "finishers",
      { names: podium }
    )} · ${tr2("last")} ${horseName(event.last)}`),
    event.multiplier > 1 ? h("p", {}, tr2("multiplier", { multiplier: event.multiplier })) : null,
    h(
      "table",
      {},
      h("thead", {}, h(
        "tr",
        {},
        h("th", { scope: "col" }, tr2("seatTokens")),
        h("th", { scope: "col" }, tr2("total")),
        h("th", { scope: "col" }, tr2("moneyAfter"))
      )),
      h("tbody", {}, ...rows)
    )
  );
}
var ui4 = {
  game: "royal-turf",
  mount: (host, context) => new RoyalTurfBoard(host, context),
  describe: describe4,
  breakdown: breakdown3
};

// web/src/games/index.ts
function erase(ui5) {
  const isMine = (view) => view.game === ui5.game;
  const areMine = (view, _events) => view.game === ui5.game;
  return {
    mount(host, play, seatName2) {
      const board = ui5.mount(host, { play, seatName: seatName2 });
      return {
        update(view, recent, interactive) {
          if (isMine(view) && areMine(view, recent)) board.update(view, recent, interactive);
        }
      };
    },
    describe(view, event, context) {
      const events = [event];
      return areMine(view, events) && events[0] !== void 0 ? ui5.describe(events[0], context) : void 0;
    },
    breakdown(view, event, context) {
      const events = [event];
      return areMine(view, events) && events[0] !== void 0 ? ui5.breakdown(events[0], context) : void 0;
    }
  };
}
var GAME_UIS = {
  "petits-chevaux": erase(ui2),
  "royal-turf": erase(ui4),
  amazones: erase(ui),
  "poney-mon-amour": erase(ui3)
};

// web/src/events.ts
function describeEvent(view, event, name) {
  return GAME_UIS[view.game].describe(view, event, { seatName: name }) ?? sharedLine(event, name);
}
function sharedLine(event, name) {
  switch (event.type) {
    case "seat_joined":
      return t("ev_seat_joined", { name: event.name });
    case "match_started":
      return t("ev_match_started");
    case "seat_resigned":
      return t("ev_seat_resigned", { name: name(event.seat) });
    case "match_forfeited":
      return t("ev_match_forfeited", { name: name(event.winner) });
    case "rematch_created":
      return t("ev_rematch_created");
    case "turn_timed_out":
      return t("ev_turn_timed_out", { name: name(event.seat) });
    case "seat_replaced_by_ai":
      return t("ev_seat_replaced_by_ai", { name: name(event.seat) });
    case "move_played":
      return t("ev_move_played", {
        name: name(event.seat),
        move: event.move.type.replaceAll("_", " ")
      });
    case "round_scored":
      return t("ev_round_scored");
    default: {
      const seat = "seat" in event && typeof event.seat === "number" ? `${name(event.seat)}: ` : "";
      return seat + event.type.replaceAll("_", " ");
    }
  }
}

// web/src/fairness.ts
async function sha256Hex(text2) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text2));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
async function checkCommitment(salt, seed, commitment) {
  if (!window.isSecureContext || crypto.subtle === void 0) {
    return { verdict: "unavailable", digest: "" };
  }
  const digest = await sha256Hex(`${salt}:${seed}`);
  return { verdict: digest === commitment.toLowerCase() ? "ok" : "mismatch", digest };
}

// web/src/result.ts
function renderResult(section, view, name) {
  const outcome = view.result;
  section.hidden = outcome === null || outcome === void 0;
  if (outcome === null || outcome === void 0) {
    section.replaceChildren();
    return;
  }
  const rows = outcome.ranking.map((seat, index) => h(
    "tr",
    {},
    h("td", {}, String(index + 1)),
    h("th", { scope: "row" }, name(seat)),
    h("td", {}, String(outcome.scores[String(seat)] ?? ""))
  ));
  section.replaceChildren(
    h("h2", {}, t("result")),
    h("p", { class: "winners" }, t("winners", { names: outcome.winners.map(name).join(", ") })),
    h(
      "table",
      {},
      h("thead", {}, h(
        "tr",
        {},
        h("th", { scope: "col" }, t("rank")),
        h("th", { scope: "col" }, t("seats")),
        h("th", { scope: "col" }, t("score"))
      )),
      h("tbody", {}, ...rows)
    )
  );
}

// web/src/match.ts
var LOG_LIMIT = 300;
function seatName(view, seat) {
  return view?.seats[seat]?.name ?? t("seat", { n: seat });
}
function matchPage(main2, matchId, options) {
  let held = tokens.get(matchId);
  let view;
  let board;
  let recent = [];
  let drawnVersion;
  let busy = false;
  let transport = "offline";
  let latestScoring;
  let checkedCommitment;
  const ui5 = () => view === void 0 ? void 0 : GAME_UIS[view.game];
  const name = (seat) => seatName(view, seat);
  const title = h("h1", {}, t("loading"));
  const status = h("p", { class: "match-status", "data-testid": "match-status" });
  const live = h("span", { class: "transport", "data-testid": "transport" });
  const who = h("p", { class: "who" });
  const alert = h("div", { class: "problem", role: "alert", "data-testid": "problem" });
  const share = h("section", { class: "share", hidden: true });
  const seats = h("ol", { class: "seats", "aria-label": t("seats") });
  const boardHost = h("section", {
    class: "board-host",
    "aria-label": "board",
    "data-testid": "board"
  });
  const actions = h("div", { class: "actions" });
  const scoring = h("section", { class: "scoring", hidden: true, "data-testid": "scoring" });
  const result = h("section", { class: "result", hidden: true, "data-testid": "result" });
  const fairness = h("section", { class: "fairness", "data-testid": "fairness" });
  const log = h("ol", { class: "log", "data-testid": "log" });
  main2.replaceChildren(h(
    "div",
    { class: "match" },
    h("div", { class: "match-head" }, title, status, live, who),
    alert,
    share,
    h(
      "div",
      { class: "match-body" },
      h("div", { class: "play-area" }, boardHost, actions),
      h(
        "aside",
        { class: "side" },
        h("h2", {}, t("seats")),
        seats,
        scoring,
        result,
        fairness,
        h("h2", {}, t("events")),
        log
      )
    )
  ));
  const connection = () => new MatchConnection(matchId, held?.token, {
    view: (next) => {
      const first = view === void 0;
      view = next;
      if (first) mountBoard();
      render();
    },
    events: (events) => {
      recent.push(...events);
      live.setAttribute("data-last-seq", String(channel.seq));
      for (const event of events) appendLog(event);
      const scored = events.filter((event) => event.type === "round_scored").at(-1);
      if (scored !== void 0) latestScoring = scored;
    },
    transport: (next) => {
      transport = next;
      renderTransport();
    },
    unauthorized: () => {
      tokens.forget(matchId);
      held = void 0;
      showProblem(t("tokenGone"));
    }
  }, options.forceSse);
  let channel = connection();
  channel.start();
  function mountBoard() {
    const gameUi = ui5();
    if (gameUi === void 0) return;
    board = gameUi.mount(boardHost, (move) => void play(move), name);
  }
  async function play(move) {
    if (busy) return;
    busy = true;
    showProblem(void 0);
    render();
    try {
      await channel.move(move);
    } catch (error) {
      if (!(error instanceof ProblemError)) throw error;
      showProblem(t("problem", { detail: error.problem.detail }), error.problem);
      await channel.refresh().catch(() => void 0);
    } finally {
      busy = false;
      render();
    }
  }
  function showProblem(text2, problem) {
    alert.replaceChildren();
    alert.removeAttribute("data-code");
    if (text2 === void 0) return;
    alert.append(h("p", {}, text2));
    if (problem !== void 0) alert.setAttribute("data-code", problem.code);
  }
  function appendLog(event) {
    if (event.type === "move_played") return;
    log.append(h(
      "li",
      { "data-seq": event.seq, "data-type": event.type },
      view === void 0 ? event.type : describeEvent(view, event, name)
    ));
    while (log.children.length > LOG_LIMIT) log.firstElementChild?.remove();
    log.scrollTop = log.scrollHeight;
  }
  function render() {
    if (view === void 0) return;
    const current2 = view;
    const mine = held?.seat;
    const myTurn = mine !== void 0 && current2.to_act.includes(mine);
    title.textContent = gameName(current2.game);
    status.textContent = t(`status_${current2.status}`);
    status.setAttribute("data-status", current2.status);
    status.setAttribute("data-version", String(current2.version));
    if (current2.to_act.length > 0 && current2.status === "active") {
      status.append(" · ", myTurn ? t("yourTurn") : t("toAct", { names: current2.to_act.map(name).join(", ") }));
    }
    who.textContent = current2.viewer === null || current2.viewer === void 0 ? t("spectator") : t("playingAs", { n: current2.viewer, name: name(current2.viewer) });
    renderTransport();
    renderSeats(current2);
    renderShare(current2);
    renderActions(current2);
    renderScoring(current2);
    renderResult(result, current2, name);
    renderFairness(current2);
    const interactive = !busy && current2.viewer !== null && current2.status === "active";
    const since = drawnVersion;
    const news = since === void 0 ? [] : recent.filter((event) => event.version > since);
    board?.update(current2, news, interactive);
    drawnVersion = current2.version;
    recent = [];
    boardHost.setAttribute("aria-busy", busy ? "true" : "false");
    if (myTurn && !busy) announce(t("yourTurn"));
  }
  function renderTransport() {
    live.textContent = t(`transport_${transport}`);
    live.setAttribute("data-transport", transport);
  }
  function renderSeats(current2) {
    const scores = current2.result?.scores ?? {};
    seats.replaceChildren(...current2.seats.map((seat) => h(
      "li",
      {
        class: current2.to_act.includes(seat.seat) ? "to-act" : void 0,
        "aria-current": current2.to_act.includes(seat.seat) ? "true" : void 0
      },
      h("span", { class: `seat-dot seat-${seat.seat}`, "aria-hidden": "true" }),
      seat.name,
      seat.open ? ` — ${t("human")}` : "",
      seat.seat === held?.seat ? ` — ${t("you")}` : "",
      scores[String(seat.seat)] !== void 0 ? ` · ${scores[String(seat.seat)]}` : ""
    )));
  }
  function renderShare(current2) {
    const open = current2.status === "waiting" && current2.seats.some((seat) => seat.open);
    share.hidden = !open;
    if (!open) return;
    const link = `${location.origin}${location.pathname}#/join/${encodeURIComponent(matchId)}`;
    const linkField = h("input", {
      type: "text",
      readonly: true,
      value: link,
      "aria-label": t("shareLink"),
      "data-testid": "share-link"
    });
    const parts = [
      h("p", {}, t("shareLink")),
      linkField,
      button(t("copy"), () => {
        navigator.clipboard?.writeText(link).then(() => announce(t("copied")), () => void 0);
      })
    ];
    if (held === void 0) parts.push(joinForm(current2));
    share.replaceChildren(...parts);
  }
  function joinForm(current2) {
    const nameField = h("input", {
      type: "text",
      required: true,
      maxlength: 40,
      id: "join-name",
      autocomplete: "nickname"
    });
    const form = h(
      "form",
      { class: "join", "aria-label": t("joinTitle") },
      h("h2", {}, t("joinTitle")),
      h("label", { for: "join-name" }, t("joinAs")),
      nameField,
      h("button", { type: "submit" }, t("join"))
    );
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      void join(nameField.value.trim() || "?", current2);
    });
    if (options.joining) window.setTimeout(() => nameField.focus(), 0);
    return form;
  }
  async function join(playerName2, current2) {
    try {
      const joined = await call(client().POST("/v1/matches/{match_id}/join", {
        params: { path: { match_id: matchId } },
        body: { name: playerName2 }
      }));
      held = { seat: joined.seat, token: joined.seat_token, game: current2.game, at: Date.now() };
      tokens.set(matchId, held);
      channel.stop();
      channel = connection();
      channel.start();
    } catch (error) {
      if (!(error instanceof ProblemError)) throw error;
      showProblem(t("problem", { detail: error.problem.detail }), error.problem);
    }
  }
  function renderActions(current2) {
    const parts = [];
    if (held !== void 0 && current2.status === "active" && current2.viewer !== null) {
      parts.push(button(t("resign"), () => {
        if (window.confirm(t("confirmResign"))) void resign();
      }, { class: "secondary" }));
    }
    if (current2.status === "finished") {
      if (held !== void 0 && current2.viewer !== null) {
        parts.push(button(t("rematch"), () => void rematch()));
      }
      parts.push(h("a", {
        href: `#/replay/${encodeURIComponent(matchId)}`,
        class: "button-like"
      }, t("replay")));
    }
    actions.replaceChildren(...parts);
  }
  async function resign() {
    try {
      await call(client(held?.token).POST("/v1/matches/{match_id}/resign", {
        params: { path: { match_id: matchId } }
      }));
      await channel.refresh();
    } catch (error) {
      if (!(error instanceof ProblemError)) throw error;
      showProblem(t("problem", { detail: error.problem.detail }), error.problem);
    }
  }
  async function rematch() {
    try {
      const answer = await call(client(held?.token).POST("/v1/matches/{match_id}/rematch", {
        params: { path: { match_id: matchId } }
      }));
      if (held !== void 0) {
        tokens.set(answer.match.id, { ...held, token: answer.seat_token, at: Date.now() });
      }
      location.hash = `#/match/${encodeURIComponent(answer.match.id)}`;
    } catch (error) {
      if (!(error instanceof ProblemError)) throw error;
      showProblem(t("problem", { detail: error.problem.detail }), error.problem);
    }
  }
  function renderScoring(current2) {
    if (latestScoring === void 0) {
      scoring.hidden = true;
      return;
    }
    const table = ui5()?.breakdown(current2, latestScoring, { seatName: name });
    scoring.hidden = table === void 0;
    if (table !== void 0) scoring.replaceChildren(h("h2", {}, t("roundScored")), table);
  }
  function renderFairness(current2) {
    const commitment = current2.seed_commitment;
    const key = `${commitment}:${current2.seed}:${current2.seed_salt}:${lang()}`;
    if (key === checkedCommitment) return;
    checkedCommitment = key;
    const verdict = h("p", { class: "verdict", "data-testid": "fairness-verdict" });
    fairness.replaceChildren(
      h("h2", {}, t("fairness")),
      h("p", {}, t("commitment")),
      h("code", { class: "digest" }, commitment ?? "—"),
      current2.seed_chosen ? h("p", {}, t("seedChosen")) : "",
      verdict
    );
    if (current2.seed === null || current2.seed_salt === null || commitment === null) {
      verdict.textContent = t("fairPending");
      return;
    }
    fairness.insertBefore(h("p", { class: "revealed" }, t(
      "seedRevealed",
      { seed: current2.seed, salt: current2.seed_salt }
    )), verdict);
    verdict.textContent = t("fairChecking");
    checkCommitment(current2.seed_salt, current2.seed, commitment).then((check) => {
      verdict.setAttribute("data-verdict", check.verdict);
      verdict.textContent = check.verdict === "ok" ? t("fairOk") : check.verdict === "mismatch" ? t("fairBad", { digest: check.digest }) : t("fairNoCrypto");
    }, () => void 0);
  }
  return () => channel.stop();
}

// web/src/replay.ts
var AUTOPLAY_MS = 900;
var SLIDER_MS = 150;
var STEPS_KEPT = 300;
var say3 = localize({
  title: "Replay — {game}",
  play: "Play",
  pause: "Pause",
  slider: "Step",
  backToMatch: "Back to the match",
  stepEvents: "This step",
  setup: "The match is set up.",
  nothing: "Nothing else happened.",
  toAct: "To play: {names}",
  keys: "Keys: ← → step, Home and End jump.",
  board: "Board at step {n}",
  notFinished: "This match is not over yet: its replay opens when it ends.",
  status_waiting: "Waiting for players.",
  status_active: "In play.",
  status_scoring: "The round is being scored.",
  status_finished: "The match is over."
}, {
  title: "Rejouer — {game}",
  play: "Lecture",
  pause: "Pause",
  slider: "Étape",
  backToMatch: "Retour à la partie",
  stepEvents: "Cette étape",
  setup: "La partie est mise en place.",
  nothing: "Rien d'autre ne s'est passé.",
  toAct: "À jouer : {names}",
  keys: "Touches : ← → pour avancer ou reculer, Début et Fin pour sauter.",
  board: "Plateau à l'étape {n}",
  notFinished: "Cette partie n'est pas finie : son replay ouvre à la fin.",
  status_waiting: "En attente de joueurs.",
  status_active: "En cours.",
  status_scoring: "La manche est en décompte.",
  status_finished: "La partie est finie."
});
var CHEVRON = {
  fill: "none",
  stroke: "currentColor",
  "stroke-width": 2.6,
  "stroke-linecap": "round",
  "stroke-linejoin": "round"
};
var ICONS2 = {
  first: () => [
    s("path", { d: "M6 5v14", ...CHEVRON }),
    s("path", { d: "M17 5l-7 7 7 7", ...CHEVRON })
  ],
  previous: () => [s("path", { d: "M15 5l-7 7 7 7", ...CHEVRON })],
  play: () => [s("path", { d: "M7 4.5v15l12.5-7.5z", fill: "currentColor" })],
  pause: () => [s("path", { d: "M6 5h4.5v14H6zM13.5 5H18v14h-4.5z", fill: "currentColor" })],
  next: () => [s("path", { d: "M9 5l7 7-7 7", ...CHEVRON })],
  last: () => [
    s("path", { d: "M18 5v14", ...CHEVRON }),
    s("path", { d: "M7 5l7 7-7 7", ...CHEVRON })
  ]
};
function control(icon2, label, testId, act) {
  const element = button("", act, { "data-testid": testId });
  setControl(element, icon2, label);
  return element;
}
function setControl(element, icon2, label) {
  element.setAttribute("aria-label", label);
  element.replaceChildren(
    s("svg", {
      class: "replay-icon",
      viewBox: "0 0 24 24",
      width: 20,
      height: 20,
      "aria-hidden": "true",
      focusable: "false"
    }, ...ICONS2[icon2]()),
    h("span", { class: "replay-label", "aria-hidden": "true" }, label)
  );
}
function isForAControl(event) {
  const target = event.target;
  return event.altKey || event.ctrlKey || event.metaKey || target instanceof HTMLElement && target.matches("input, select, textarea");
}
function replayPage(main2, matchId) {
  const loaded = /* @__PURE__ */ new Map();
  let shown;
  let wanted = 0;
  let board;
  let playing = false;
  let timer;
  let left = false;
  const view = () => shown?.match;
  const name = (seat) => view()?.seats[seat]?.name ?? t("seat", { n: seat });
  const title = h("h1", {}, t("replay"));
  const counter = h("p", {
    class: "replay-counter",
    "data-testid": "replay-step",
    "aria-live": "off"
  }, t("loading"));
  const alert = h("div", { class: "problem", role: "alert", "data-testid": "problem" });
  const boardHost = h("section", { class: "board-host", "data-testid": "board" });
  const first = control("first", t("first"), "replay-first", () => go(0));
  const previous = control("previous", t("previous"), "replay-previous", () => go(wanted - 1));
  const toggle = control("play", say3("play"), "replay-play", () => setPlaying(!playing));
  toggle.setAttribute("aria-pressed", "false");
  toggle.classList.add("secondary");
  const next = control("next", t("next"), "replay-next", () => go(wanted + 1));
  const last = control("last", t("last"), "replay-last", () => go(shown?.steps ?? 0));
  const slider = h("input", {
    type: "range",
    min: 0,
    max: 0,
    value: 0,
    step: 1,
    class: "replay-slider",
    "data-testid": "replay-slider",
    "aria-label": say3("slider")
  });
  let sliderTimer;
  slider.addEventListener("input", () => {
    counter.textContent = t("replayStep", { n: slider.value, total: slider.max });
    window.clearTimeout(sliderTimer);
    sliderTimer = window.setTimeout(() => go(Number(slider.value)), SLIDER_MS);
  });
  const toAct = h("p", { class: "replay-to-act" });
  const seats = h("ol", { class: "seats", "aria-label": t("seats") });
  const events = h("ol", { class: "log replay-events", "data-testid": "replay-events" });
  const result = h("section", { class: "result", hidden: true, "data-testid": "result" });
  const back = h("a", { href: `#/match/${encodeURIComponent(matchId)}` }, say3("backToMatch"));
  main2.replaceChildren(h(
    "div",
    { class: "match replay" },
    h("div", { class: "match-head" }, title, counter),
    alert,
    h(
      "div",
      { class: "match-body" },
      h(
        "div",
        { class: "play-area" },
        boardHost,
        h(
          "div",
          { class: "replay-controls", role: "group", "aria-label": t("replay") },
          h("div", { class: "replay-buttons" }, first, previous, toggle, next, last),
          slider
        ),
        h("p", { class: "replay-keys" }, say3("keys"))
      ),
      h(
        "aside",
        { class: "side" },
        h("h2", {}, t("seats")),
        toAct,
        seats,
        result,
        h("h2", {}, say3("stepEvents")),
        events,
        h("p", {}, back)
      )
    )
  ));
  const onKey = (event) => {
    if (isForAControl(event) || shown === void 0) return;
    const target = {
      ArrowRight: wanted + 1,
      ArrowLeft: wanted - 1,
      Home: 0,
      End: shown.steps
    }[event.key];
    if (target === void 0) return;
    event.preventDefault();
    go(target);
  };
  document.addEventListener("keydown", onKey);
  async function fetchStep(step) {
    const known = loaded.get(step);
    if (known !== void 0) return known;
    const answer = await call(client().GET("/v1/matches/{match_id}/replay/steps/{step}", {
      params: { path: { match_id: matchId, step } }
    }));
    loaded.set(step, answer);
    for (const old of loaded.keys()) {
      if (loaded.size <= STEPS_KEPT) break;
      loaded.delete(old);
    }
    return answer;
  }
  function go(step) {
    const bounded = Math.max(0, Math.min(step, shown?.steps ?? step));
    if (shown !== void 0 && bounded === wanted && shown.step === bounded) return;
    const from = shown?.step;
    wanted = bounded;
    fetchStep(bounded).then((answer) => {
      if (left || answer.step !== wanted) return;
      draw(answer, from !== void 0 && answer.step === from + 1);
      if (playing) schedule();
    }, (error) => {
      if (!(error instanceof ProblemError)) throw error;
      setPlaying(false);
      showProblem(error.problem.code === "match_not_finished" ? say3("notFinished") : t("problem", { detail: error.problem.detail }));
    });
  }
  function schedule() {
    window.clearTimeout(timer);
    if (shown === void 0 || shown.step >= shown.steps) {
      setPlaying(false);
      return;
    }
    void fetchStep(shown.step + 1).catch(() => void 0);
    timer = window.setTimeout(() => go(wanted + 1), AUTOPLAY_MS);
  }
  function setPlaying(on) {
    playing = on;
    setControl(toggle, on ? "pause" : "play", on ? say3("pause") : say3("play"));
    toggle.setAttribute("aria-pressed", on ? "true" : "false");
    window.clearTimeout(timer);
    if (!on || shown === void 0) return;
    if (shown.step >= shown.steps) go(0);
    else schedule();
  }
  function showProblem(text2) {
    alert.replaceChildren(...text2 === void 0 ? [] : [h("p", {}, text2)]);
  }
  function draw(step, forward) {
    const firstDraw = shown === void 0;
    shown = step;
    const current2 = step.match;
    showProblem(void 0);
    if (firstDraw) {
      title.textContent = say3("title", { game: gameName(current2.game) });
      document.title = `Haras — ${title.textContent}`;
      board = GAME_UIS[current2.game].mount(boardHost, () => void 0, name);
      slider.max = String(step.steps);
    }
    const counterText = t("replayStep", { n: step.step, total: step.steps });
    counter.textContent = counterText;
    counter.setAttribute("data-step", String(step.step));
    counter.setAttribute("data-steps", String(step.steps));
    counter.setAttribute("data-status", current2.status);
    slider.value = String(step.step);
    slider.setAttribute("aria-valuetext", counterText);
    boardHost.setAttribute("data-step", String(step.step));
    boardHost.setAttribute("data-version", String(current2.version));
    boardHost.setAttribute("aria-label", say3("board", { n: step.step }));
    board?.update(current2, forward ? step.events : [], false);
    first.disabled = step.step === 0;
    previous.disabled = step.step === 0;
    next.disabled = step.step === step.steps;
    last.disabled = step.step === step.steps;
    renderSeats(current2);
    renderEvents(step);
    renderResult(result, current2, name);
    if (!playing) announce(counterText);
  }
  function renderSeats(current2) {
    toAct.textContent = current2.status === "active" && current2.to_act.length > 0 ? say3("toAct", { names: current2.to_act.map(name).join(", ") }) : say3(`status_${current2.status}`);
    seats.replaceChildren(...current2.seats.map((seat) => h(
      "li",
      {
        class: current2.to_act.includes(seat.seat) ? "to-act" : void 0,
        "aria-current": current2.to_act.includes(seat.seat) ? "true" : void 0
      },
      h("span", { class: `seat-dot seat-${seat.seat}`, "aria-hidden": "true" }),
      seat.name,
      seat.type === "ai" ? h("span", { class: "replay-tag" }, t("ai")) : "",
      seat.resigned ? h("span", { class: "replay-tag" }, "✗") : ""
    )));
  }
  function renderEvents(step) {
    const lines2 = step.events.map((event) => h("li", {
      "data-seq": event.seq,
      "data-type": event.type
    }, describeEvent(step.match, event, name)));
    if (step.step === 0) lines2.unshift(h("li", {}, say3("setup")));
    events.replaceChildren(...lines2.length > 0 ? lines2 : [h("li", {}, say3("nothing"))]);
  }
  async function open() {
    try {
      const match = await call(client().GET("/v1/matches/{match_id}", {
        params: { path: { match_id: matchId } }
      }));
      if (left) return;
      if (match.status === "finished") go(0);
      else showProblem(say3("notFinished"));
    } catch (error) {
      if (!(error instanceof ProblemError)) throw error;
      showProblem(t("problem", { detail: error.problem.detail }));
    }
  }
  void open();
  return () => {
    left = true;
    window.clearTimeout(timer);
    window.clearTimeout(sliderTimer);
    document.removeEventListener("keydown", onKey);
  };
}

// web/src/main.ts
var main = document.getElementById("main");
var nav = document.getElementById("nav");
var langHost = document.getElementById("lang");
var leave = () => void 0;
function route() {
  if (main === null) return;
  leave();
  const [page = "", id = ""] = location.hash.replace(/^#\/?/, "").split("/").map((part) => decodeURIComponent(part));
  const params = new URLSearchParams(location.search);
  const forceSse = params.get("transport") === "sse";
  if (page === "" || page === "lobby") leave = lobbyPage(main);
  else if ((page === "match" || page === "join") && id !== "") {
    leave = matchPage(main, id, { forceSse, joining: page === "join" });
  } else if (page === "replay" && id !== "") leave = replayPage(main, id);
  else if (page === "arena") leave = arenaPage(main, id === "" ? void 0 : id);
  else {
    main.replaceChildren(h("h1", {}, t("unknownPage")), h("a", { href: "#/" }, t("lobby")));
    leave = () => void 0;
  }
  document.title = `Haras — ${main.querySelector("h1")?.textContent ?? ""}`;
}
function chrome() {
  document.documentElement.lang = lang();
  document.querySelector(".skip")?.replaceChildren(t("skip"));
  nav?.replaceChildren(h("a", { href: "#/" }, t("lobby")), h("a", { href: "#/arena" }, t("arena")));
  const other = lang() === "fr" ? "en" : "fr";
  langHost?.replaceChildren(button(
    other === "fr" ? "Français" : "English",
    () => setLang(other),
    { lang: other, "data-testid": "lang" }
  ));
}
onLangChange(() => {
  chrome();
  route();
});
window.addEventListener("hashchange", route);
chrome();
route();
