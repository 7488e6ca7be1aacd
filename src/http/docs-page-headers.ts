import { createHash } from 'node:crypto';

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The contents of every inline `<tag>…</tag>` element of an HTML document. */
function inlineContents(html: string, tag: 'script' | 'style'): string[] {
  const out: string[] = [];
  const re = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g');
  for (let m = re.exec(html); m !== null; m = re.exec(html)) out.push(m[1]!);
  return out;
}

/**
 * @summary The `Content-Security-Policy` of the docs page (W3C CSP Level 3): nothing is loaded but the page's own
 * inline script and style, allowed by their SHA-256 hashes (CSP3 §8.4, "hash-source"), and `fetch` to this
 * origin (the OpenAPI document and the "try it" calls); no frame may embed the page, no form posts elsewhere.
 * @example docsContentSecurityPolicy(docsPage('/api/v1/openapi.json')) // "default-src 'none'; script-src 'sha256-…'; …"
 */
export function docsContentSecurityPolicy(html: string): string {
  const scripts = inlineContents(html, 'script').map(sha256Source);
  const styles = inlineContents(html, 'style').map(sha256Source);
  return [
    "default-src 'none'",
    `script-src ${scripts.length > 0 ? scripts.join(' ') : "'none'"}`,
    `style-src ${styles.length > 0 ? styles.join(' ') : "'none'"}`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * @summary Every header of the docs page answer besides its content type: the page's CSP, `X-Frame-Options: DENY`
 * (for browsers without CSP `frame-ancestors`), `X-Content-Type-Options: nosniff` and `Referrer-Policy: no-referrer`.
 * @example reply.headers(docsPageHeaders(page))
 */
export function docsPageHeaders(html: string): Record<string, string> {
  return {
    'content-security-policy': docsContentSecurityPolicy(html),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
}
