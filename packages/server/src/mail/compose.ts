import { escapeHtml } from '../http/html.js';

/*
 * The pieces every HTML e-mail is made of (auth, contact us, refer a friend): one look, text always
 * escaped.
 */

/** A call-to-action link styled as a button. */
export const mailButton = (href: string, label: string): string =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#0b62c4;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

/** A paragraph of plain text; line breaks are kept. */
export const mailParagraph = (text: string): string => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

/** Small grey text (the link spelled out under its button). */
export const mailSmallPrint = (text: string): string => `<p style="font-size:13px;color:#5b6878">${escapeHtml(text)}</p>`;

/** A quoted block of the sender's own text (a message copied into a mail). */
export const mailQuote = (text: string): string =>
  `<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:3px solid #c9d3df;white-space:pre-wrap">${escapeHtml(text)}</blockquote>`;

/** The HTML document around the parts. */
export function htmlMail(parts: string[]): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1d2733">${parts.join('')}</body></html>`;
}
