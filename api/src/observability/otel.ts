// Traces with OpenTelemetry's Node SDK, exported over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (the exporter
// reads the OTEL_EXPORTER_OTLP_* and OTEL_BSP_* variables itself). Imported by main.ts only when that variable is
// set. The server is one bundled file, so module-patching instrumentations (pg's, http's) cannot reach its
// copies of pg and Node's server: requests, jobs and queries are recorded here instead, queries by the database's
// connections (both SQLite and PostgreSQL).
import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, type Span, type Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import {
  PostgresAdapter,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type OperationNode,
  type RootOperationNode,
} from 'kysely';
import { maskEmails } from './log.ts';
import type { SpanAttributes, SpanScope, Tracing } from './tracing.ts';

const OPERATIONS: Record<string, string> = {
  SelectQueryNode: 'SELECT',
  InsertQueryNode: 'INSERT',
  UpdateQueryNode: 'UPDATE',
  DeleteQueryNode: 'DELETE',
  RawNode: 'RAW',
};

/** The first table a query names, best effort (for the span's name). */
function tableOf(node: RootOperationNode): string | undefined {
  const n = node as unknown as {
    from?: { froms?: OperationNode[] };
    into?: OperationNode;
    table?: OperationNode;
  };
  const candidate = n.from?.froms?.[0] ?? n.into ?? n.table;
  const named = candidate as { table?: { identifier?: { name?: string } } } | undefined;
  return named?.table?.identifier?.name;
}

/**
 * The same dialect, its connections recording a span for each query they run (a child of the span running when
 * it is run), ended when the query returns or throws: a failed query's span ends with ERROR and its error.
 */
function tracedDialect(dialect: Dialect, tracer: Tracer): Dialect {
  const system = dialect.createAdapter() instanceof PostgresAdapter ? 'postgresql' : 'sqlite';
  const traced = new WeakSet<DatabaseConnection>();
  const trace = (connection: DatabaseConnection): DatabaseConnection => {
    if (traced.has(connection)) return connection;
    traced.add(connection);
    const execute = connection.executeQuery.bind(connection);
    connection.executeQuery = <R>(query: CompiledQuery) => {
      const operation = OPERATIONS[query.query.kind] ?? query.query.kind;
      const table = tableOf(query.query);
      const span = tracer.startSpan(
        table ? `${operation} ${table}` : operation,
        {
          kind: SpanKind.CLIENT,
          attributes: {
            'db.system.name': system,
            'db.operation.name': operation,
            ...(table ? { 'db.collection.name': table } : {}),
          },
        },
        context.active(),
      );
      return execute<R>(query).then(
        (result) => {
          span.setAttribute('db.response.returned_rows', result.rows.length);
          span.end();
          return result;
        },
        (error: unknown) => {
          failSpan(span, error);
          span.end();
          throw error;
        },
      );
    };
    return connection;
  };
  return new Proxy(dialect, {
    get(target, property, receiver) {
      if (property !== 'createDriver') return Reflect.get(target, property, receiver) as unknown;
      return () => {
        const driver = target.createDriver();
        const acquire = driver.acquireConnection.bind(driver);
        driver.acquireConnection = async () => trace(await acquire());
        return driver;
      };
    },
  });
}

/** Marks a span as failed by `error`, kept as the log keeps errors: class and message, email addresses masked. */
function failSpan(span: Span, error: unknown): string {
  const message = maskEmails(error instanceof Error ? error.message : String(error));
  span.recordException({ name: error instanceof Error ? error.name : 'Error', message });
  span.setStatus({ code: SpanStatusCode.ERROR, message });
  return message;
}

/** Starts the SDK: spans batched and sent over OTLP/HTTP. */
export function startTracing(options: { serviceName?: string } = {}): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME || options.serviceName || 'brixilated',
    }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The context manager (AsyncLocalStorage) that makes a query's span the child of its request's.
  provider.register();
  const tracer = provider.getTracer('brixilated');
  return {
    span: (name, kind, attributes, fn) =>
      tracer.startActiveSpan(
        name,
        { kind: kind === 'server' ? SpanKind.SERVER : SpanKind.INTERNAL, attributes },
        context.active(),
        async (span) => {
          const scope: SpanScope = {
            set: (more: SpanAttributes) => void span.setAttributes(more),
            rename: (newName) => void span.updateName(newName),
            fail: (message) => void span.setStatus({ code: SpanStatusCode.ERROR, message }),
          };
          try {
            return await fn(scope);
          } catch (error) {
            failSpan(span, error);
            throw error;
          } finally {
            span.end();
          }
        },
      ),
    outside: (fn) => context.with(ROOT_CONTEXT, fn),
    dialect: (dialect) => tracedDialect(dialect, tracer),
    shutdown: () => provider.shutdown(),
  };
}
