// The account feature's public face: what other features may import.
export { wordpressAccountLinks } from './wordpressAccount';
export { forgetPostedPassword, signedInByPost, signInPostActions } from './plainPost';
