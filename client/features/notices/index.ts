// The notices feature's public face: what other features and the app may import.
export { selectNotices } from './selectors';
export { type Notice, type NoticeKind, noticeAdded, noticeDismissed, UNDO_FORM_ID } from './slice';
export { errorNotice } from './errorNotice';
export { Notices } from './components/Notices';
export { default as noticesReducer } from './slice';
