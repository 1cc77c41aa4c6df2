import type { Rules } from '@sudoku-lab/core';
import { FAMILY_NAMES, FAMILY_WORDS, familiesIn, negativeWords } from '../family-marks.js';
import { capitalise } from '../words.js';
import { FamilySample } from './FamilyOverlay.js';

/**
 * What the boards' marks mean: each is a glyph or a line style, never a colour alone; then each
 * constraint family the puzzle has, by name, drawn as on the board and said in words.
 */
export function Legend({ rules }: { rules?: Rules }) {
  const families = familiesIn(rules);
  return (
    <section className="legend" aria-labelledby="legend-title">
      <h3 id="legend-title">Reading the boards</h3>
      <ul>
        <li>
          <span className="sample origin-given">5</span> bold on grey: a given
        </li>
        <li>
          <span className="sample origin-placed">5</span> plain: placed by the strategy
        </li>
        <li>
          <span className="sample origin-guessed">
            5<span className="glyph">?</span>
          </span>{' '}
          ?: placed by a guess
        </li>
        <li>
          <span className="sample open-guess" /> dashed outline: a guess still open (the board was saved
          there)
        </li>
        <li>
          <span className="sample last" /> thick outline: the cell of the last event
        </li>
        <li>
          <span className="sample">
            <span className="glyph">↶</span>
          </span>{' '}
          ↶: emptied by the last backtrack
        </li>
        <li>
          <span className="sample contradiction">
            <span className="glyph">✕</span>
          </span>{' '}
          ✕: no digit fits here (a contradiction)
        </li>
        <li>
          <span className="sample conflict origin-given">
            7<span className="glyph">!</span>
          </span>{' '}
          !: a given that conflicts with another
        </li>
        <li>Small digits in an empty cell: its candidates, for strategies that eliminate them</li>
      </ul>
      {families.length > 0 && (
        <>
          <h4 id="legend-families">This puzzle's constraints</h4>
          <ul aria-labelledby="legend-families" data-testid="legend-families">
            {families.map((family) => (
              <li key={family} data-family={family}>
                <FamilySample family={family} />
                <span>
                  <strong>{capitalise(FAMILY_NAMES[family])}</strong>: {FAMILY_WORDS[family]}
                </span>
              </li>
            ))}
            {negativeWords(rules).map((words) => (
              <li key={words}>{words}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
