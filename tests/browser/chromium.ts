/**
 * Where the real-browser tests find Chromium: `URANIA_CHROMIUM`, else Debian's /usr/bin/chromium (CI installs it
 * through .ci/run). No browser is ever downloaded. Without one the tests skip, unless URANIA_REQUIRE_BROWSER=1
 * (CI), where a missing browser is a failure.
 */
import { existsSync } from 'node:fs';

/**
 * @summary The Chromium executable to drive, or undefined when none is installed. `URANIA_CHROMIUM`, when set, is
 * the only candidate (so a missing path shows what the suite does without a browser).
 */
export function chromiumPath(): string | undefined {
  const chosen = process.env.URANIA_CHROMIUM;
  const candidates = chosen !== undefined && chosen !== '' ? [chosen] : ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => existsSync(p));
}

/** @summary Whether a missing browser must fail the run (`URANIA_REQUIRE_BROWSER=1`, set by .ci/run). */
export function browserRequired(): boolean {
  return process.env.URANIA_REQUIRE_BROWSER === '1';
}
