export { countSolutions } from './search.js';
export { solver } from './solver.js';
