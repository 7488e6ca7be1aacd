/** `urania mcp --help` (kept apart from the command so that the CLI's static imports reach no optional peer). */
export const MCP_USAGE = `Usage: urania mcp

Runs Urania as a Model Context Protocol server on stdin/stdout, for an AI assistant to start (docs/mcp.md):
its tools (natal chart, report, transits and the timeline, synastry, composite, progressions, solar return,
horoscopes, the Moon, eclipses, ingresses, retrogrades, Panchang, Vedic chart and dashas, place search), the docs
pages as resources, and the prompts "read-my-chart" and "my-week-ahead". Nothing but protocol messages is written
to stdout; computing happens in this process, with no network.

A client configuration (Claude Desktop, VS Code, …):
  { "mcpServers": { "urania": { "command": "npx", "args": ["urania", "mcp"] } } }`;
