/** The usage text of `urania serve` (apart from the command, which loads the HTTP adapter only when it runs). */
export const SERVE_USAGE = `Usage: urania serve [--port N] [--host H]

Start the Urania HTTP API (docs/http.md). Flags override PORT and HOST (default 127.0.0.1:3000).
Keys come from URANIA_API_KEYS / URANIA_API_KEY_HASHES; with none, a development key is created and printed
once (refused when NODE_ENV=production). Other settings: URANIA_RATE_LIMIT, URANIA_RATE_WINDOW_MS,
URANIA_REQUEST_TIMEOUT_MS, URANIA_REDIS_URL, URANIA_WORKERS, URANIA_EXECUTOR, URANIA_LOG; connections:
URANIA_MAX_CONNECTIONS, URANIA_HEADERS_TIMEOUT_MS, URANIA_BODY_TIMEOUT_MS, URANIA_KEEP_ALIVE_TIMEOUT_MS,
URANIA_IDLE_TIMEOUT_MS, URANIA_UNAUTHENTICATED_LIMIT, URANIA_UNAUTHENTICATED_WINDOW_MS, URANIA_REDIS_TIMEOUT_MS;
SIGTERM or SIGINT finishes in-flight requests within URANIA_SHUTDOWN_GRACE_MS (8000), then exits.`;
