// No state lives beside createApp: a module-level binding that can change would be shared by every app of the
// process (tests make hundreds), outlive the app that filled it, and never be closed. This reads every module of
// api/src (its syntax, with the TypeScript parser) and names each top-level declaration that holds changing state:
//   - a `let` or `var` (a binding that can be reassigned: a lazy singleton, a counter, a memo);
//   - a `const` made with `new` (a Map, a Set, a pool, a gate, a batcher ...) unless it is of a value class below or
//     its declared type is read-only (ReadonlySet, ReadonlyMap, ReadonlyArray: the compiler then refuses a change);
//   - a `const` holding an empty `[]` or `{}` (a container that only changes could fill);
//   - a class's `static` property that is not readonly.
// Out of its reach: a const holding what a call returns (a closure over state of its own); review catches those.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** Classes whose instances are values: nothing a caller does changes them. */
const VALUE_CLASSES = new Set(['AppError', 'Error', 'RegExp', 'URL', 'TextEncoder', 'TextDecoder']);
const READ_ONLY_TYPES = /^(ReadonlySet|ReadonlyMap|ReadonlyArray|Readonly)\b|^readonly /;

function unwrap(node: ts.Expression): ts.Expression {
  while (
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isTypeAssertionExpression(node)
  )
    node = node.expression;
  return node;
}

/** The top-level declarations of `source` that hold changing state, as "line: name (why)". */
export function moduleState(source: string, fileName = 'module.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement)) {
      const list = statement.declarationList;
      const isConst = (list.flags & ts.NodeFlags.Const) !== 0;
      for (const declaration of list.declarations) {
        const name = declaration.name.getText(file);
        if (!isConst) {
          at(declaration, `${name} (a let or var)`);
          continue;
        }
        if (!declaration.initializer) continue;
        const value = unwrap(declaration.initializer);
        const declared = declaration.type?.getText(file) ?? '';
        if (ts.isNewExpression(value)) {
          const made = value.expression.getText(file);
          if (!VALUE_CLASSES.has(made) && !READ_ONLY_TYPES.test(declared)) at(declaration, `${name} (a new ${made})`);
        } else if (
          (ts.isArrayLiteralExpression(value) && value.elements.length === 0) ||
          (ts.isObjectLiteralExpression(value) && value.properties.length === 0)
        ) {
          at(declaration, `${name} (an empty container)`);
        }
      }
    }
    const classes = ts.isClassDeclaration(statement) ? [statement] : [];
    for (const cls of classes)
      for (const member of cls.members) {
        const modifiers = ts.canHaveModifiers(member) ? (ts.getModifiers(member) ?? []) : [];
        const has = (kind: ts.SyntaxKind) => modifiers.some((m) => m.kind === kind);
        if (ts.isPropertyDeclaration(member) && has(ts.SyntaxKind.StaticKeyword) && !has(ts.SyntaxKind.ReadonlyKeyword))
          at(member, `${cls.name?.getText(file) ?? 'class'}.${member.name.getText(file)} (a static property)`);
      }
  }
  return found;
}

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(full);
    return /\.(ts|mts|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

describe('module-level state in api/src', () => {
  it('there is none: every stateful part is made by createApp', () => {
    const found = modules(SRC).flatMap((file) =>
      moduleState(readFileSync(file, 'utf8'), file).map((where) => `${path.relative(SRC, file)}:${where}`),
    );
    expect(found).toEqual([]);
  });

  it('the scan names each kind of module-level state, and passes constants', () => {
    const source = [
      'let shared: Pool | null = null;',
      'var count = 0;',
      'const cache = new Map<string, string>();',
      'export const reads = new WeakMap<object, Batcher>();',
      'const gate = new WorkSlots(2) as WorkSlots;',
      'const seen: string[] = [];',
      'const byKey = {} as Record<string, number>;',
      'class Registry { static entries = new Set<string>(); static readonly NAME = "r"; }',
      "const SAFE: ReadonlySet<string> = new Set(['GET']);",
      "const BUSY = new AppError(503, 'BUSY', 'Busy');",
      "const LIMITS = [['/a', 1]] as const;",
      'const schema = z.object({ a: z.string() });',
      'function inside() { let local = 0; const map = new Map(); return [local, map]; }',
    ].join('\n');
    expect(moduleState(source)).toEqual([
      '1: shared (a let or var)',
      '2: count (a let or var)',
      '3: cache (a new Map)',
      '4: reads (a new WeakMap)',
      '5: gate (a new WorkSlots)',
      '6: seen (an empty container)',
      '7: byKey (an empty container)',
      '8: Registry.entries (a static property)',
    ]);
  });
});
