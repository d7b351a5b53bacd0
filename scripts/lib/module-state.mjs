// Names the module-level state in a TypeScript or JavaScript source, read with the TypeScript parser: each
// top-level declaration that holds changing state:
//   - a `let` or `var` (a binding that can be reassigned: a lazy singleton, a counter, a memo);
//   - a `const` made with `new` (a Map, a Set, a pool, a gate, a batcher ...) unless it is of a value class below
//     or its declared type is read-only (ReadonlySet, ReadonlyMap, ReadonlyArray: the compiler then refuses a change);
//   - a `const` holding an empty `[]` or `{}` (a container that only changes could fill);
//   - a class's `static` property that is not readonly.
// Out of its reach: a const holding what a call returns (a closure over state of its own); review catches those.
// The API's and the web app's tests hold their code to it.
import ts from 'typescript';

/** Classes whose instances are values: nothing a caller does changes them. */
const VALUE_CLASSES = new Set(['AppError', 'Error', 'RegExp', 'URL', 'TextEncoder', 'TextDecoder']);
const READ_ONLY_TYPES = /^(ReadonlySet|ReadonlyMap|ReadonlyArray|Readonly)\b|^readonly /;

/** @param {ts.Expression} node */
function unwrap(node) {
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

/**
 * The top-level declarations of `source` that hold changing state, as "line: name (why)".
 * @param {string} source
 * @param {string} [fileName]
 * @returns {string[]}
 */
export function moduleState(source, fileName = 'module.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  /** @type {string[]} */
  const found = [];
  /** @param {ts.Node} node @param {string} what */
  const at = (node, what) => found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
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
        /** @param {ts.SyntaxKind} kind */
        const has = (kind) => modifiers.some((m) => m.kind === kind);
        if (ts.isPropertyDeclaration(member) && has(ts.SyntaxKind.StaticKeyword) && !has(ts.SyntaxKind.ReadonlyKeyword))
          at(member, `${cls.name?.getText(file) ?? 'class'}.${member.name.getText(file)} (a static property)`);
      }
  }
  return found;
}
