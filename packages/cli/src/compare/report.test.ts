import { describe, expect, it } from 'vitest';
import { liar, plain } from './fixtures/solvers.mjs';
import { clashing, contender, leetcode, render } from './testing.js';

const lines = [`${leetcode}  # leetcode`, 'not a puzzle', clashing];
const contenders = [contender(plain), contender(liar, { kind: 'peer', reportsStats: false })];

describe('the JSON document', () => {
  it('has the fields DESIGN.md fixes: puzzles, results, summary', async () => {
    const document = JSON.parse(await render('json', lines, contenders));
    expect(Object.keys(document)).toEqual(['run', 'puzzles', 'results', 'summary', 'relative', 'totals']);
    expect(document.puzzles).toEqual([
      { index: 0, source: 'test:1', name: 'leetcode', input: leetcode },
      { index: 1, source: 'test:2', name: null, error: expect.stringContaining('wrong number of cells') },
      { index: 2, source: 'test:3', name: null, input: clashing },
    ]);
    expect(document.results).toHaveLength(4);
    const [solved, wrong, invalid] = document.results;
    expect(Object.keys(solved)).toEqual([
      'strategy',
      'puzzle',
      'status',
      'solution',
      'timeMs',
      'stats',
      'verified',
    ]);
    expect(solved).toMatchObject({
      strategy: 'plain',
      puzzle: 0,
      status: 'solved',
      verified: true,
      stats: { placements: expect.any(Number), guesses: expect.any(Number), backtracks: expect.any(Number) },
    });
    expect(solved.solution).toMatch(/^[1-9]{81}$/);
    expect(solved.timeMs).toBeGreaterThan(0);
    expect(wrong).toMatchObject({
      strategy: 'liar',
      puzzle: 0,
      status: 'wrong',
      verified: false,
      stats: null,
      message: expect.any(String),
    });
    expect(invalid).toMatchObject({
      strategy: 'plain',
      puzzle: 2,
      status: 'invalid',
      solution: null,
      verified: true,
    });
    expect(document.summary.map((row: { strategy: string }) => row.strategy)).toEqual(['plain', 'liar']);
    expect(document.summary[0]).toMatchObject({
      kind: 'module',
      puzzles: 2,
      solved: 1,
      invalid: 1,
      wrong: 0,
      solvedWithoutGuess: expect.any(Number),
    });
    // Times leave out the puzzle refused as invalid: only the solved one counts.
    expect(document.summary[0].totalMs).toBe(solved.timeMs);
    expect(document.summary[0].maxMs).toBe(solved.timeMs);
    expect(document.summary[1]).toMatchObject({
      kind: 'peer',
      solved: 0,
      wrong: 1,
      invalid: 1,
      guessesPerPuzzle: null,
    });
    for (const key of ['puzzlesPerSecond', 'medianMs', 'p95Ms', 'maxMs', 'totalMs'])
      expect(document.summary[0][key]).toBeGreaterThan(0);
    expect(document.totals).toEqual({
      puzzles: 2,
      malformed: 1,
      wrong: 1,
      disagreements: 0,
      repeat: 1,
      interrupted: false,
      elapsedMs: 1234,
    });
  });

  it('has the verdict DESIGN.md fixes under relative: the baseline, and the others with their ratios', async () => {
    const two = [contender(plain), contender({ ...plain, id: 'twin' })];
    const document = JSON.parse(await render('json', [leetcode, leetcode], two));
    expect(document.relative).toMatchObject({
      baseline: expect.stringMatching(/^(plain|twin)$/),
      order: expect.arrayContaining(['plain', 'twin']),
      puzzles: 2,
      confidence: expect.any(Number),
      ties: expect.any(Array),
    });
    const [other] = document.relative.others;
    expect(Object.keys(other)).toEqual(['strategy', 'ratio', 'low', 'high', 'puzzles']);
    expect(other.ratio).toBeGreaterThan(0);
    expect(other.low).toBeLessThanOrEqual(other.ratio);
    expect(other.high).toBeGreaterThanOrEqual(other.ratio);
    expect(document.summary.map((row: { strategy: string }) => row.strategy)).toEqual(['plain', 'twin']);
    expect(document.relative.order).toHaveLength(2);
  });
});

describe('the other formats', () => {
  it('table: a row per strategy under a header, and the alarms', async () => {
    const text = await render('table', lines, contenders);
    const [header, first, second] = text.split('\n');
    expect(header).toMatch(
      /^strategy\s+solved\s+multiple\s+unsolvable\s+invalid\s+aborted\s+wrong\s+puzzles\/s\s+mean ± sd ms\s+min ms\s+median ms\s+p95 ms\s+max ms\s+guesses\/puzzle\s+no guess$/,
    );
    expect(first).toMatch(/^plain\s+1\s+0\s+0\s+1\s+0\s+0\s/);
    expect(second).toMatch(/^liar \(peer\)\s+0\s+0\s+0\s+1\s+0\s+1\s.*-\s+-$/);
    expect(text).toContain('2 puzzles from test lines, on the main thread');
    expect(text).toContain('1 malformed line skipped');
    expect(text).toContain('1 WRONG answer');
    expect(text).toMatch(
      /^Relative to (plain|liar) \(the fastest\): (plain|liar) [\d.]+x \([\d.]+x to [\d.]+x\) its speed/m,
    );
    expect(text).toMatch(
      /^Fastest first: (plain, liar|liar, plain); the same order in \d+% of 1,000 resamples of the 1 puzzle every strategy timed\.$/m,
    );
    expect(text).not.toContain('\u001b['); // no colour asked for
  });

  it('--detail adds a row per puzzle and strategy', async () => {
    const text = await render('table', lines, contenders, { detail: true });
    const rows = text.split('\n');
    expect(rows[0]).toMatch(
      /^puzzle\s+strategy\s+empty\s+placements\s+guesses\s+backtracks\s+own counters\s+ms\s+result$/,
    );
    expect(rows[1]).toMatch(/^leetcode \(test:1\)\s+plain\s+43\s+\d+\s+\d+\s+\d+\s+-\s+[\d.]+\s+solved$/);
    expect(rows[2]).toMatch(
      /^leetcode \(test:1\)\s+liar\s+43\s+-\s+-\s+-\s+-\s+[\d.]+\s+wrong: answered solved/,
    );
    expect(rows[3]).toMatch(/^test:3\s+plain\s+.*invalid: conflicting givens: two 7s in row 7/);
  });

  it('markdown: the same tables', async () => {
    const text = await render('markdown', lines, contenders, { detail: true });
    expect(text).toContain(
      '| puzzle | strategy | empty | placements | guesses | backtracks | own counters | ms | result |',
    );
    expect(text).toContain('| --- | --- | ---: | ---: | ---: | ---: | --- | ---: | --- |');
    expect(text).toMatch(/\| leetcode \(test:1\) \| plain \| 43 \|/);
    expect(text).toMatch(/^\| strategy \| solved \|/m);
    expect(text).toMatch(/^\| liar \(peer\) \| 0 \| 0 \| 0 \| 1 \| 0 \| 1 \|/m);
  });

  it('csv: the summary, or with --detail a record per puzzle and strategy', async () => {
    const summary = (await render('csv', lines, contenders)).trim().split('\n');
    expect(summary[0]).toBe(
      'strategy,name,kind,puzzles,solved,multiple,unsolvable,invalid,aborted,wrong,disagreements,puzzlesPerSecond,meanMs,sdMs,minMs,medianMs,p95Ms,maxMs,totalMs,guessesPerPuzzle,solvedWithoutGuess,spread',
    );
    expect(summary[1]).toMatch(/^plain,plain \(test\),module,2,1,0,0,1,0,0,0,/);
    expect(summary).toHaveLength(3);

    const detail = (await render('csv', lines, contenders, { detail: true })).trim().split('\n');
    expect(detail[0]).toBe(
      'puzzle,source,name,strategy,emptyCells,placements,guesses,backtracks,timeMs,status,verified,message,counters',
    );
    expect(detail[1]).toMatch(/^0,test:1,leetcode,plain,43,\d+,\d+,\d+,[\d.]+,solved,true,,$/);
    expect(detail[2]).toMatch(/^0,test:1,leetcode,liar,43,,,,[\d.]+,wrong,false,"?answered solved/);
    expect(detail).toHaveLength(5);
  });
});
