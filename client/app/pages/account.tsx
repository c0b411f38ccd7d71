import { MyAccountPage } from '../../features/account/components/MyAccountPage';
import { accountFeature } from '../../features/account/feature';
import { regionsFeature } from '../../features/regions/feature';
import type { PageModule } from './types';

export const page: PageModule = {
  features: [accountFeature, regionsFeature],
  Component: MyAccountPage,
};
