export { solver } from './solver.js';
