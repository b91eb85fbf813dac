import { inArray, sql } from 'drizzle-orm';
import { loginThrottle, rowsOf, type Database } from '@portal/db';
import type { ThrottleConfig } from '../config.ts';

/**
 * Sign-in attempts are counted under three keys, in the database so every instance shares them:
 * - the account from one address: few failures allowed, then blocks that grow (30 s, 60 s, ... capped);
 * - the address alone: many failures across accounts, then the same growing blocks;
 * - the account from anywhere: a high bar and only a short fixed block, so a stranger elsewhere
 *   can delay a user for seconds, never lock them out for long.
 * An attempt is counted before its password is checked, in the same statement that checks the block,
 * so simultaneous guesses cannot slip past the limit; a successful sign-in gives its count back.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly config: ThrottleConfig,
  ) {}

  /** `account` identifies the account however it was typed (callers pass the user id when it exists). */
  private keys(account: string, ip: string) {
    const a = account.trim().toLowerCase();
    return {
      accountAddress: { key: `acct-ip:${a}|${ip}`, max: this.config.accountMaxFailures, growing: true },
      address: { key: `ip:${ip}`, max: this.config.addressMaxFailures, growing: true },
      account: { key: `acct:${a}`, max: this.config.accountMaxFailures * 10, growing: false },
    };
  }

  /** Seconds the caller must wait, or 0. */
  async retryAfter(account: string, ip: string, options: { isKnownAddress?: boolean } = {}): Promise<number> {
    const all = this.keys(account, ip);
    const keys = (options.isKnownAddress ? [all.accountAddress] : Object.values(all)).map((k) => k.key);
    const rows = await this.db
      .select({ blockedUntil: loginThrottle.blockedUntil })
      .from(loginThrottle)
      .where(inArray(loginThrottle.throttleKey, keys));
    const now = Date.now();
    const until = Math.max(0, ...rows.map((r) => (r.blockedUntil ? r.blockedUntil.getTime() : 0)));
    return until > now ? Math.ceil((until - now) / 1000) : 0;
  }

  /**
   * Counts one attempt under each key unless a key is blocked. Returns 0 when the attempt may go on
   * (its password is then checked), or the seconds to wait.
   */
  async registerAttempt(account: string, ip: string, options: { isKnownAddress?: boolean } = {}): Promise<number> {
    const { windowSeconds, baseBlockSeconds, maxBlockSeconds } = this.config;
    const keys = this.keys(account, ip);
    // The account-wide limit guards against guessing from many addresses, the address-wide one against one
    // address trying many accounts. Neither may shut a user out from where they signed in before: a stranger
    // trickling attempts, or a colleague behind the office's one NAT address guessing other accounts, would
    // lock them out. There only the account's own limit from that address applies.
    const applicable = options.isKnownAddress ? [keys.accountAddress] : Object.values(keys);
    for (const { key, max, growing } of applicable) {
      const stale = sql`login_throttle.window_started_at < now() - make_interval(secs => ${windowSeconds}::int)`;
      // The count after this attempt: it restarts at 1 when the window has passed.
      const count = sql`(case when ${stale} then 1 else login_throttle.failures + 1 end)`;
      const blockSeconds = growing
        ? sql`least(${maxBlockSeconds}::int, ${baseBlockSeconds}::int * power(2, least(10, ${count} - ${max}::int))::int)`
        : sql`least(${maxBlockSeconds}::int, ${baseBlockSeconds}::int)`;
      // The conflict branch waits for a concurrent attempt's row lock, then sees its block: one at a time per key.
      const result = await this.db.execute(sql`
        insert into login_throttle (throttle_key, failures, window_started_at, blocked_until)
        values (${key}, 1, now(), case when 1 >= ${max}::int then now() + make_interval(secs => ${baseBlockSeconds}::int) end)
        on conflict (throttle_key) do update set
          failures = ${count},
          window_started_at = case when ${stale} then now() else login_throttle.window_started_at end,
          blocked_until = case when ${count} >= ${max}::int then now() + make_interval(secs => ${blockSeconds}) end
        where login_throttle.blocked_until is null or login_throttle.blocked_until <= now()
        returning failures`);
      if (rowsOf(result).length === 0) return Math.max(1, await this.retryAfter(account, ip, options));
    }
    return 0;
  }

  /** A successful sign-in clears the account's counters and gives the address back this attempt. */
  async recordSuccess(account: string, ip: string, options: { isKnownAddress?: boolean } = {}): Promise<void> {
    const k = this.keys(account, ip);
    await this.db.delete(loginThrottle).where(inArray(loginThrottle.throttleKey, [k.accountAddress.key, k.account.key]));
    // From a known address the attempt was never counted against the address: nothing to give back.
    if (options.isKnownAddress) return;
    await this.db.execute(sql`
      update login_throttle set
        failures = greatest(failures - 1, 0),
        blocked_until = case when failures - 1 < ${k.address.max}::int then null else blocked_until end
      where throttle_key = ${k.address.key}`);
  }

  /** Generic fixed-window limiter for other anonymous actions (register, resend confirmation). */
  async hit(key: string, max: number, windowSeconds: number): Promise<number> {
    const stale = sql`login_throttle.window_started_at < now() - make_interval(secs => ${windowSeconds}::int)`;
    const rows = await this.db.execute(sql`
      insert into login_throttle (throttle_key, failures, window_started_at) values (${key}, 1, now())
      on conflict (throttle_key) do update set
        failures = case when ${stale} then 1 else login_throttle.failures + 1 end,
        window_started_at = case when ${stale} then now() else login_throttle.window_started_at end
      returning failures, extract(epoch from (window_started_at + make_interval(secs => ${windowSeconds}::int) - now()))::int as seconds_left`);
    const row = rowsOf<{ failures: number; seconds_left: number }>(rows)[0];
    if (!row) return 0;
    return row.failures > max ? Math.max(1, Number(row.seconds_left)) : 0;
  }
}

/** Rows of a raw statement: node-postgres and PGlite both answer `{ rows }`. */
