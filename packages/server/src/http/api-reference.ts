import type { Call } from '@studyatlas/core/contracts';
import { escapeHtml as e, htmlPage } from './html.js';
import { callSchemas, type JsonSchema } from './json-schema.js';

const REFERENCE_CSS = `
nav.areas { display: flex; flex-wrap: wrap; gap: 8px; margin: 0 0 20px; }
nav.areas a { padding: 4px 10px; border: 1px solid var(--line); border-radius: 999px; background: #fff; text-decoration: none; }
h2.area { margin: 28px 0 12px; font-size: 18px; text-transform: capitalize; }
.op h3 { margin: 0 0 4px; font-size: 16px; display: flex; gap: 10px; align-items: baseline; flex-wrap: wrap; }
.op h3 code { font-size: 15px; }
.method { font: 700 12px ui-monospace, monospace; padding: 2px 8px; border-radius: 4px; color: #fff; }
.method.get { background: #1a7f4b; }
.method.post { background: #0b62c4; }
.auth { font-size: 12px; padding: 2px 8px; border-radius: 999px; border: 1px solid var(--line); color: var(--muted); }
.auth.required { border-color: #b35c00; color: #b35c00; }
.op h4 { margin: 14px 0 2px; font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
.op .paths { margin: 4px 0; font-size: 14px; }
td.type code { color: #6a3fb5; }
`;

const AUTH_LABEL: Record<Call['auth'], string> = {
  none: 'no sign-in',
  required: 'bearer token required',
  optional: 'bearer token optional (personalised when signed in)',
};

function typeOf(schema: JsonSchema): string {
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants) return variants.map(typeOf).join(' | ');
  if (schema.type === 'array' && schema.items) return `${typeOf(schema.items)}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (schema.type === 'object' && !schema.properties && schema.additionalProperties) {
    return `{ [key]: ${typeOf(schema.additionalProperties as JsonSchema)} }`;
  }
  return schema.type ?? 'any';
}

/** Flattens an object schema into rows: dotted names, nested objects and arrays of objects. */
function rows(schema: JsonSchema, prefix = ''): string[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const full = `${prefix}${name}`;
    const notes = [
      'default' in property ? `default ${JSON.stringify(property.default)}` : '',
      typeof property.description === 'string' ? property.description : '',
    ].filter(Boolean);
    const row = `<tr><td><code>${e(full)}</code></td><td class="type"><code>${e(typeOf(property))}</code></td><td>${required.has(name) ? 'yes' : 'no'}</td><td>${e(notes.join('; '))}</td></tr>`;
    const nested =
      property.type === 'array' && property.items?.properties
        ? rows(property.items, `${full}[].`)
        : property.properties
          ? rows(property, `${full}.`)
          : [];
    return [row, ...nested];
  });
}

function schemaTable(title: string, schema: JsonSchema | undefined): string {
  if (!schema) return '';
  const body = rows(schema);
  if (body.length === 0) return `<h4>${e(title)}</h4><p class="muted"><code>${e(typeOf(schema))}</code></p>`;
  return `<h4>${e(title)}</h4><table><thead><tr><th>Field</th><th>Type</th><th>Required</th><th>Notes</th></tr></thead><tbody>${body.join('')}</tbody></table>`;
}

function renderCall(call: Call): string {
  const schemas = callSchemas(call);
  const alsoAt = [
    ...(call.aliases ?? []).map((path) => `<code>${e(path)}</code> (alias)`),
    ...(call.publicPath ? [`<code>${e(call.publicPath)}</code> (anonymous variant)`] : []),
  ];
  const bodyTitle = `Body (${call.bodyType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json'})`;
  return `<section class="card op" id="${e(call.id)}">
<h3><span class="method ${call.method.toLowerCase()}">${call.method}</span><code>${e(call.path)}</code><span class="auth ${call.credential ? 'required' : call.auth}">${e(call.credential === 'partnerKey' ? 'partner key required' : AUTH_LABEL[call.auth])}</span></h3>
<p>${e(call.summary)} <span class="muted">· operation <code>${e(call.id)}</code> · success ${call.status ?? 200}</span></p>
${alsoAt.length ? `<p class="paths">Also answered at ${alsoAt.join(', ')}.</p>` : ''}
${schemaTable('Query parameters', schemas.query)}
${schemaTable(bodyTitle, schemas.body)}
${schemaTable('Reply', schemas.reply)}
</section>`;
}

/** The readable API reference: every call grouped by area, self-contained (no CDN). */
export function renderApiReference(calls: readonly Call[], version: string): string {
  const areas = [...new Set(calls.map((call) => call.area))];
  const nav = `<nav class="areas">${areas.map((area) => `<a href="#area-${e(area)}">${e(area)}</a>`).join('')}<a href="/api/docs/openapi.json">openapi.json</a></nav>`;
  const intro = `<div class="card"><p>Paths match case-insensitively. Signed-in calls take <code>Authorization: Bearer &lt;access_token&gt;</code> from <code>POST /authtoken</code>.
Failures answer <code>{ message }</code>; invalid input answers 400 <code>{ message, errors: { field: message } }</code>; the token call adds OAuth <code>error</code> and <code>error_description</code>.
Missing or ended sessions answer 401, unknown records 404, a taken e-mail 409, too many attempts 429.</p></div>`;
  const sections = areas.map(
    (area) =>
      `<h2 class="area" id="area-${e(area)}">${e(area)}</h2>\n${calls
        .filter((call) => call.area === area)
        .map(renderCall)
        .join('\n')}`,
  );
  return htmlPage('StudyAtlas API reference', `Version ${version} · ${calls.length} calls · OpenAPI 3.1 at /api/docs/openapi.json`, [nav, intro, ...sections].join('\n'), REFERENCE_CSS);
}
