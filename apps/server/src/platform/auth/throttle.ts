import { inArray, sql } from 'drizzle-orm';
import { loginThrottle, type Database } from '@portal/db';
import type { ThrottleConfig } from '../config.ts';

/**
 * Failed sign-ins are counted under three keys, in the database so every instance shares them:
 * - the account from one address: few failures allowed, then blocks that grow (30 s, 60 s, ... capped);
 * - the address alone: many failures across accounts, then the same growing blocks;
 * - the account from anywhere: a high bar and only a short fixed block, so a stranger elsewhere
 *   can delay a user for seconds, never lock them out for long.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly config: ThrottleConfig,
  ) {}

  private keys(login: string, ip: string) {
    const account = login.trim().toLowerCase();
    return {
      accountAddress: { key: `acct-ip:${account}|${ip}`, max: this.config.accountMaxFailures, growing: true },
      address: { key: `ip:${ip}`, max: this.config.addressMaxFailures, growing: true },
      account: { key: `acct:${account}`, max: this.config.accountMaxFailures * 10, growing: false },
    };
  }

  /** Seconds the caller must wait, or 0. */
  async retryAfter(login: string, ip: string): Promise<number> {
    const keys = Object.values(this.keys(login, ip)).map((k) => k.key);
    const rows = await this.db
      .select({ blockedUntil: loginThrottle.blockedUntil })
      .from(loginThrottle)
      .where(inArray(loginThrottle.throttleKey, keys));
    const now = Date.now();
    const until = Math.max(0, ...rows.map((r) => (r.blockedUntil ? r.blockedUntil.getTime() : 0)));
    return until > now ? Math.ceil((until - now) / 1000) : 0;
  }

  async recordFailure(login: string, ip: string): Promise<void> {
    const { windowSeconds, baseBlockSeconds, maxBlockSeconds } = this.config;
    for (const { key, max, growing } of Object.values(this.keys(login, ip))) {
      // One statement per key: the counter restarts when its window has passed.
      await this.db.execute(sql`
        insert into login_throttle (throttle_key, failures, window_started_at, blocked_until)
        values (${key}, 1, now(), case when 1 >= ${max} then now() + make_interval(secs => ${baseBlockSeconds}) end)
        on conflict (throttle_key) do update set
          failures = case when login_throttle.window_started_at < now() - make_interval(secs => ${windowSeconds}) then 1 else login_throttle.failures + 1 end,
          window_started_at = case when login_throttle.window_started_at < now() - make_interval(secs => ${windowSeconds}) then now() else login_throttle.window_started_at end,
          blocked_until = case
            when (case when login_throttle.window_started_at < now() - make_interval(secs => ${windowSeconds}) then 1 else login_throttle.failures + 1 end) >= ${max}
            then now() + make_interval(secs => least(${maxBlockSeconds}::int,
              case when ${sql.raw(growing ? "true" : "false")} then ${baseBlockSeconds}::int * power(2, least(10, (login_throttle.failures + 1) - ${max}))::int else ${baseBlockSeconds}::int end))
            else login_throttle.blocked_until end`);
    }
  }

  /** A successful sign-in clears the account's counters (the address keeps its own). */
  async recordSuccess(login: string, ip: string): Promise<void> {
    const k = this.keys(login, ip);
    await this.db.delete(loginThrottle).where(inArray(loginThrottle.throttleKey, [k.accountAddress.key, k.account.key]));
  }

  /** Generic fixed-window limiter for other anonymous actions (register, resend confirmation). */
  async hit(key: string, max: number, windowSeconds: number): Promise<number> {
    const rows = await this.db.execute<{ failures: number; window_started_at: string }>(sql`
      insert into login_throttle (throttle_key, failures, window_started_at) values (${key}, 1, now())
      on conflict (throttle_key) do update set
        failures = case when login_throttle.window_started_at < now() - make_interval(secs => ${windowSeconds}) then 1 else login_throttle.failures + 1 end,
        window_started_at = case when login_throttle.window_started_at < now() - make_interval(secs => ${windowSeconds}) then now() else login_throttle.window_started_at end
      returning failures, extract(epoch from (window_started_at + make_interval(secs => ${windowSeconds}) - now()))::int as window_started_at`);
    const row = (rows as unknown as { rows: { failures: number; window_started_at: number }[] }).rows[0];
    if (!row) return 0;
    return row.failures > max ? Math.max(1, Number(row.window_started_at)) : 0;
  }
}
