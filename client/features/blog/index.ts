// The blog feature's public face: what other features and the app may import.
export { PostDate } from './components/PostDate';
export { LazyPostDate } from './components/LazyPostDate';
export { listLoaded } from './slice';
export { listMissing, postLoaded, postMissing } from './slice';
export { selectBlogList, selectBlogPageMissing, selectBlogPost } from './selectors';
export { BlogListPage } from './components/BlogListPage';
export { BlogPostPage } from './components/BlogPostPage';
export { blogFeature } from './feature';
export type { BlogState } from './slice';
