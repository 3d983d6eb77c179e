import type { AppServices } from '../../http/services';
import { creditExpiryCheckMs } from '../../integrations/underwriting/underwritingConfig';
import { expiredNotice } from './creditIncreaseNotices';
import { dueCreditIncreaseIds, expireCreditIncrease } from './expireCreditIncrease';
import { notifyRequester, publishCreditIncreaseUpdated } from './underwriting';

/**
 * The expiry check of a running server (server/http/server.ts backgroundWorkers): at start (so
 * increases that ended while the server was down end now) and then every CREDIT_EXPIRY_CHECK_MS,
 * it ends every approved temporary increase whose end date has passed on the server's clock
 * (services.now, so a moved test clock counts), publishes creditIncreaseUpdated and e-mails the
 * requester. One failing request is logged and tried again at the next check.
 */
export interface CreditExpiryWorker {
  /** Runs one check now (tests, and the timer); resolves with the ids that expired. */
  checkNow(): Promise<string[]>;
  stop(): Promise<void>;
}

export interface CreditExpiryOptions {
  /** Default: CREDIT_EXPIRY_CHECK_MS (60000). null or 0: no periodic check (checkNow only, plus the one at start). */
  intervalMs?: number | null;
  /** Default true: one check right away. */
  checkAtStart?: boolean;
  log?: (message: string) => void;
}

export function startCreditIncreaseExpiry(services: AppServices, options: CreditExpiryOptions = {}): CreditExpiryWorker {
  const log = options.log ?? ((message: string) => console.warn(message));
  const intervalMs = options.intervalMs === undefined ? creditExpiryCheckMs() : options.intervalMs;
  let stopped = false;
  let running: Promise<string[]> | null = null;

  async function check(): Promise<string[]> {
    const expired: string[] = [];
    const now = services.now();
    for (const id of await dueCreditIncreaseIds(services.db, now)) {
      if (stopped) break;
      try {
        const row = await expireCreditIncrease(services.db, id, now);
        if (!row) continue;
        expired.push(row.id);
        publishCreditIncreaseUpdated(services, row);
        await notifyRequester(services, row, expiredNotice);
      } catch (error) {
        log(`credit increase expiry: could not end request ${id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return expired;
  }

  /** One check at a time: a check asked for while one runs waits for it, then runs its own. */
  function checkNow(): Promise<string[]> {
    const previous = running ?? Promise.resolve([]);
    const next = previous.catch(() => []).then(() => (stopped ? [] : check()));
    running = next;
    void next.finally(() => {
      if (running === next) running = null;
    }).catch(() => undefined);
    return next;
  }

  const runLogged = () => checkNow().catch((error: unknown) => log(`credit increase expiry: check failed: ${error instanceof Error ? error.message : String(error)}`));
  const timer = intervalMs ? setInterval(() => void runLogged(), intervalMs) : null;
  timer?.unref();
  if (options.checkAtStart !== false) void runLogged();

  return {
    checkNow,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
