// Traces with OpenTelemetry's Node SDK, exported over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (the exporter
// reads the OTEL_EXPORTER_OTLP_* and OTEL_BSP_* variables itself). Imported by main.ts only when that variable is
// set. The server is one bundled file, so module-patching instrumentations (pg's, http's) cannot reach its
// copies of pg and Node's server: requests, jobs and queries are recorded here instead, queries by a kysely plugin
// (both SQLite and PostgreSQL).
import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { maskEmails } from '../log.ts';
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

/** A span for each query from its compilation to its result, a child of the span running when it was made. */
class QuerySpans implements KyselyPlugin {
  private readonly open = new WeakMap<object, Span>();
  constructor(
    private readonly tracer: ReturnType<typeof trace.getTracer>,
    private readonly system: string,
  ) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const operation = OPERATIONS[args.node.kind] ?? args.node.kind;
    const table = tableOf(args.node);
    const span = this.tracer.startSpan(table ? `${operation} ${table}` : operation, {
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system.name': this.system,
        'db.operation.name': operation,
        ...(table ? { 'db.collection.name': table } : {}),
      },
    });
    this.open.set(args.queryId, span);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const span = this.open.get(args.queryId);
    if (span) {
      this.open.delete(args.queryId);
      span.setAttribute('db.response.returned_rows', args.result.rows.length);
      span.end();
    }
    return args.result;
  }
}

/** Starts the SDK: spans batched and sent over OTLP/HTTP. */
export function startTracing(options: { serviceName?: string; databaseSystem: string }): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME || options.serviceName || 'brixilated',
    }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The context manager (AsyncLocalStorage) that makes a query's span the child of its request's.
  provider.register();
  const tracer = provider.getTracer('brixilated');
  const plugin = new QuerySpans(tracer, options.databaseSystem);
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
            // As the log keeps errors: class and message, email addresses masked.
            const message = maskEmails(error instanceof Error ? error.message : String(error));
            span.recordException({ name: error instanceof Error ? error.name : 'Error', message });
            scope.fail(message);
            throw error;
          } finally {
            span.end();
          }
        },
      ),
    outside: (fn) => context.with(ROOT_CONTEXT, fn),
    database: (db: Kysely<Database>) => db.withPlugin(plugin),
    shutdown: () => provider.shutdown(),
  };
}
