import type { Redis } from 'ioredis';
import { NO_COUNTER, type CounterStore } from './counters.js';

/** INCR with the window set on the first hit; answers the hits and the milliseconds left. */
const INCR = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

const GET = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}
`;

type Reply = [number, number];

interface CounterCommands {
  saCounterIncr(key: string, windowMs: number): Promise<Reply>;
  saCounterGet(key: string): Promise<Reply>;
}

/**
 * Counters in Redis (REDIS_URL), under `prefix`: atomic Lua scripts, expiry by Redis itself (its
 * clock, not the app's). The same client serves @fastify/rate-limit's own Redis store.
 */
export function createRedisCounters(redis: Redis, prefix = 'studyatlas:limits:'): CounterStore {
  const commands = redis as unknown as Redis & CounterCommands;
  if (!('saCounterIncr' in commands)) {
    redis.defineCommand('saCounterIncr', { numberOfKeys: 1, lua: INCR });
    redis.defineCommand('saCounterGet', { numberOfKeys: 1, lua: GET });
  }
  return {
    kind: 'redis',
    async incr(key, windowMs) {
      const [current, ttl] = await commands.saCounterIncr(prefix + key, Math.max(1, Math.ceil(windowMs)));
      return { current: Number(current), ttl: Number(ttl) };
    },
    async get(key) {
      const [current, ttl] = await commands.saCounterGet(prefix + key);
      return Number(current) > 0 ? { current: Number(current), ttl: Number(ttl) } : NO_COUNTER;
    },
    async set(key, hits, ttlMs) {
      await redis.set(prefix + key, String(hits), 'PX', Math.max(1, Math.ceil(ttlMs)));
    },
    async delete(key) {
      await redis.del(prefix + key);
    },
  };
}
