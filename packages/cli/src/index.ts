export { csvRecord } from './csv.js';
export { exitCode, type Io } from './io.js';
export { main, usage } from './main.js';
