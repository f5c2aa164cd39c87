import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import * as catalogue from '../messages.js';
import { LOCALES, type Locale } from './locales.js';
import { TRANSLATIONS } from './translations/index.js';

/*
 * WCAG 2.5.3 Label in Name: a button that shows a short word and is named more fully for screen
 * readers ('Apply' named 'Apply for {name}') must have the shown word inside its name, in every
 * language, or a voice-control user who says what they see cannot press it (axe's
 * label-content-name-mismatch). Each pair is [catalogue, accessible name's key, shown word's key],
 * as the components use them (`aria-label={format(name, …)}` around `{shown}`).
 */
const PAIRS = [
  ['applyMessages', 'applyCourse', 'applyAction'],
  ['embedLabels', 'copyLabel', 'copy'],
  ['embedLabels', 'removeOriginLabel', 'removeOrigin'],
  ['formLabels', 'downloadNamed', 'download'],
  ['messagingLabels', 'chooseFor', 'choose'],
  ['myApplicationsLabels', 'acceptOffer', 'acceptAction'],
  ['myApplicationsLabels', 'continueApplication', 'continueAction'],
  ['myApplicationsLabels', 'declineOffer', 'declineAction'],
  ['myApplicationsLabels', 'deleteApplication', 'deleteAction'],
  ['myApplicationsLabels', 'pdfApplication', 'pdfAction'],
  ['myApplicationsLabels', 'resubmitApplication', 'resubmitAction'],
  ['myApplicationsLabels', 'withdrawApplication', 'withdrawAction'],
  ['studyPreferenceLabels', 'moveDown', 'down'],
  ['studyPreferenceLabels', 'moveUp', 'up'],
  ['studyPreferenceLabels', 'removeItem', 'remove'],
  ['webhookLabels', 'edit', 'editShort'],
  ['webhookLabels', 'removeLabel', 'remove'],
  ['webhookLabels', 'rotateLabel', 'rotate'],
  ['webhookLabels', 'sendTestLabel', 'sendTest'],
  ['workspaceLabels', 'removeMember', 'remove'],
  ['workspaceLabels', 'revokeKey', 'revoke'],
  ['workspaceLabels', 'withdrawInvite', 'withdraw'],
] as const;

type Words = Record<string, Record<string, string>>;

/** A word with every placeholder filled by a sample value. */
const filled = (word: string, locale: Locale) =>
  String(new IntlMessageFormat(word, locale, undefined, { ignoreTag: true }).format({ name: 'Design', number: '42', url: 'https://x.example', origin: 'https://x.example', email: 'a@x.example', label: 'Key', what: 'Snippet', field: 'To', course: 'Design' }));

/**
 * The words axe compares (its label-content-name-mismatch rule): decomposed, every character that is
 * not a letter or a digit a space, lower case, split into words by the Unicode word segmenter.
 */
const tokens = (text: string): string[] => {
  const plain = text.normalize('NFKD').replace(/[^\p{L}\p{N}]+/gu, ' ').toLowerCase();
  return [...new Intl.Segmenter(undefined, { granularity: 'word' }).segment(plain)].map((part) => part.segment.trim()).filter(Boolean);
};

/** Whether `shown`'s words are in `name`, one after another. */
const labelInName = (shown: string, name: string): boolean => {
  const [label, full] = [tokens(shown), tokens(name)];
  return full.some((_, start) => label.every((word, i) => full[start + i] === word));
};

describe.each(LOCALES)('label in name in %s', (locale) => {
  it("every button's accessible name contains the word it shows, its words in the same order", async () => {
    const words = (locale === 'en' ? catalogue : await TRANSLATIONS[locale]()) as unknown as Words;
    const missing = PAIRS.flatMap(([name, label, shown]) => {
      const full = filled(words[name]![label]!, locale);
      const seen = words[name]![shown]!;
      return labelInName(seen, full) ? [] : [`${name}.${label} "${full}" lacks ${name}.${shown} "${seen}"`];
    });
    expect(missing).toEqual([]);
  });
});
