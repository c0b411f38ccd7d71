// Jest's global set-up: this run's folder of seeded database images, shared by the tests that
// start a shop (jest/seedCache.ts).
import { makeSeedCache } from './seedCache';

export default makeSeedCache;
