import { createHash } from 'node:crypto';
import type { AccountLimit } from '../../config.js';
import { tooManyRequests } from '../errors.js';
import type { CounterStore } from './counters.js';

/** What an account limit guards: failed sign-ins (and password changes), reset mails, verification mails. */
export type AccountLimitScope = 'signIn' | 'reset' | 'resend';

/** Counter keys name the account by a hash of its normalised e-mail: no address is stored in clear. */
const accountKey = (account: string): string => createHash('sha256').update(account.trim().toLowerCase()).digest('base64url').slice(0, 32);

/** The wait after the n-th hit (n ≥ max): base, then doubled for each further hit, capped. */
export function backoffWait(limit: AccountLimit, hits: number): number {
  if (hits < limit.max) return 0;
  const wait = limit.baseMs * 2 ** Math.min(hits - limit.max, 40);
  return Math.min(wait, limit.capMs);
}

/**
 * Per-account limits with exponential back-off, whatever the address the requests come from
 * (issue 15): after `max` hits of one account within `windowMs`, the account waits `baseMs`, and each
 * further hit doubles the wait up to `capMs`. While it waits, a call answers 429 with the catalogue
 * message and Retry-After. Counted in the shared counters (Redis or the database).
 */
export function createAccountLimits(counters: CounterStore, limits: Record<AccountLimitScope, AccountLimit>) {
  const keys = (scope: AccountLimitScope, account: string) => {
    const id = accountKey(account);
    return { hits: `account:${scope}:${id}`, wait: `account-wait:${scope}:${id}` };
  };

  return {
    /** Throws 429 (Retry-After) while the account waits. */
    async check(scope: AccountLimitScope, account: string): Promise<void> {
      const wait = await counters.get(keys(scope, account).wait);
      if (wait.current > 0 && wait.ttl > 0) throw tooManyRequests(wait.ttl);
    },

    /** Counts one hit (a failed sign-in, a mail sent); from `max` hits on, the account waits. */
    async hit(scope: AccountLimitScope, account: string): Promise<void> {
      const limit = limits[scope];
      const key = keys(scope, account);
      const counter = await counters.incr(key.hits, limit.windowMs);
      const wait = backoffWait(limit, counter.current);
      if (wait === 0) return;
      await counters.set(key.wait, 1, wait);
      // The hits are remembered until a window after the wait ends, so the next hit waits longer.
      if (counter.ttl < wait + limit.windowMs) await counters.set(key.hits, counter.current, wait + limit.windowMs);
    },

    /** A success (the right password) forgets the account's hits and wait. */
    async clear(scope: AccountLimitScope, account: string): Promise<void> {
      const key = keys(scope, account);
      await counters.delete(key.hits);
      await counters.delete(key.wait);
    },

    /** check, then hit: for calls where every request counts (mails). */
    async take(scope: AccountLimitScope, account: string): Promise<void> {
      await this.check(scope, account);
      await this.hit(scope, account);
    },
  };
}

export type AccountLimits = ReturnType<typeof createAccountLimits>;
