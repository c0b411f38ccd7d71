// The account feature's public face: what other features may import.
export { wordpressAccountLinks } from './wordpressAccount';
export { forgetPostedPassword, signedInByPost, signInPostActions } from './plainPost';
export { MyAccountPage } from './components/MyAccountPage';
export { accountFeature } from './feature';
export type { AccountState } from './slice';
