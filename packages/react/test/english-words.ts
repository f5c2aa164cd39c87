/*
 * The heart of the pseudo-locale check (issue 28), shared by the jsdom tests (`english-left.ts`) and
 * the Chromium journey (`e2e/pseudo-locale.test.ts`). Self-contained — no import, no outer name — as
 * `page.evaluate` sends its source to the browser.
 */

/**
 * Each text and text attribute (`aria-label`, `title`, `alt`, `placeholder`, …) under `root` (and,
 * with `deep`, inside open shadow roots) holding ASCII words that are not `data`: '"Search" in
 * <button> (Search)'. In the pseudo-locale every catalogue word is accented ('[Ŝéåŕçĥ ···]'), so such
 * a word is English that did not come from the catalogue, unless it is data (what the server answered
 * or was sent) or a data word cut short at the end of a text ('… since 2018. Ou…': Read more), or
 * inside an element matching `skip`.
 */
export function englishWordsIn(
  { data, deep = false, skip }: { data: readonly string[]; deep?: boolean; /** Elements not looked at (a selector). */ skip?: string },
  root: ParentNode = document.body,
): string[] {
  /** Attributes read out or shown like text. */
  const textAttributes = ['aria-label', 'title', 'alt', 'placeholder', 'aria-roledescription', 'aria-valuetext'];
  /** Elements whose text is not words for people: code snippets, scripts, styles. */
  const notWords = new Set(['SCRIPT', 'STYLE', 'CODE', 'PRE', 'TEXTAREA']);
  const asciiWord = /(?<![\p{L}\p{M}])[A-Za-z]{2,}(?![\p{L}\p{M}])/gu;
  const dataWords = new Set(data);
  const wordsOf = (text: string): string[] => text.match(asciiWord) ?? [];
  const cutData = (text: string, word: string): boolean =>
    new RegExp(`${word}[.…]*$`).test(text.trim()) && data.some((known) => known.startsWith(word));
  const found: string[] = [];
  const check = (text: string, where: string) => {
    const english = wordsOf(text).filter((word) => !dataWords.has(word) && !cutData(text, word));
    if (english.length) found.push(`${JSON.stringify(text.trim().slice(0, 80))} in ${where} (${english.join(' ')})`);
  };
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      check(node.textContent ?? '', `<${node.parentElement?.tagName.toLowerCase()}>`);
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    if (notWords.has(element.tagName) || (skip && element.matches(skip))) return;
    for (const attribute of textAttributes) {
      const value = element.getAttribute(attribute);
      if (value) check(value, `${attribute} of <${element.tagName.toLowerCase()}>`);
    }
    if (deep && element.shadowRoot) element.shadowRoot.childNodes.forEach(walk);
    element.childNodes.forEach(walk);
  };
  root.childNodes.forEach(walk);
  return found;
}

/** The ASCII words of a text (what `englishWordsIn` looks at), to record data with. */
export const asciiWordsOf = (text: string): string[] => text.match(/(?<![\p{L}\p{M}])[A-Za-z]{2,}(?![\p{L}\p{M}])/gu) ?? [];
