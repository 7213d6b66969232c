import {
  CamelCasePlugin,
  type CompiledQuery,
  type DatabaseIntrospector,
  type DefaultQueryCompiler,
  type Kysely,
  type PluginTransformQueryArgs,
  PostgresDialect,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryId,
  type RootOperationNode,
  SqliteDialect,
  SqliteQueryCompiler,
} from "kysely";
import { CurrentSchemaIntrospector } from "./schema-introspector";

/**
 * TypeScript sees camelCase, SQL has snake_case. kysely's CamelCasePlugin renames identifiers by rebuilding
 * every query's whole operation tree before the compiler walks it again: a twentieth of the server's CPU in
 * the registration rush. Here the plugin only marks the query, and the compiler renames each identifier of
 * a marked query as it writes it, with the plugin's own (memoized) mapping; the plugin keeps its other
 * half, the result rows' keys back to camelCase. `withoutPlugins()` marks nothing: names as written.
 */
const renamed = Symbol("snake_case names");
type Marked = RootOperationNode & { [renamed]?: true };

/** CamelCasePlugin whose query half is a mark for the compilers below. */
export class CamelCaseResults extends CamelCasePlugin {
  override transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return { ...args.node, [renamed]: true } as Marked;
  }

  /** The SQL name of a TypeScript one. */
  sqlName(identifier: string): string {
    return this.snakeCase(identifier);
  }
}

const names = new CamelCaseResults();

/**
 * A dialect's compiler that renames the identifiers of marked queries. Compiling is synchronous, so one
 * flag per compiler says whether the query being written is marked.
 */
function renaming(Base: typeof DefaultQueryCompiler) {
  return class extends Base {
    #rename = false;

    override compileQuery(node: RootOperationNode, queryId: QueryId): CompiledQuery {
      this.#rename = (node as Marked)[renamed] === true;
      return super.compileQuery(node, queryId);
    }

    protected override sanitizeIdentifier(identifier: string): string {
      return super.sanitizeIdentifier(this.#rename ? names.sqlName(identifier) : identifier);
    }
  };
}

const SnakeCaseSqliteCompiler = renaming(SqliteQueryCompiler);
const SnakeCasePostgresCompiler = renaming(PostgresQueryCompiler);

export class SnakeCaseSqliteDialect extends SqliteDialect {
  override createQueryCompiler(): QueryCompiler {
    return new SnakeCaseSqliteCompiler();
  }
}

export class SnakeCasePostgresDialect extends PostgresDialect {
  override createQueryCompiler(): QueryCompiler {
    return new SnakeCasePostgresCompiler();
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
