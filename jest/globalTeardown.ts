// Jest's global tear-down: removes this run's folder of seeded database images.
import { removeSeedCache } from './seedCache';

export default removeSeedCache;
