import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from '../http/html.js';

/*
 * A message body is HTML a member typed in the rich-text editor — or anything a script sent in its
 * place. It is kept only through an allow-list (sanitize-html: a maintained parser, htmlparser2,
 * rather than our own regular expressions): text formatting, lists, quotes, code and links to
 * http(s) or mailto. Everything else goes: other tags (their text stays as text, except the contents
 * of script, style, iframe, object … which are dropped), every attribute but a link's href (so no
 * event handlers, style or class), and every other URL scheme (javascript:, data:, vbscript:, also
 * when hidden behind entities, tabs or newlines — sanitize-html decodes and strips those before the
 * scheme check). Each link opens in a new tab without access to the portal (rel="noopener noreferrer").
 */

/** The tags a message may keep. */
export const MESSAGE_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'blockquote', 'code', 'pre'] as const;

/** Tags whose contents are dropped with them (not kept as text). */
const DROPPED_WITH_CONTENT = [
  'script', 'style', 'textarea', 'option', 'select', 'noscript', 'iframe', 'frame', 'frameset', 'noframes',
  'object', 'embed', 'applet', 'svg', 'math', 'template', 'title', 'head', 'xmp', 'noembed', 'plaintext',
];

const MESSAGE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...MESSAGE_TAGS],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  allowedStyles: {},
  transformTags: {
    // Whatever rel/target the input had, a link gets exactly these (href is scheme-checked afterwards).
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href === undefined ? {} : { href: attribs.href }), rel: 'noopener noreferrer', target: '_blank' },
    }),
  },
};

/** A message body's HTML reduced to the allow-list. */
export function sanitizeMessageHtml(html: string): string {
  return sanitizeHtml(html, MESSAGE_OPTIONS).trim();
}

const TEXT_OPTIONS: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, nonTextTags: DROPPED_WITH_CONTENT };

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': ' ', '&amp;': '&' };

/**
 * The text of a message body (the search key, the notice mail's text part, the inbox preview): block
 * ends become line breaks, list items start with '- ', entities are decoded. Plain text: escape it
 * again before putting it into HTML.
 */
export function htmlToText(html: string): string {
  const marked = sanitizeMessageHtml(html)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/li>/gi, '\n')
    .replace(/<\/(p|blockquote|pre|ul|ol)>/gi, '\n\n');
  return sanitizeHtml(marked, TEXT_OPTIONS)
    .replace(/&(lt|gt|quot|#39|#x27|nbsp|amp);/g, (entity) => ENTITIES[entity] ?? entity)
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Plain text as message HTML: escaped, a paragraph per blank-line-separated block, line breaks kept. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br />')}</p>`)
    .join('');
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text as the database can keep it: lone UTF-16 surrogates (invalid UTF-8 once encoded) become U+FFFD,
 * NUL and other control characters but tab and line breaks are dropped (PostgreSQL refuses NUL in text).
 */
export function storableText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(LONE_SURROGATE, '\uFFFD').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}
