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
function announce(text) {
  const region = document.getElementById("announce");
  if (region !== null) region.textContent = text;
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
function fill(text, params) {
  if (params === void 0) return text;
  return text.replace(/\{(\w+)\}/g, (whole, key) => Object.hasOwn(params, key) ? String(params[key]) : whole);
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
  tokenGone: "This seat's token is no longer valid here; you are watching."
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
  tokenGone: "Le jeton de cette place n'est plus valable ici ; vous regardez."
};
var t = localize(EN, FR);

// web/src/arena.ts
function arenaPage(main2, _arenaId) {
  main2.replaceChildren(h("h1", {}, t("arena")));
  return () => void 0;
}

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

// web/src/lobby.ts
var LEVELS = ["random", "greedy", "expert"];
var DEFAULT_THINK_MS = 200;
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
    thinkMs: DEFAULT_THINK_MS
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
        rows.push({ kind: "ai", level: row0Level(game), thinkMs: DEFAULT_THINK_MS });
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
    row.thinkMs = Math.min(1e4, Math.max(10, Number(think.value) || DEFAULT_THINK_MS));
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

// web/src/fairness.ts
async function sha256Hex(text) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
async function checkCommitment(salt, seed, commitment) {
  if (!window.isSecureContext || crypto.subtle === void 0) {
    return { verdict: "unavailable", digest: "" };
  }
  const digest = await sha256Hex(`${salt}:${seed}`);
  return { verdict: digest === commitment.toLowerCase() ? "ok" : "mismatch", digest };
}

// web/src/games/amazones.ts
var ui = {
  game: "amazones",
  mount(host, context) {
    return {
      update(view, _recent, interactive) {
        host.replaceChildren(h("div", { class: "board" }, ...(interactive ? view.legal_moves : []).map((move) => actionable(
          h("button", {}, JSON.stringify(move)),
          JSON.stringify(move),
          () => context.play(move)
        ))));
      }
    };
  },
  describe: () => void 0,
  breakdown: () => void 0
};

// web/src/games/petits_chevaux.ts
var ui2 = {
  game: "petits-chevaux",
  mount(host, context) {
    return {
      update(view, _recent, interactive) {
        host.replaceChildren(h("div", { class: "board" }, ...(interactive ? view.legal_moves : []).map((move) => actionable(
          h("button", {}, JSON.stringify(move)),
          JSON.stringify(move),
          () => context.play(move)
        ))));
      }
    };
  },
  describe: () => void 0,
  breakdown: () => void 0
};

// web/src/games/poney_mon_amour.ts
var ui3 = {
  game: "poney-mon-amour",
  mount(host, context) {
    return {
      update(view, _recent, interactive) {
        host.replaceChildren(h("div", { class: "board" }, ...(interactive ? view.legal_moves : []).map((move) => actionable(
          h("button", {}, JSON.stringify(move)),
          JSON.stringify(move),
          () => context.play(move)
        ))));
      }
    };
  },
  describe: () => void 0,
  breakdown: () => void 0
};

// web/src/games/royal_turf.ts
var ui4 = {
  game: "royal-turf",
  mount(host, context) {
    return {
      update(view, _recent, interactive) {
        host.replaceChildren(h("div", { class: "board" }, ...(interactive ? view.legal_moves : []).map((move) => actionable(
          h("button", {}, JSON.stringify(move)),
          JSON.stringify(move),
          () => context.play(move)
        ))));
      }
    };
  },
  describe: () => void 0,
  breakdown: () => void 0
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

// web/src/match.ts
var LOG_LIMIT = 300;
function seatName(view, seat) {
  return view?.seats[seat]?.name ?? t("seat", { n: seat });
}
function genericLine(event, name) {
  switch (event.type) {
    case "seat_joined":
      return `${name(event.seat)} ✓`;
    case "match_started":
      return "▶";
    case "seat_resigned":
      return `${name(event.seat)} ✗`;
    default: {
      const seat = "seat" in event && typeof event.seat === "number" ? `${name(event.seat)}: ` : "";
      return seat + event.type.replaceAll("_", " ");
    }
  }
}
function matchPage(main2, matchId, options) {
  let held = tokens.get(matchId);
  let view;
  let board;
  let recent = [];
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
  function showProblem(text, problem) {
    alert.replaceChildren();
    alert.removeAttribute("data-code");
    if (text === void 0) return;
    alert.append(h("p", {}, text));
    if (problem !== void 0) alert.setAttribute("data-code", problem.code);
  }
  function appendLog(event) {
    if (event.type === "move_played") return;
    const line = view === void 0 ? void 0 : ui5()?.describe(view, event, { seatName: name });
    log.append(h(
      "li",
      { "data-seq": event.seq, "data-type": event.type },
      line ?? genericLine(event, name)
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
    renderResult(current2);
    renderFairness(current2);
    const interactive = !busy && current2.viewer !== null && current2.status === "active";
    board?.update(current2, recent, interactive);
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
  async function join(playerName, current2) {
    try {
      const joined = await call(client().POST("/v1/matches/{match_id}/join", {
        params: { path: { match_id: matchId } },
        body: { name: playerName }
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
  function renderResult(current2) {
    const outcome = current2.result;
    result.hidden = outcome === null || outcome === void 0;
    if (outcome === null || outcome === void 0) return;
    const rows = outcome.ranking.map((seat, index) => h(
      "tr",
      {},
      h("td", {}, String(index + 1)),
      h("th", { scope: "row" }, name(seat)),
      h("td", {}, String(outcome.scores[String(seat)] ?? ""))
    ));
    result.replaceChildren(
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
    fairness.insertBefore(h("p", {}, t(
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
function replayPage(main2, _matchId) {
  main2.replaceChildren(h("h1", {}, t("replay")));
  return () => void 0;
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
