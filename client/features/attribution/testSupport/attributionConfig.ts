// For tests: the attribution settings a bootstrap carries, and the test config with some of them
// changed.
import { DEFAULT_FIELD_PATHS, type AttributionBootstrap } from '../../../../contracts/attribution';
import type { BootstrapConfig } from '../../../../contracts/bootstrap';
import { testConfig } from '../../../app/testing';

export const testAttribution: AttributionBootstrap = {
  allowTracking: true,
  lifetimeMonths: 6,
  sessionMinutes: 30,
  base64: false,
  prefix: 'wc_order_attribution_',
  fields: DEFAULT_FIELD_PATHS,
  userIp: '203.0.113.9',
};

export function configWith(attribution: Partial<AttributionBootstrap> = {}): BootstrapConfig {
  return { ...testConfig, attribution: { ...testAttribution, ...attribution } };
}
