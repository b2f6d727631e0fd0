/**
 * The expressions a process may carry, in Flowable's words over the process variables: `${name}`,
 * `${!name}`, and one comparison `${name == 'x'}` (==, !=, >, >=, <, <=) against a number, a quoted
 * string, true, false or null. bpmn-engine's own syntax `${environment.variables.name}` reads the same.
 * Nothing is evaluated as code.
 */
export type Vars = Record<string, unknown>;

const NAME = String.raw`(?:environment\.variables\.)?([A-Za-z_][\w]*)`;
const LITERAL = String.raw`('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?|true|false|null)`;
const WHOLE = new RegExp(String.raw`^\$\{\s*(!?)\s*${NAME}\s*(?:(==|!=|>=|<=|>|<)\s*${LITERAL})?\s*\}$`);

function literal(text: string): unknown {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text === 'null') return null;
  if (/^['"]/.test(text)) return text.slice(1, -1).replace(/\\(.)/g, '$1');
  return Number(text);
}

function compare(left: unknown, op: string, right: unknown): boolean {
  const l = typeof right === 'number' && typeof left === 'string' && left.trim() !== '' ? Number(left) : left;
  switch (op) {
    case '==':
      return l === right || (l == null && right == null) || (typeof l !== 'object' && String(l) === String(right));
    case '!=':
      return !compare(left, '==', right);
    case '>':
      return Number(l) > Number(right);
    case '>=':
      return Number(l) >= Number(right);
    case '<':
      return Number(l) < Number(right);
    default:
      return Number(l) <= Number(right);
  }
}

/** The value of an expression, or the text itself when it is none. */
export function evaluate(expression: string, vars: Vars): unknown {
  const m = WHOLE.exec(expression.trim());
  if (!m) {
    if (!expression.includes('${')) return expression;
    // Text with expressions inside: each replaced by its value.
    return expression.replace(/\$\{\s*(?:environment\.variables\.)?([A-Za-z_]\w*)\s*\}/g, (_, name: string) =>
      String(vars[name] ?? ''),
    );
  }
  const [, not, name, op, lit] = m;
  let value: unknown = vars[name];
  if (op) value = compare(value, op, literal(lit));
  return not ? !value : value;
}

/** bpmn-engine's `expressions` option bound to one step's variables. */
export const expressionsFor = (vars: Vars) => ({
  resolveExpression: (expression: string) => evaluate(expression, vars),
});
