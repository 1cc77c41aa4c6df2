import { answer, type GenerateRequest } from './generate.js';

// Generating can take seconds at the harder levels: here, off the page's thread.
addEventListener('message', (event: MessageEvent<GenerateRequest>) => {
  postMessage(answer(event.data));
});
