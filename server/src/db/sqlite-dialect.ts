import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";
import { SnakeCaseSqliteDialect } from "./snake-case";

/**
 * Begins every transaction `immediate`: it takes the file's write lock at once, waiting for another
 * process's writer (a command-line import, the bench's second connection) as long as the busy timeout
 * allows. A deferred `begin` takes it only at the first write, and a transaction that has read by then
 * cannot wait for it: SQLite answers "database is locked" at once. Within one process nothing changes:
 * kysely runs one SQLite transaction at a time on the one connection.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

/** SQLite as the server talks to it: snake_case names (snake-case.ts), transactions begun immediate. */
export class ServerSqliteDialect extends SnakeCaseSqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
