import { makeSeedCache } from './seedCache';

export default makeSeedCache;
