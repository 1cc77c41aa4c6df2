/**
 * What the page's main thread leaves out of core: each constraint family's propagation.
 *
 * The page reads, checks and draws every family on its main thread (an f-puzzles document, a shared
 * link, the conflicts of the givens, the marks on the boards), so it imports core's constraint
 * records; but it never propagates: solving, hints and generating run in the workers. A record holds
 * its propagation as two members, `propagators` and `sums` (only the rule tables read them, to build
 * what a search propagates with: see core's constraints/module.ts), and a bundler cannot leave out
 * part of an object. So the page's build (vite.config.ts) rewrites those two members of core's
 * records, in the main thread's bundle only, as functions that throw; the propagation code they
 * named is then unused there and left out. The workers are bundled apart, with the records whole.
 */

/** The members of a constraint record that only propagation reads. */
export const PROPAGATION_MEMBERS: readonly string[] = Object.freeze(['propagators', 'sums']);

/** What a rewritten member does when called: it says where propagation runs. */
export const LEFT_OUT =
  '() { throw new Error("a constraint\'s propagation runs in the workers: the page\'s main thread leaves it out (apps/web/main-thread.ts)"); }';

/** An ESTree node as a parser gives it, with its place in the source. */
interface Node {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly [field: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

const FUNCTIONS = new Set(['FunctionExpression', 'ArrowFunctionExpression']);

/**
 * The members of object literals in `program` that PROPAGATION_MEMBERS names and whose value is a
 * function written there (`propagators(...) {...}` or `sums: (...) => ...`): the spans to rewrite.
 * A destructuring pattern, a class field, a shorthand or a member holding data is not one.
 */
export function propagationSpans(program: unknown): { name: string; start: number; end: number }[] {
  const spans: { name: string; start: number; end: number }[] = [];
  /** The member's name when it is one to rewrite. */
  const propagation = (node: Node): string | undefined => {
    if (node.type !== 'Property' || node.computed || node.shorthand) return undefined;
    const key = node.key as Node;
    const name = key.type === 'Identifier' ? (key.name as string) : undefined;
    return name !== undefined &&
      PROPAGATION_MEMBERS.includes(name) &&
      FUNCTIONS.has((node.value as Node).type)
      ? name
      : undefined;
  };
  const visit = (node: Node, parent: Node | undefined) => {
    const name = parent?.type === 'ObjectExpression' ? propagation(node) : undefined;
    // A rewritten member goes whole: nothing inside it is rewritten again.
    if (name !== undefined) {
      spans.push({ name, start: node.start, end: node.end });
      return;
    }
    for (const field of Object.values(node)) {
      if (Array.isArray(field)) for (const item of field) if (isNode(item)) visit(item, node);
      if (isNode(field)) visit(field, node);
    }
  };
  if (isNode(program)) visit(program, undefined);
  return spans;
}

/**
 * `code` with every propagation member (propagationSpans of `program`, its parse) rewritten as a
 * function that throws LEFT_OUT's error; null when it has none.
 */
export function withoutPropagation(code: string, program: unknown): string | null {
  const spans = propagationSpans(program);
  if (spans.length === 0) return null;
  let rewritten = code;
  for (const { name, start, end } of spans.sort((a, b) => b.start - a.start)) {
    rewritten = `${rewritten.slice(0, start)}${name}${LEFT_OUT}${rewritten.slice(end)}`;
  }
  return rewritten;
}
