export { Chainer } from './chainer.js';
export { type ChainHint, type KindId, kinds } from './hint.js';
export {
  type ChainingFinder,
  type ChainingOptions,
  type ChainingProducer,
  chainingProducers,
  chainingStep,
  chainingTechniques,
  type RatedStep,
  stepOf,
} from './producers.js';
export type { ChainingConfig } from './propagation.js';
