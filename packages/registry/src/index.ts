export { findStrategy, handles, strategies, strategiesFor } from './strategies.js';
