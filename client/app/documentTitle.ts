// document.title follows the one title rule of the page head (head/title.ts), so the browser tab
// and the server-rendered <title> never disagree.
export { selectPageTitle as selectDocumentTitle } from './head/title';
