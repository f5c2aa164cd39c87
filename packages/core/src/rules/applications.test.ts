import { describe, expect, it } from 'vitest';
import { TIMELINE_STATUSES } from '../contracts/shared-application.js';
import { applicationActions, canMove, isFinalStatus, isOpenOffer, timelineStatusLabel, validateApplyStart, validateMove, type TimelineActor } from './applications.js';

describe('online application start (discovery §4)', () => {
  it('needs the basic and the contact details', () => {
    expect(validateApplyStart({ isBasicDetUpdate: true, isContactDetail: true })).toBeNull();
    expect(validateApplyStart({ isBasicDetUpdate: false, isContactDetail: true })).toBe('First update your basic detail and contact detail');
    expect(validateApplyStart({ isBasicDetUpdate: true, isContactDetail: false })).toBe('First update your basic detail and contact detail');
  });
});

/** Every allowed move, as `from>to`, per actor. */
const allowed = (actor: TimelineActor) =>
  TIMELINE_STATUSES.flatMap((from) => TIMELINE_STATUSES.filter((to) => canMove(from, to, actor)).map((to) => `${from}>${to}`));

describe('the application timeline', () => {
  it('lets the institution review, offer or reject, and make a conditional offer unconditional', () => {
    expect(allowed('I')).toEqual(['SUB>REV', 'SUB>OFC', 'SUB>OFU', 'SUB>REJ', 'REV>OFC', 'REV>OFU', 'REV>REJ', 'OFC>OFU']);
  });

  it('lets the student accept or decline an offer, and withdraw until a final status', () => {
    expect(allowed('S')).toEqual(['SUB>WDR', 'REV>WDR', 'OFC>ACC', 'OFC>DEC', 'OFC>WDR', 'OFU>ACC', 'OFU>DEC', 'OFU>WDR']);
  });

  it('lets nothing leave a final status, and knows no unknown codes', () => {
    for (const from of ['REJ', 'ACC', 'DEC', 'WDR']) {
      expect(isFinalStatus(from)).toBe(true);
      for (const to of TIMELINE_STATUSES) {
        expect(canMove(from, to, 'I')).toBe(false);
        expect(canMove(from, to, 'S')).toBe(false);
      }
    }
    expect(isFinalStatus('OFC')).toBe(false);
    expect(canMove('', 'REV', 'I')).toBe(false);
    expect(canMove('SUB', 'XYZ', 'I')).toBe(false);
    expect(canMove('toString', 'REV', 'I')).toBe(false);
  });

  it('names the statuses and refuses a forbidden move with both labels', () => {
    expect(TIMELINE_STATUSES.map(timelineStatusLabel)).toEqual([
      'Submitted', 'Under review', 'Conditional offer', 'Unconditional offer', 'Rejected', 'Accepted', 'Declined', 'Withdrawn',
    ]);
    expect(validateMove('SUB', 'ACC', 'S')).toBe('This application cannot move from Submitted to Accepted.');
    expect(validateMove('REJ', 'OFU', 'I')).toBe('This application cannot move from Rejected to Unconditional offer.');
    expect(validateMove('OFC', 'OFU', 'I')).toBeNull();
  });
});

describe('my applications: the actions of an application', () => {
  it('continues or deletes a draft, withdraws a submitted one, prints and resubmits once submitted', () => {
    expect(applicationActions('D')).toEqual(['continue', 'delete']);
    expect(applicationActions('S')).toEqual(['resubmit', 'pdf', 'withdraw']);
    expect(applicationActions('W')).toEqual(['resubmit', 'pdf']);
    expect(applicationActions('X')).toEqual([]);
  });

  it('offers Accept and Decline on an offer only', () => {
    expect(TIMELINE_STATUSES.filter(isOpenOffer)).toEqual(['OFC', 'OFU']);
    expect(isOpenOffer('')).toBe(false);
  });
});
