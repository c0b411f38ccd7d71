import { removeSeedCache } from './seedCache';

export default removeSeedCache;
