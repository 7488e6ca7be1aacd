import type { LabelLocale } from '../schemas/label-locale.js';
import { DOCS_PAGE_WORDS } from './docs-page-words.js';

/** Text for an HTML element's content. */
const html = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * @summary The human docs page of the API: one self-contained HTML document (no CDN, no external asset) that
 * fetches the OpenAPI document (and the records document it refers to) and renders every operation with its
 * parameters, schemas and a "try it" form. Its own labels, headers and buttons are in `locale` (issue 31: `?lang=`
 * or `Accept-Language` on GET /docs); the operations' texts are the OpenAPI document's.
 * @example reply.type('text/html').send(docsPage('/api/v1/openapi.json'))
 */
export function docsPage(openapiUrl: string, locale: LabelLocale = 'en'): string {
  const w = DOCS_PAGE_WORDS[locale];
  // The words as a script constant: JSON with `<` escaped, so no `</script>` can close the script early.
  const words = JSON.stringify(w).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Urania API</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#1d1d28;background:#fafaff}
header{background:#262645;color:#fff;padding:16px 24px}header h1{margin:0;font-size:22px}
main{max-width:1000px;margin:0 auto;padding:16px 24px}
.op{background:#fff;border:1px solid #dde;border-radius:8px;margin:10px 0}
.op summary{cursor:pointer;padding:10px 12px;list-style:none}
.m{display:inline-block;min-width:52px;font-weight:700;border-radius:4px;padding:1px 6px;color:#fff;text-align:center}
.GET{background:#2f7d4f}.POST{background:#2b5fab}.path{font-family:ui-monospace,monospace;margin:0 8px}
.body{padding:0 12px 12px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #eee;padding:4px;text-align:left;vertical-align:top}
pre{background:#f3f3f8;padding:8px;overflow:auto;max-height:360px;font-size:12px}
input,textarea{font:inherit;width:100%;box-sizing:border-box}input[data-p]{width:auto;min-width:22ch}.params{overflow-x:auto}
code{font-family:ui-monospace,monospace;font-size:0.92em;background:#f0f0f7;border-radius:3px;padding:0 3px}h2{margin-top:26px}
button{font:inherit;padding:4px 14px;margin-top:6px}
</style></head>
<body><header><h1>Urania API</h1><div id="info"></div></header>
<main><p><label>${html(w.apiKey)} (Authorization: Bearer …) <input id="key" placeholder="ura_…" autocomplete="off"></label></p>
<div id="ops">${html(w.loading)}</div></main>
<script>
"use strict";
const W = ${words};
const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({"&":"&amp;","<":"&lt;",">":"&gt;","\\"":"&quot;","'":"&#39;"}[c]));
// The descriptions are Markdown (OpenAPI 3.1 §4.8: CommonMark): escaped, then \`code\` spans shown as code.
const md = (s) => esc(s).replace(/\`([^\`]+)\`/g, "<code>$1</code>");
// What a parameter allows, in words: the schema's x-allowed (schemas/format-words.ts), never its pattern (issue 22 #10);
// a number's bounds as min..max, or min..<max when the maximum is excluded (the descriptions no longer repeat them).
const typeOf = (s) => !s ? "" : s["x-allowed"] ? s["x-allowed"] : s.enum ? "one of: " + s.enum.join(", ") : s.anyOf ? s.anyOf.map(typeOf).join(" | ")
  : s.const !== undefined ? JSON.stringify(s.const) : (s.type || "") + (s.minimum !== undefined || s.maximum !== undefined || s.exclusiveMaximum !== undefined
    ? " " + (s.minimum ?? "") + (s.exclusiveMaximum !== undefined ? "..<" + s.exclusiveMaximum : ".." + (s.maximum ?? "")) : "") + (s.pattern ? " (see meaning)" : "");
// Schemas are shown without their regular expressions: x-allowed says the same in words.
const noPattern = (k, v) => (k === "pattern" && typeof v === "string" ? undefined : v);
// The document publishes its shared parts once (#/components/…) and its records in a second document beside it
// (records.schema.json#/$defs/…, a reference relative to the document's address): both inlined here for display; a
// reference met again inside itself (a recursive record) stays a reference.
const refFiles = (x, out) => {
  if (Array.isArray(x)) x.forEach((v) => refFiles(v, out));
  else if (x && typeof x === "object") for (const [k, v] of Object.entries(x)) {
    if (k === "$ref" && typeof v === "string" && v.indexOf("#") > 0) out.add(v.slice(0, v.indexOf("#"))); else refFiles(v, out);
  }
  return out;
};
const inlineRefs = (published, files) => {
  const docs = { "": published, ...files };
  const at = (file, pointer) => pointer.slice(1).split("/").reduce((o, k) => o && o[k.replace(/~1/g, "/").replace(/~0/g, "~")], docs[file]);
  const walk = (x, seen, file) => {
    if (Array.isArray(x)) return x.map((v) => walk(v, seen, file));
    if (!x || typeof x !== "object") return x;
    const hash = typeof x.$ref === "string" ? x.$ref.indexOf("#") : -1;
    const target = hash > 0 ? x.$ref.slice(0, hash) : file;
    const key = hash < 0 ? "" : target + x.$ref.slice(hash);
    if (hash >= 0 && x.$ref.startsWith("#/", hash) && docs[target] && !seen.includes(key)) {
      const { $ref, ...siblings } = x;
      return { ...walk(at(target, $ref.slice(hash + 1)), seen.concat(key), target), ...walk(siblings, seen, file) };
    }
    return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, walk(v, seen, file)]));
  };
  return { ...published, paths: walk(published.paths, [], "") };
};
const openapiUrl = new URL(${JSON.stringify(openapiUrl)}, location.href);
fetch(${JSON.stringify(openapiUrl)}).then((r) => r.json()).then(async (published) => {
  const files = {};
  for (const name of refFiles(published, new Set())) files[name] = await fetch(new URL(name, openapiUrl)).then((r) => r.json());
  const doc = inlineRefs(published, files);
  document.getElementById("info").innerHTML = esc(doc.info.title + " " + doc.info.version + " — ") + md(doc.info.description || "");
  const byTag = {};
  for (const [path, item] of Object.entries(doc.paths)) for (const [method, op] of Object.entries(item)) {
    const tag = (op.tags && op.tags[0]) || "Other"; (byTag[tag] = byTag[tag] || []).push({ path, method: method.toUpperCase(), op });
  }
  const out = [];
  let n = 0;
  for (const [tag, ops] of Object.entries(byTag)) {
    out.push("<h2>" + esc(tag) + "</h2>");
    for (const { path, method, op } of ops) {
      const id = "op" + n++;
      const params = op.parameters || [];
      const rows = params.map((p) => "<tr><td><code>" + esc(p.name) + "</code>" + (p.required ? " *" : "") + "</td><td>" + esc(typeOf(p.schema)) + "</td><td>" + md(p.description || (p.schema && p.schema.description) || "") + "</td><td><input data-p='" + esc(p.name) + "' size='" + (String(p.example ?? "").length + 2) + "' value='" + esc(p.example ?? "") + "'></td></tr>").join("");
      const reqBody = op.requestBody && op.requestBody.content["application/json"];
      const ok = op.responses && op.responses["200"] && op.responses["200"].content;
      const okSchema = ok && (ok["application/json"] || Object.values(ok)[0]).schema;
      out.push("<details class='op' id='" + id + "'><summary><span class='m " + method + "'>" + method + "</span><span class='path'>" + esc(path) + "</span>" + md(op.summary || "") + "</summary><div class='body'>"
        + (op.description ? "<p>" + md(op.description) + "</p>" : "")
        + (rows ? "<div class='params'><table><tr><th>" + esc(W.parameter) + "</th><th>" + esc(W.allowed) + "</th><th>" + esc(W.meaning) + "</th><th>" + esc(W.tryIt) + "</th></tr>" + rows + "</table></div>" : "")
        + (reqBody ? "<p>" + esc(W.requestBody) + "</p><textarea rows='6' data-body>" + esc(JSON.stringify(reqBody.example ?? (reqBody.schema.examples ? reqBody.schema.examples[0] : {}), null, 2)) + "</textarea><details><summary>" + esc(W.bodySchema) + "</summary><pre>" + esc(JSON.stringify(reqBody.schema, noPattern, 2)) + "</pre></details>" : "")
        + "<p>" + esc(W.responses) + Object.keys(op.responses || {}).map(esc).join(", ") + "</p>"
        + (okSchema ? "<details><summary>" + esc(W.okSchema) + "</summary><pre>" + esc(JSON.stringify(okSchema, noPattern, 2)) + "</pre></details>" : "")
        + "<button data-try='" + id + "' data-method='" + method + "' data-path='" + esc(path) + "'>" + esc(W.send) + "</button><pre data-out hidden></pre></div></details>");
    }
  }
  document.getElementById("ops").innerHTML = out.join("");
}).catch((e) => { document.getElementById("ops").textContent = W.couldNotLoad + e; });
document.addEventListener("click", async (ev) => {
  const b = ev.target.closest && ev.target.closest("button[data-try]"); if (!b) return;
  const box = document.getElementById(b.dataset.try), out = box.querySelector("pre[data-out]");
  const q = new URLSearchParams();
  let path = b.dataset.path;
  for (const i of box.querySelectorAll("input[data-p]")) {
    if (path.includes("{" + i.dataset.p + "}")) path = path.replace("{" + i.dataset.p + "}", encodeURIComponent(i.value));
    else if (i.value !== "") q.set(i.dataset.p, i.value);
  }
  const ta = box.querySelector("textarea[data-body]");
  const headers = { authorization: "Bearer " + document.getElementById("key").value.trim() };
  if (ta) headers["content-type"] = "application/json";
  const url = path + (q.toString() ? "?" + q : "");
  out.hidden = false; out.textContent = "…";
  try {
    const r = await fetch(url, { method: b.dataset.method, headers, body: ta ? ta.value : undefined });
    const text = await r.text();
    let shown = text; try { shown = JSON.stringify(JSON.parse(text), null, 2); } catch {}
    out.textContent = b.dataset.method + " " + url + "\\n" + r.status + " " + r.statusText + "  X-Cache: " + (r.headers.get("x-cache") || "-") + "  X-RateLimit-Remaining: " + (r.headers.get("x-ratelimit-remaining") || "-") + "\\n\\n" + shown;
  } catch (e) { out.textContent = String(e); }
});
</script></body></html>`;
}
