export { createWfcSolver, solver, type TieBreak, type WfcOptions } from './solver.js';
