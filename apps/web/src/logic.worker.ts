import { type LogicRequest, runLogic } from './logic-work.js';

// Hint, Explain and the rating, off the page's thread: on the hardest puzzles logic thinks for seconds,
// and the page must answer meanwhile (and Cancel end the worker). Loaded only when first asked for, so the
// first view does not carry logic.
addEventListener('message', (event: MessageEvent<LogicRequest>) => {
  runLogic(event.data, (reply) => postMessage(reply));
});
