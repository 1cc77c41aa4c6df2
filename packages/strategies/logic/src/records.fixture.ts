import { finders } from './policy.js';
import { records } from './records.js';

/** The README's technique table, as the records give it: one row a record, in Sudoku Explainer's order. */
export function techniqueTable(): string {
  const ladders = (r: (typeof records)[number]) =>
    [
      finders[r.id].player !== undefined ? 'player' : '',
      finders[r.id].explainer !== undefined ? 'SE' : '',
      finders[r.id].variant !== undefined ? 'variants' : '',
    ]
      .filter((x) => x !== '')
      .join(', ');
  const rows = records.map(
    (r) =>
      `| \`${r.id}\` | ${r.name} | ${r.score.toFixed(1)} | ${finders[r.id].explainer === undefined ? '-' : r.rule} | ${ladders(r)} |`,
  );
  return [
    '| id | technique | score | how SE rates a step | ladders |',
    '| --- | --- | ---: | --- | --- |',
    ...rows,
  ].join('\n');
}
