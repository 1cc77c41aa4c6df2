import { records } from './records.js';

/** The README's technique table, as the records give it: one row a record, in Sudoku Explainer's order. */
export function techniqueTable(): string {
  const ladders = (r: (typeof records)[number]) =>
    [
      r.player !== null ? 'player' : '',
      r.explainer !== null ? 'SE' : '',
      r.variant !== null ? 'variants' : '',
    ]
      .filter((x) => x !== '')
      .join(', ');
  const rows = records.map(
    (r) =>
      `| \`${r.id}\` | ${r.name} | ${r.score.toFixed(1)} | ${r.explainer === null ? '-' : r.rule} | ${ladders(r)} |`,
  );
  return [
    '| id | technique | score | how SE rates a step | ladders |',
    '| --- | --- | ---: | --- | --- |',
    ...rows,
  ].join('\n');
}
