const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text → HTML text or attribute value. */
export const escapeHtml = (value: unknown): string => String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/g;

/** Escapes plain text and turns its http(s) URLs into links. */
export function linkify(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(/[.,;:!?)]+$/, '');
    out += escapeHtml(text.slice(last, match.index));
    out += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return out + escapeHtml(text.slice(last));
}

const BASE_CSS = `
:root { color-scheme: light; --ink: #1d2733; --muted: #5b6878; --line: #dde3ea; --accent: #0b62c4; --bg: #f6f8fb; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
header.top { background: #13294b; color: #fff; padding: 16px 24px; }
header.top h1 { margin: 0; font-size: 20px; }
header.top p { margin: 4px 0 0; color: #c8d3e3; }
main { max-width: 1100px; margin: 0 auto; padding: 24px; }
a { color: var(--accent); }
code, pre { font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
pre { white-space: pre-wrap; word-break: break-word; background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 12px; margin: 8px 0; }
.card { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 16px 20px; margin: 0 0 16px; }
.muted { color: var(--muted); }
table { border-collapse: collapse; width: 100%; margin: 8px 0; }
th, td { text-align: left; border-bottom: 1px solid var(--line); padding: 6px 8px; vertical-align: top; }
th { font-weight: 600; color: var(--muted); font-size: 13px; }
`;

/** A complete, self-contained HTML page (no external assets). */
export function htmlPage(title: string, subtitle: string, body: string, css = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${BASE_CSS}${css}</style>
</head>
<body>
<header class="top"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(subtitle)}</p></header>
<main>
${body}
</main>
</body>
</html>
`;
}
