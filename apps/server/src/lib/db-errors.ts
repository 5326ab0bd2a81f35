type DriverError = { code?: string; constraint?: string; cause?: unknown };

/** The first error in the chain carrying this SQLSTATE, however deep the driver wrapped it. */
function findSqlState(error: unknown, code: string): DriverError | undefined {
  for (let e = error as DriverError | undefined; e; e = e.cause as typeof e) {
    if (e.code === code) return e;
  }
  return undefined;
}

/** True when a unique index refused the write (Postgres 23505), however deep the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  return findSqlState(error, '23505') !== undefined;
}

/**
 * True when a foreign key refused the write (Postgres 23503): the row it points at is gone,
 * typically deleted by someone else since we read it. Give `constraint` to match only that key.
 */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const found = findSqlState(error, '23503');
  return found !== undefined && (constraint === undefined || found.constraint === constraint);
}

/**
 * The SQLSTATE of a database refusal caused by the values a request carried, if that is what
 * this error is: class 22 (data exception: a NUL byte, a number out of range, a malformed value)
 * or 23514 (a CHECK constraint). Schemas should have refused such input first; this is the net.
 */
export function inputRefusedByDatabase(error: unknown): string | undefined {
  for (let e = error as DriverError | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && (/^22[0-9A-Z]{3}$/.test(e.code) || e.code === '23514')) return e.code;
  }
  return undefined;
}

/** Network-level codes and SQLSTATEs that mean the database cannot be reached right now. */
const UNAVAILABLE =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EHOSTUNREACH|57P0[1-3]|08[0-9A-Z]{3}|53300)$/;

/**
 * True when the database is away (restarting, unreachable, out of connections) rather than
 * refusing what was asked: the request may succeed in a moment, so it is a 503, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as (DriverError & { message?: string }) | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && UNAVAILABLE.test(e.code)) return true;
    if (
      typeof e.message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(
        e.message,
      )
    )
      return true;
  }
  return false;
}
