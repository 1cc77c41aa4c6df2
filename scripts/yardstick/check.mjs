// Whether a solution keeps every rule of an f-puzzles document: the check of a published puzzle's
// known solution against its conversion, for every field convert.mjs writes. It reads the document
// as f-puzzles and Rangsk's SudokuSolver define the fields, independently of core, so it also checks
// families core does not read yet. A broken rule in a published solution means the conversion is wrong.

const CELL = /^R(\d+)C(\d+)$/;

/** Every rule `solution` (the digits row-major) breaks, in words; none when it keeps them all. */
export function violations(doc, solution) {
  const n = doc.size;
  const found = [];
  const at = (name) => {
    const [, r, c] = CELL.exec(name);
    return (Number(r) - 1) * n + Number(c) - 1;
  };
  const digits = (names) => names.map((name) => solution[at(name)]);
  const differ = (cells, what) => {
    const seen = cells.map((cell) => solution[cell]);
    if (new Set(seen).size !== seen.length) found.push(`${what} repeats a digit`);
  };
  const sum = (values) => values.reduce((a, b) => a + b, 0);

  if (solution.length !== n * n || solution.some((d) => !Number.isInteger(d) || d < 1 || d > n)) {
    return [`the solution is not ${n * n} digits 1..${n}`];
  }
  doc.grid.forEach((row, r) => {
    row.forEach((cell, c) => {
      if (cell.given === true && cell.value !== solution[r * n + c])
        found.push(`the given at R${r + 1}C${c + 1}`);
      const marks = cell.givenPencilMarks;
      if (Array.isArray(marks) && marks.length > 0 && !marks.includes(solution[r * n + c]))
        found.push(`R${r + 1}C${c + 1} is not one of its given pencil marks`);
    });
  });
  const range = Array.from({ length: n }, (_, i) => i);
  for (const i of range) {
    differ(
      range.map((c) => i * n + c),
      `row ${i + 1}`,
    );
    differ(
      range.map((r) => r * n + i),
      `column ${i + 1}`,
    );
  }
  for (const [region, cells] of regionsOf(doc)) differ(cells, `region ${region + 1}`);
  if (doc['diagonal-'])
    differ(
      range.map((i) => i * n + i),
      'the main diagonal',
    );
  if (doc['diagonal+'])
    differ(
      range.map((i) => i * n + n - 1 - i),
      'the anti-diagonal',
    );
  (doc.extraregion ?? []).forEach(({ cells }, k) => {
    differ(cells.map(at), `extra region ${k + 1}`);
  });
  const moves = [];
  if (doc.antiknight) moves.push([1, 2], [2, 1], [1, -2], [2, -1]);
  if (doc.antiking) moves.push([1, 1], [1, -1]);
  for (const r of range)
    for (const c of range) {
      for (const [dr, dc] of moves) {
        const r2 = r + dr;
        const c2 = c + dc;
        if (r2 < n && c2 >= 0 && c2 < n && solution[r * n + c] === solution[r2 * n + c2]) {
          found.push(`R${r + 1}C${c + 1} and R${r2 + 1}C${c2 + 1} (anti-knight or anti-king)`);
        }
      }
    }

  (doc.killercage ?? []).forEach(({ cells, value }, k) => {
    differ(cells.map(at), `cage ${k + 1}`);
    if (value !== undefined && sum(digits(cells)) !== Number(value))
      found.push(`cage ${k + 1} does not sum to ${value}`);
  });
  for (const { lines } of doc.thermometer ?? []) {
    for (const line of lines) {
      const values = digits(line);
      if (values.some((v, i) => i > 0 && v <= values[i - 1])) found.push(`the thermometer from ${line[0]}`);
    }
  }
  for (const { cells, lines } of doc.arrow ?? []) {
    // A pill reads left to right, top to bottom, whatever order its cells are listed in.
    const circle = Number(digits([...cells].sort((a, b) => at(a) - at(b))).join(''));
    for (const line of lines) {
      if (sum(digits(line.filter((name) => !cells.includes(name)))) !== circle)
        found.push(`the arrow from ${cells[0]}`);
    }
  }
  // f-puzzles reads nonconsecutive beside white dots of difference 1 as the negative rule for white dots.
  const whiteDots = (doc.difference ?? []).some(
    ({ value }) => value === undefined || value === '' || Number(value) === 1,
  );
  const negatives = new Set([
    ...(doc.negative ?? []),
    ...(doc.nonconsecutive && whiteDots ? ['difference'] : []),
  ]);
  // Marks between two cells. Under a negative rule a pair with no mark of its group may not keep the
  // mark's relation; a pair with either kropki dot is exempt from both dots' negative rules.
  const pairRule = (keys, holds, negativeRules) => {
    const marked = new Set();
    for (const key of keys) {
      for (const { cells, value } of doc[key] ?? []) {
        const [a, b] = digits(cells);
        marked.add(
          cells
            .map(at)
            .sort((x, y) => x - y)
            .join(),
        );
        if (!holds[key](a, b, value)) found.push(`the ${key} mark on ${cells.join(' ')}`);
      }
    }
    const negative = keys.filter((key) => negatives.has(key));
    for (const r of range)
      for (const c of range) {
        for (const [r2, c2] of [
          [r, c + 1],
          [r + 1, c],
        ]) {
          if (r2 >= n || c2 >= n || marked.has(`${r * n + c},${r2 * n + c2}`)) continue;
          for (const key of negative) {
            if (negativeRules[key](solution[r * n + c], solution[r2 * n + c2])) {
              found.push(`R${r + 1}C${c + 1} and R${r2 + 1}C${c2 + 1} need a ${key} mark (negative rule)`);
            }
          }
        }
      }
  };
  const consecutive = (a, b) => Math.abs(a - b) === 1;
  const double = (a, b) => a === 2 * b || b === 2 * a;
  pairRule(
    ['difference', 'ratio'],
    {
      difference: (a, b, v) => Math.abs(a - b) === Number(v ?? 1),
      ratio: (a, b, v) => a === Number(v ?? 2) * b || b === Number(v ?? 2) * a,
    },
    { difference: consecutive, ratio: double },
  );
  pairRule(
    ['xv'],
    { xv: (a, b, v) => a + b === (v === 'X' ? 10 : 5) },
    { xv: (a, b) => a + b === 10 || a + b === 5 },
  );
  if (doc.nonconsecutive && !whiteDots) {
    for (const r of range)
      for (const c of range) {
        if (c + 1 < n && consecutive(solution[r * n + c], solution[r * n + c + 1]))
          found.push(`R${r + 1}C${c + 1} nonconsecutive`);
        if (r + 1 < n && consecutive(solution[r * n + c], solution[(r + 1) * n + c]))
          found.push(`R${r + 1}C${c + 1} nonconsecutive`);
      }
  }
  const lineRule = (key, holds) => {
    for (const { lines } of doc[key] ?? [])
      for (const line of lines) if (!holds(digits(line))) found.push(`the ${key} line from ${line[0]}`);
  };
  // German whispers differ by half the size, rounded up: 5 on 9x9.
  const gap = Math.ceil(n / 2);
  lineRule('whispers', (v) => v.every((d, i) => i === 0 || Math.abs(d - v[i - 1]) >= gap));
  lineRule('renban', (v) => new Set(v).size === v.length && Math.max(...v) - Math.min(...v) === v.length - 1);
  lineRule('palindrome', (v) => v.every((d, i) => d === v[v.length - 1 - i]));
  lineRule('betweenline', (v) => {
    const low = Math.min(v[0], v[v.length - 1]);
    const high = Math.max(v[0], v[v.length - 1]);
    return v.slice(1, -1).every((d) => d > low && d < high);
  });
  for (const { cell } of doc.odd ?? []) if (solution[at(cell)] % 2 !== 1) found.push(`${cell} is not odd`);
  for (const { cell } of doc.even ?? []) if (solution[at(cell)] % 2 !== 0) found.push(`${cell} is not even`);
  for (const { cells, values } of doc.quadruple ?? []) {
    const left = digits(cells);
    for (const value of values) {
      const i = left.indexOf(value);
      if (i < 0) found.push(`the quadruple at ${cells[0]} lacks ${value}`);
      else left.splice(i, 1);
    }
  }
  for (const { cell, direction, value } of doc.littlekillersum ?? []) {
    const [, r0, c0] = CELL.exec(cell).map(Number);
    const [dr, dc] = { DR: [1, 1], UL: [-1, -1], DL: [1, -1], UR: [-1, 1] }[direction];
    let total = 0;
    for (let r = r0 - 1 + dr, c = c0 - 1 + dc; r >= 0 && r < n && c >= 0 && c < n; r += dr, c += dc)
      total += solution[r * n + c];
    if (total !== Number(value)) found.push(`the little killer at ${cell} does not sum to ${value}`);
  }
  for (const { cell, value } of doc.sandwichsum ?? []) {
    const [, r0, c0] = CELL.exec(cell).map(Number);
    const line =
      r0 === 0 ? range.map((r) => solution[r * n + c0 - 1]) : range.map((c) => solution[(r0 - 1) * n + c]);
    const [from, to] = [line.indexOf(1), line.indexOf(n)].sort((a, b) => a - b);
    if (sum(line.slice(from + 1, to)) !== Number(value))
      found.push(`the sandwich at ${cell} does not sum to ${value}`);
  }
  return found;
}

/** The regions of a document: each cell's `region` when any cell has one, else the boxes. */
function regionsOf(doc) {
  const n = doc.size;
  const [height, width] = { 4: [2, 2], 6: [2, 3], 9: [3, 3], 16: [4, 4] }[n];
  const jigsaw = doc.grid.some((row) => row.some((cell) => cell.region !== undefined));
  const regions = new Map();
  doc.grid.forEach((row, r) => {
    row.forEach((cell, c) => {
      const region = jigsaw ? cell.region : Math.floor(r / height) * (n / width) + Math.floor(c / width);
      if (!regions.has(region)) regions.set(region, []);
      regions.get(region).push(r * n + c);
    });
  });
  return regions;
}
