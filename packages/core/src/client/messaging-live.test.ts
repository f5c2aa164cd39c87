import { afterEach, describe, expect, it } from 'vitest';
import { $profile, $session, setUnreadCount } from '../stores/session.js';
import { parseEventStream, watchUnreadCount } from './messaging-live.js';

describe('parseEventStream', () => {
  it('splits complete events, skips comments, keeps the unfinished rest', () => {
    const { events, rest } = parseEventStream('retry: 5000\nevent: unread\ndata: {"unread":2}\n\n: keep-alive\n\ndata: a\r\ndata: b\r\n\r\nevent: unread\ndata: {"unr');
    expect(events).toEqual([
      { event: 'unread', data: '{"unread":2}' },
      { event: 'message', data: 'a\nb' },
    ]);
    expect(rest).toBe('event: unread\ndata: {"unr');
  });
});

describe('setUnreadCount and watchUnreadCount', () => {
  afterEach(() => {
    $session.set(null);
    $profile.set(null);
  });

  it('writes the count into the loaded header data only', () => {
    setUnreadCount(3);
    expect($profile.get()).toBeNull();
    $profile.set({ msgCount: 0, clientFk: 1, preferredDestinationFk: null, isExternalLogin: false, subjects: [] });
    setUnreadCount(3);
    expect($profile.get()?.msgCount).toBe(3);
  });

  it('does nothing signed out', () => {
    let called = false;
    const stop = watchUnreadCount({ baseUrl: 'http://x.test', fetch: async () => ((called = true), new Response(null, { status: 500 })) });
    stop();
    expect(called).toBe(false);
  });
});
