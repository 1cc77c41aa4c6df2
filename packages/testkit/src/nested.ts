import {
  allShapes,
  type Grid,
  parseGrid,
  type SolveEvent,
  type SolveOptions,
  type SolveResult,
  type Solver,
} from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { conformanceCases } from './cases.js';
import { namedPuzzle } from './named.js';
import { countEvents } from './trace.js';

/**
 * Each event type, and at which of its occurrences the other solves are begun from the trace callback
 * (the last one, when the solve has fewer).
 */
const interruptions: readonly (readonly [SolveEvent['type'], number])[] = [
  ['eliminate', 1],
  ['place', 40],
  ['guess', 30],
  ['contradiction', 20],
  ['backtrack', 10],
  ['solution', 1],
];

/** A budget, so that a solve spoilt by one within it ends too, and differs. */
const OUTER_OPTIONS: SolveOptions = { maxSolutions: 2, maxPlacements: 50_000 };

interface Traced {
  readonly result: SolveResult;
  readonly events: readonly SolveEvent[];
}

function traced(solver: Solver, puzzle: Grid, options: SolveOptions, onEvent?: (event: SolveEvent) => void) {
  const events: SolveEvent[] = [];
  const result = solver.solve(puzzle, {
    ...options,
    onEvent: (event) => {
      events.push(event);
      onEvent?.(event);
    },
  });
  return { result, events } satisfies Traced;
}

/**
 * Registers tests that solves begun inside another solve's trace callback, at every event type and
 * several deep, across the solver's shapes, end as they would alone, and so does the solve they were
 * begun in: the check for a strategy that keeps state between solves. Called by describeConformance.
 */
export function describeNestedSolves(solver: Solver): void {
  const shapes = allShapes.filter((shape) => solver.shapes.some((s) => s.name === shape.name));
  const quick = shapes.map((shape) => conformanceCases(shape).find((c) => c.kind === 'unique')!.puzzle);
  // Hard for every strategy (guesses, contradictions, backtracks), and one that a budget lets every
  // strategy solve and prove unique (a solution event, then more search).
  const outers = [parseGrid(namedPuzzle('everest').text), quick[shapes.findIndex((s) => s.name === '9x9')]!];
  const solveQuick = () => quick.map((puzzle) => solver.solve(puzzle));

  describe(`${solver.id}: solves begun inside another's trace callback`, () => {
    for (const [type, at] of interruptions) {
      it(`begun at ${type} #${at}: they and the solve they were begun in end as they would alone`, (context) => {
        const outer = outers
          .map((puzzle) => ({ puzzle, alone: traced(solver, puzzle, OUTER_OPTIONS) }))
          .find(({ alone }) => alone.events.some((event) => event.type === type));
        if (outer === undefined) {
          context.skip(`${solver.id} emits no ${type} event on these puzzles`);
          return;
        }
        const occurrences = countEvents(outer.alone.events, type);
        const when = Math.min(at, occurrences);
        const quickAlone = solveQuick();

        let seen = 0;
        let within: SolveResult[] = [];
        const run = traced(solver, outer.puzzle, OUTER_OPTIONS, (event) => {
          if (event.type === type && ++seen === when) within = solveQuick();
        });
        expect(within).toEqual(quickAlone);
        expect(run.result).toEqual(outer.alone.result);
        expect(run.events).toEqual(outer.alone.events);
      });
    }

    it('begun several deep, across shapes: all end as they would alone', () => {
      const [outer] = outers;
      const chain = [outer!, ...quick.slice().reverse()];
      const alone = chain.map((puzzle, depth) => solver.solve(puzzle, depth === 0 ? OUTER_OPTIONS : {}));
      const results: SolveResult[] = [];
      const solveAt = (depth: number): SolveResult => {
        let places = 0;
        const options = depth === 0 ? OUTER_OPTIONS : {};
        return solver.solve(chain[depth]!, {
          ...options,
          onEvent: (event) => {
            // At the first placement: the solve has laid out its state, and has it to lose.
            if (event.type === 'place' && ++places === 1 && depth + 1 < chain.length) {
              results[depth + 1] = solveAt(depth + 1);
            }
          },
        });
      };
      results[0] = solveAt(0);
      expect(results).toHaveLength(chain.length);
      expect(results).toEqual(alone);
    });

    it('after a solve whose callback threw, and one stopped by its budget: the same results', () => {
      const before = solveQuick();
      const [outer] = outers;
      expect(() =>
        solver.solve(outer!, {
          onEvent: (event) => {
            if (event.type === 'place') throw new Error('stop here');
          },
        }),
      ).toThrow('stop here');
      expect(solver.solve(outer!, { maxPlacements: 20 }).status).toBe('aborted');
      expect(solveQuick()).toEqual(before);
    });
  });
}
