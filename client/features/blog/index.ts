// The blog feature's public face: what other features and the app may import.
export { PostDate } from './components/PostDate';
export { listLoaded } from './slice';
