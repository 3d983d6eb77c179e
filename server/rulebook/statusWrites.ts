import ts from 'typescript';

/**
 * Finds lifecycle status writes that bypass the rulebook (DESIGN "Every lifecycle status write goes
 * through applyDomainEvent"), in TypeScript source, by its syntax tree. The exact rule is in
 * server/rulebook/README.md ("Who may write a status column").
 */

/** Lifecycle tables -> their status columns (each column is a domain machine's stored state). */
export const LIFECYCLE_STATUS_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  invoices: ['status', 'document_status'],
  payments: ['status'],
  purchase_cards: ['status'],
  bank_accounts: ['status', 'mandate_status'],
  credit_increase_requests: ['status'],
  disputes: ['status'],
  users: ['status'],
  user_invitations: ['status'],
  primary_email_changes: ['status'],
  api_keys: ['status'],
  preauthorizations: ['status'],
  webhook_endpoints: ['status'],
  mfa_tokens: ['status'],
};

export interface StatusWrite {
  file: string;
  line: number;
  table: string;
  column: string;
  kind: 'update' | 'insert' | 'sql';
  /** The source text of the write, shortened. */
  text: string;
}

type FunctionLike = ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration | ts.MethodDeclaration;

const isFunctionLike = (node: ts.Node): node is FunctionLike =>
  ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node);

const calleeName = (call: ts.CallExpression): string | null => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
};

/** `'invoices'` or `'invoices as i'` -> 'invoices'. */
const tableOf = (arg: ts.Expression | undefined): string | null =>
  arg && ts.isStringLiteralLike(arg) ? (arg.text.trim().split(/\s+/)[0] ?? null) : null;

/** The table of a kysely chain `db.updateTable(t)...set(x)` / `db.insertInto(t)...values(x)`, walking the receivers. */
function chainTable(call: ts.CallExpression, starter: 'updateTable' | 'insertInto'): string | null {
  let node: ts.Expression = call.expression;
  while (ts.isPropertyAccessExpression(node) || ts.isCallExpression(node) || ts.isParenthesizedExpression(node) || ts.isAwaitExpression(node)) {
    if (ts.isCallExpression(node) && calleeName(node) === starter) return tableOf(node.arguments[0]);
    node = ts.isPropertyAccessExpression(node) ? node.expression : ts.isCallExpression(node) ? node.expression : node.expression;
  }
  return null;
}

/** Property names written by the argument of `.set(...)` / `.values(...)`: every object literal in it, arrays and `(eb) => ({...})` included. */
function writtenNames(arg: ts.Expression): { names: Set<string>; opaque: boolean } {
  const names = new Set<string>();
  let sawLiteral = false;
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      sawLiteral = true;
      for (const property of node.properties) {
        if ((ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) && property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
          names.add(property.name.text);
        }
        if (ts.isSpreadAssignment(property)) visit(property.expression);
      }
      return;
    }
    // Values computed in calls (JSON.stringify(...), eb(...)) are column values, not columns.
    if (ts.isCallExpression(node)) return;
    ts.forEachChild(node, visit);
  };
  visit(arg);
  return { names, opaque: !sawLiteral };
}

/** Inside the `persist` function handed to `applyDomainEvent({ ..., persist })`. */
function insidePersist(node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (!isFunctionLike(current)) continue;
    const holder = current.parent;
    const isPersistValue =
      (holder && ts.isPropertyAssignment(holder) && holder.name.getText() === 'persist') ||
      (ts.isMethodDeclaration(current) && current.name.getText() === 'persist');
    const literal = ts.isMethodDeclaration(current) ? holder : holder?.parent;
    const call = literal?.parent;
    if (isPersistValue && literal && ts.isObjectLiteralExpression(literal) && call && ts.isCallExpression(call) && calleeName(call) === 'applyDomainEvent') return true;
  }
  return false;
}

/** The nearest enclosing function also records the creation with `recordDomainCreation(...)`. */
function creationRecordedBeside(node: ts.Node): boolean {
  let fn: ts.Node | undefined = node.parent;
  while (fn && !isFunctionLike(fn)) fn = fn.parent;
  if (!fn) return false;
  let found = false;
  const visit = (child: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(child) && calleeName(child) === 'recordDomainCreation') found = true;
    else ts.forEachChild(child, visit);
  };
  ts.forEachChild(fn, visit);
  return found;
}

const RAW_UPDATE = new RegExp(
  `\\bupdate\\s+(${Object.keys(LIFECYCLE_STATUS_COLUMNS).join('|')})\\b[\\s\\S]*?\\bset\\b[\\s\\S]*?\\b(${[...new Set(Object.values(LIFECYCLE_STATUS_COLUMNS).flat())].join('|')})\\s*=`,
  'i',
);

const shorten = (text: string) => text.replace(/\s+/g, ' ').slice(0, 160);

/** Every status write in one source file that does not go through the rulebook. Pure. */
export function findStatusWritesOutsideRulebook(file: string, source: string): StatusWrite[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: StatusWrite[] = [];
  const report = (node: ts.Node, table: string, column: string, kind: StatusWrite['kind']) =>
    found.push({ file, line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1, table, column, kind, text: shorten(node.getText()) });

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.arguments[0]) {
      const method = node.expression.name.text;
      const kind = method === 'set' ? 'update' : method === 'values' ? 'insert' : null;
      const table = kind ? chainTable(node, kind === 'update' ? 'updateTable' : 'insertInto') : null;
      const columns = table ? LIFECYCLE_STATUS_COLUMNS[table] : undefined;
      if (kind && table && columns) {
        const { names, opaque } = writtenNames(node.arguments[0]);
        const written = opaque ? columns : columns.filter((column) => names.has(column));
        const allowed = insidePersist(node) || (kind === 'insert' && creationRecordedBeside(node));
        if (!allowed) for (const column of written) report(node, table, column, kind);
      }
    }
    if ((ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) && !insidePersist(node)) {
      const match = RAW_UPDATE.exec(node.getText());
      if (match) report(node, (match[1] ?? '').toLowerCase(), (match[2] ?? '').toLowerCase(), 'sql');
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Server sources the rule covers: everything but the rulebook, tests, test support, migrations and the demo seed. */
export function isCoveredServerSource(path: string): boolean {
  if (!path.startsWith('server/') || !path.endsWith('.ts')) return false;
  if (path.startsWith('server/rulebook/') || path.startsWith('server/db/migrations/') || path.includes('/testing/')) return false;
  if (/\.test\.ts$|\.test-d\.ts$|[/]testing\.ts$|Testing\.ts$/.test(path)) return false;
  // The demo seed inserts finished histories (paid invoices, signed mandates) as data: fixtures, not transitions.
  if (/^server\/db\/(seed|demo|largeBuyer|seedCli|seedRandom)[^/]*\.ts$/.test(path)) return false;
  return true;
}
