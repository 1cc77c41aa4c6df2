import { readFileSync } from 'node:fs';
import { parseGrid } from './packages/core/dist/index.js';
import { rate } from './packages/strategies/logic/dist/index.js';
const lines = readFileSync('/work/shared/puzzles/magictour-top1465.txt', 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#'));
const grids = lines.map((l) => parseGrid(l.trim()));
for (const g of grids.slice(0, 100)) rate(g); // warm-up
for (let round = 0; round < 3; round++) {
  const cpu = [], wall = [];
  for (const g of grids) {
    const c0 = process.cpuUsage(); const t0 = performance.now();
    rate(g);
    wall.push(performance.now() - t0); const c = process.cpuUsage(c0); cpu.push((c.user + c.system) / 1000);
  }
  const med = (a) => { const s = [...a].sort((x, y) => x - y); return s[s.length >> 1]; };
  console.log(`round ${round + 1}: median wall ${med(wall).toFixed(2)} ms, median CPU ${med(cpu).toFixed(2)} ms, mean wall ${(wall.reduce((a, b) => a + b) / wall.length).toFixed(2)} ms`);
}
