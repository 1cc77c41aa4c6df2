export { findStrategy, strategies } from './strategies.js';
