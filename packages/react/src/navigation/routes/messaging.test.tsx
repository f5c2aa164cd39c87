import { describe, expect, it } from 'vitest';
import { actionTypeOf, messagingRoute } from './messaging.js';

describe('messagingRoute', () => {
  it('parses the inbox, compose (with its action type) and read routes', () => {
    expect(messagingRoute('/')).toEqual({ screen: 'start' });
    expect(messagingRoute('/msgList')).toEqual({ screen: 'inbox' });
    expect(messagingRoute('/createMsg')).toEqual({ screen: 'compose', actionType: 'S' });
    expect(messagingRoute('/createMsg/12?actionType=RA')).toEqual({ screen: 'compose', msgId: 12, actionType: 'RA' });
    expect(messagingRoute('/createMsg/12')).toEqual({ screen: 'compose', msgId: 12, actionType: 'D' });
    expect(messagingRoute('/readMsg/7')).toEqual({ screen: 'read', msgId: 7 });
  });

  it('sends anything else elsewhere', () => {
    for (const path of ['/readMsg', '/readMsg/0', '/readMsg/x', '/createMsg/-1', '/msgList/3', '/apps', '/readMsg/1/2']) {
      expect(messagingRoute(path)).toEqual({ screen: 'elsewhere' });
    }
  });

  it('takes only the specification’s action types', () => {
    expect(actionTypeOf('F')).toBe('F');
    expect(actionTypeOf('X')).toBe('D');
    expect(actionTypeOf(null)).toBe('D');
  });
});
