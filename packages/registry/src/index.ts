export { recommendation, recommendedFor } from './recommended.js';
export { findStrategy, handles, strategies, strategiesFor } from './strategies.js';
