import { describe, expect, it } from 'vitest';
import * as catalogue from '../messages.js';
import { CHOOSE_PLACEHOLDER } from './common.js';

/** Every string of every catalogue object, with its object's and key's names. */
const entries = Object.entries(catalogue).flatMap(([object, value]) =>
  value && typeof value === 'object' ? Object.entries(value as Record<string, unknown>).filter(([, text]) => typeof text === 'string').map(([key, text]) => ({ at: `${object}.${key}`, text: text as string })) : [],
);

describe('drop-down placeholders (issue 24)', () => {
  it('are one word everywhere: every choose label is the shared placeholder', () => {
    // messagingLabels.choose is a button ('Choose' recipients), not a drop-down's placeholder.
    const chooseLabels = entries.filter((e) => /^choose(Placeholder|Subject|City)?$/.test(e.at.split('.')[1]!) && e.at !== 'messagingLabels.choose');
    expect(chooseLabels.length).toBeGreaterThan(10);
    expect(chooseLabels.filter((e) => e.text !== CHOOSE_PLACEHOLDER)).toEqual([]);
  });

  it("no catalogue word is a '--Select--' style placeholder", () => {
    expect(entries.filter((e) => /--\s*select|^select…$|^choose\.\.\.$/i.test(e.text))).toEqual([]);
  });
});
