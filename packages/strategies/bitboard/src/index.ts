export { countAgreeing, countSolutions, type Exclusion } from './search.js';
export { solver } from './solver.js';
