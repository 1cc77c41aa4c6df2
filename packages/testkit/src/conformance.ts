import { allShapes, resolveShape, type Shape, type ShapeName, type Solver } from '@sudoku-lab/core';
import { describe, it } from 'vitest';
import { conformanceCases } from './cases.js';
import {
  checkSolverContract,
  checkUndeclaredShape,
  describeFailures,
  runCase,
  undeclaredShapes,
} from './check.js';
import { describeNestedSolves } from './nested.js';

/** Options of describeConformance: which of the solver's shapes to run, and the time allowed per case. */
export interface ConformanceOptions {
  /** Run only these of the solver's shapes (default: every shape it declares). */
  readonly shapes?: readonly (Shape | ShapeName)[];
  /** Time allowed for each case, in ms (default: the test run's own limit, `testTimeout`). */
  readonly timeout?: number;
}

/**
 * Registers the conformance suite as vitest tests: the solver's declared contract, a describe block
 * for every shape it declares with a test for every case, and a test that each shape it does not
 * declare is refused as 'invalid', and the tests of solves begun inside another's trace callback
 * (`describeNestedSolves`). Call it at the top level of a test file.
 */
export function describeConformance(solver: Solver, options: ConformanceOptions = {}): void {
  const { timeout } = options;
  const wanted = options.shapes?.map((shape) => resolveShape(shape)?.name);
  const undeclared = undeclaredShapes(solver);
  const shapes = allShapes.filter(
    (shape) => !undeclared.includes(shape) && (wanted?.includes(shape.name) ?? true),
  );

  describe(`${solver.id} conformance`, () => {
    it('declares an id, a name, a description and its shapes, 9x9 among them', () => {
      passes(`${String(solver?.id)} does not declare itself as a Solver must`, checkSolverContract(solver));
    });
    for (const shape of undeclared) {
      it(`refuses ${shape.name} puzzles, a shape it does not declare, as invalid`, () => {
        passes(
          `${solver.id} solves ${shape.name}, which it does not declare`,
          checkUndeclaredShape(solver, shape),
        );
      });
    }
    for (const shape of shapes) {
      describe(shape.name, () => {
        for (const testCase of conformanceCases(shape)) {
          it(testCase.name, { timeout }, () => {
            passes(`${solver.id} fails the ${shape.name} case '${testCase.name}'`, runCase(solver, testCase));
          });
        }
      });
    }
  });
  describeNestedSolves(solver);
}

/** A failed conformance check: its message is every failure in words, one a line. */
class ConformanceFailure extends Error {
  override readonly name = 'ConformanceFailure';
}

/** Fails the test with every failure on a line of its own, in words (never an array diff). */
function passes(what: string, failures: readonly string[]): void {
  if (failures.length > 0) throw new ConformanceFailure(describeFailures(what, failures));
}
