/** A rate-limit counter (migration 0024): hits of one key until the window ends. */
export interface RateLimitCountersTable {
  key: string;
  hits: number;
  /** Milliseconds since 1970 (PostgreSQL bigint arrives as a string). */
  expires_at: number | string;
}

export interface RateLimitTables {
  rate_limit_counters: RateLimitCountersTable;
}
