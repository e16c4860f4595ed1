import type { Db } from "../../db/client.ts";
import { findSessions, type ActiveSession } from "../identity/sessions.ts";

interface Waiter {
  resolve: (session: ActiveSession | null) => void;
  reject: (error: unknown) => void;
}

/**
 * Member sessions looked up together: the tokens of the ballots that arrive in one turn of the event loop are
 * read in one query (identity's findSessions) instead of one query each — under load, hundreds of ballots share it.
 * Nothing is cached: every ballot is checked against the sessions as they are now (a revoked token is refused).
 */
export class SessionBatch {
  private waiting = new Map<string, Waiter[]>();
  private scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  find(token: string): Promise<ActiveSession | null> {
    return new Promise((resolve, reject) => {
      const list = this.waiting.get(token);
      if (list) list.push({ resolve, reject });
      else this.waiting.set(token, [{ resolve, reject }]);
      if (this.scheduled) return;
      this.scheduled = true;
      setImmediate(() => {
        const batch = this.waiting;
        this.waiting = new Map();
        this.scheduled = false;
        findSessions(this.db, [...batch.keys()], this.now()).then(
          (found) => {
            for (const [t, waiters] of batch) for (const w of waiters) w.resolve(found.get(t) ?? null);
          },
          (error: unknown) => {
            for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
          },
        );
      });
    });
  }
}
