// The network feature's public face: what other features and the app may import.
export { requestCompleted } from './slice';
export { networkSaga } from './sagas';
export { default as networkReducer } from './slice';
