import type { RequestMetrics } from './request-metrics';

/** A prepared statement that counts one statement and one round trip each time it runs. */
class CountedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    private readonly metrics: RequestMetrics,
  ) {}

  private tick(): void {
    this.metrics.d1Statements += 1;
    this.metrics.d1RoundTrips += 1;
  }

  bind(...values: unknown[]): D1PreparedStatement {
    return new CountedStatement(this.inner.bind(...values), this.metrics) as unknown as D1PreparedStatement;
  }

  first<T>(column?: string): Promise<T | null> {
    this.tick();
    return column === undefined ? this.inner.first<T>() : this.inner.first<T>(column);
  }

  run<T>(): Promise<D1Result<T>> {
    this.tick();
    return this.inner.run<T>();
  }

  all<T>(): Promise<D1Result<T>> {
    this.tick();
    return this.inner.all<T>();
  }

  raw<T>(options?: { columnNames?: boolean }): Promise<unknown> {
    this.tick();
    return options?.columnNames ? this.inner.raw<T>({ columnNames: true }) : this.inner.raw<T>();
  }
}

const unwrap = (statement: D1PreparedStatement): D1PreparedStatement =>
  statement instanceof CountedStatement ? statement.inner : statement;

/**
 * A request's view of D1: its session (`withSession`, so reads may go to a replica and still see this
 * shopper's writes) and counters of the statements and round trips it made. Typed as a D1Database so
 * the commerce functions take it unchanged; `exec` and `dump` go to the database itself.
 */
export function countedD1(database: D1Database, session: D1DatabaseSession, metrics: RequestMetrics): D1Database {
  const counted = {
    prepare: (query: string) => new CountedStatement(session.prepare(query), metrics) as unknown as D1PreparedStatement,
    batch: <T>(statements: D1PreparedStatement[]) => {
      metrics.d1Statements += statements.length;
      metrics.d1RoundTrips += 1;
      return session.batch<T>(statements.map(unwrap));
    },
    exec: (query: string) => {
      metrics.d1RoundTrips += 1;
      return database.exec(query);
    },
    withSession: (constraint?: string) => database.withSession(constraint),
    dump: () => database.dump(),
  };
  return counted as unknown as D1Database;
}
