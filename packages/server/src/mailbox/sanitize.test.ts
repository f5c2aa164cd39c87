import { describe, expect, it } from 'vitest';
import { htmlToText, MESSAGE_TAGS, sanitizeMessageHtml, storableText, textToHtml } from './sanitize.js';

/**
 * Vectors of the kinds the OWASP XSS filter-evasion cheat sheet lists: script tags in every spelling,
 * event handlers, dangerous URL schemes behind entities and whitespace, data: URLs, CSS expressions,
 * frames and plugins, meta refresh, base href, forms, and broken or nested markup.
 */
const VECTORS: Record<string, string> = {
  script: '<script>alert(1)</script>',
  scriptSrc: '<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>',
  mixedCase: '<ScRiPt>alert("XSS")</sCrIpT>',
  scriptNoSpace: '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  scriptExtraOpen: '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  scriptUnclosed: '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
  imgOnerror: '<img src=x onerror=alert(1)>',
  imgOnerrorNoQuotes: '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  imgJavascript: '<IMG SRC="javascript:alert(\'XSS\');">',
  imgDynsrc: '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  svgOnload: '<svg onload=alert(1)>',
  svgScript: '<svg><script>alert(1)</script></svg>',
  bodyOnload: '<BODY ONLOAD=alert("XSS")>',
  anchorJavascript: '<a href="javascript:alert(1)">click</a>',
  anchorEntities: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">x</a>',
  anchorHexEntities: '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">x</a>',
  anchorLongEntities: '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">x</a>',
  anchorTab: '<a href="jav\tascript:alert(\'XSS\');">x</a>',
  anchorEncodedTab: '<a href="jav&#x09;ascript:alert(\'XSS\');">x</a>',
  anchorNewline: '<a href="jav&#x0A;ascript:alert(\'XSS\');">x</a>',
  anchorCarriageReturn: '<a href="jav&#x0D;ascript:alert(\'XSS\');">x</a>',
  anchorLeadingSpaces: '<a href=" &#14;  javascript:alert(\'XSS\');">x</a>',
  anchorUpperCase: '<a href="JaVaScRiPt:alert(1)">x</a>',
  anchorVbscript: '<a href="vbscript:msgbox(1)">x</a>',
  anchorDataHtml: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  anchorOnclick: '<a href="https://example.org" onclick="alert(1)" onmouseover="alert(2)">ok</a>',
  anchorProtocolRelative: '<a href="//evil.example/x">x</a>',
  styleTag: '<style>@import\'http://xss.rocks/xss.css\';</style>',
  styleExpression: '<div style="width: expression(alert(\'XSS\'));">x</div>',
  styleAttributeOnP: '<p style="background:url(javascript:alert(1))" class="x">text</p>',
  styleBehaviour: '<p style="behavior: url(xss.htc);">y</p>',
  iframe: '<iframe src="javascript:alert(1)"></iframe>',
  iframeSrcdoc: '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  object: '<object type="text/x-scriptlet" data="http://xss.rocks/scriptlet.html"></object>',
  embed: '<embed src="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv">',
  metaRefresh: '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  metaRefreshData: '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  baseHref: '<BASE HREF="javascript:alert(\'XSS\');//">',
  formAction: '<form action="javascript:alert(1)"><button>go</button><input type="submit" formaction="javascript:alert(2)"></form>',
  link: '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  table: '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><TD onmouseover=alert(1)>x</TD></TABLE>',
  nested: '<scr<script>ipt>alert(1)</scr</script>ipt>',
  brokenQuotes: '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  brokenAttribute: '<p title="</p><img src=x onerror=alert(1)>">x</p>',
  commentTrick: '<!--<img src="--><img src=x onerror=alert(1)//">',
  cdata: '<![CDATA[<script>alert(1)</script>]]>',
  video: '<video><source onerror="alert(1)"></video>',
  details: '<details open ontoggle=alert(1)>',
  math: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  noscript: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  uppercaseOn: '<b ONMOUSEOVER="alert(1)">bold</b>',
  strongXmlns: '<strong xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="javascript:alert(1)">s</strong>',
};

/** Is there anything in the sanitized output that could run? */
function dangers(html: string): string[] {
  const found: string[] = [];
  const tags = [...html.matchAll(/<\s*\/?\s*([a-z0-9:-]+)([^>]*)>/gi)];
  for (const [, name, attributes] of tags) {
    if (!(MESSAGE_TAGS as readonly string[]).includes(name!.toLowerCase())) found.push(`tag ${name}`);
    if (/\bon[a-z]+\s*=/i.test(attributes!)) found.push(`handler in <${name}${attributes}>`);
    if (/\b(style|class|src|srcdoc|action|formaction|background|dynsrc|xlink:href)\s*=/i.test(attributes!)) found.push(`attribute in <${name}${attributes}>`);
    for (const [, href] of attributes!.matchAll(/href\s*=\s*"([^"]*)"/gi)) {
      if (!/^(https?:|mailto:)/i.test(href!)) found.push(`href ${href}`);
    }
  }
  if (/javascript\s*:|vbscript\s*:|data\s*:\s*text/i.test(html.replace(/>[^<]*</g, '><'))) found.push('scheme in markup');
  return found;
}

describe('sanitizeMessageHtml', () => {
  it.each(Object.entries(VECTORS))('leaves nothing executable of %s', (_name, vector) => {
    const clean = sanitizeMessageHtml(vector);
    expect(dangers(clean), clean).toEqual([]);
    // Embedded in a benign message, the vector does not disturb what is around it.
    const around = sanitizeMessageHtml(`<p><strong>before</strong></p>${vector}<p>after</p>`);
    expect(dangers(around), around).toEqual([]);
    expect(around.startsWith('<p><strong>before</strong></p>')).toBe(true);
  });

  it('the dangers check itself finds executable markup (so the vector test can fail)', () => {
    expect(dangers('<img src=x onerror=alert(1)>')).not.toEqual([]);
    expect(dangers('<a href="javascript:alert(1)">x</a>')).not.toEqual([]);
    expect(dangers('<p style="x">y</p>')).not.toEqual([]);
    expect(dangers('<script>alert(1)</script>')).not.toEqual([]);
  });

  it('keeps bold, italic, lists, quotes, code and links, each link with rel="noopener noreferrer" in a new tab', () => {
    const html =
      '<p><strong>Bold</strong> <b>b</b> <em>it</em> <i>i</i> <u>u</u> <s>s</s><br></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<blockquote>quote</blockquote><pre><code>x = 1</code></pre>' +
      '<p><a href="https://example.org/a?b=1&amp;c=2" rel="opener" target="_self">site</a> <a href="mailto:ana@example.org">mail</a> <a href="http://x.test">h</a></p>';
    expect(sanitizeMessageHtml(html)).toBe(
      '<p><strong>Bold</strong> <b>b</b> <em>it</em> <i>i</i> <u>u</u> <s>s</s><br /></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
        '<blockquote>quote</blockquote><pre><code>x = 1</code></pre>' +
        '<p><a href="https://example.org/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">site</a> ' +
        '<a href="mailto:ana@example.org" rel="noopener noreferrer" target="_blank">mail</a> ' +
        '<a href="http://x.test" rel="noopener noreferrer" target="_blank">h</a></p>',
    );
  });

  it('keeps the text of other tags, drops the contents of script, style, iframe and object', () => {
    expect(sanitizeMessageHtml('<div>kept <span>too</span></div><h1>title</h1>')).toBe('kept tootitle');
    expect(sanitizeMessageHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe>frame</iframe><object>obj</object><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeMessageHtml('<img src=x onerror=alert(1)><b>bold</b>')).toBe('<b>bold</b>');
    // A dangerous link keeps its text, without the address.
    expect(sanitizeMessageHtml('<a href="javascript:alert(1)">click</a>')).toBe('<a rel="noopener noreferrer" target="_blank">click</a>');
    // Text that looks like markup stays escaped text.
    expect(sanitizeMessageHtml('1 &lt; 2 &amp;&amp; <b>x</b>')).toBe('1 &lt; 2 &amp;&amp; <b>x</b>');
  });
});

describe('htmlToText and textToHtml', () => {
  it('turns message HTML into readable text without markup or script', () => {
    expect(htmlToText('<p>Hello <strong>Ben</strong></p><ul><li>one</li><li>two</li></ul><p>a &lt; b &amp; c</p><script>alert(1)</script>')).toBe(
      'Hello Ben\n\n- one\n- two\n\na < b & c',
    );
    expect(htmlToText('line<br>next')).toBe('line\nnext');
    expect(htmlToText('')).toBe('');
  });

  it('escapes plain text into paragraphs', () => {
    expect(textToHtml('Hi <b>Ben</b> & co\nsecond line\n\nnew paragraph')).toBe('<p>Hi &lt;b&gt;Ben&lt;/b&gt; &amp; co<br />second line</p><p>new paragraph</p>');
    expect(textToHtml('  ')).toBe('');
    expect(htmlToText(textToHtml('a <script>\n\nb'))).toBe('a <script>\n\nb');
  });

  it('makes text storable: no NUL, no lone surrogates', () => {
    expect(storableText('a\u0000b\ud800c\tline\n')).toBe('ab\ufffdc\tline\n');
  });
});
