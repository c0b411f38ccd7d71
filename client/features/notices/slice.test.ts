// The notices slice shows one outcome at a time (the newest replaces the rest), a repeated
// message as a new notice so it is heard again, and dismisses by id.
import reducer, { noticeAdded, noticeDismissed } from './slice';

describe('notices slice', () => {
  const empty = reducer(undefined, { type: 'init' });

  it('shows one outcome at a time: the newest notice replaces the ones before', () => {
    const failed = noticeAdded({ kind: 'error', message: 'کد تخفیف پذیرفته نشد.' });
    const applied = noticeAdded({ kind: 'success', message: 'کد تخفیف اعمال شد.' });
    expect(failed.payload.id).not.toBe(applied.payload.id);

    const state = reducer(reducer(empty, failed), applied);
    expect(state.items).toEqual([applied.payload]);
  });

  it('shows a repeated message as a new notice, so it is heard again', () => {
    const first = noticeAdded({ kind: 'error', message: 'الف' });
    const again = noticeAdded({ kind: 'error', message: 'الف' });
    const state = reducer(reducer(empty, first), again);
    expect(state.items).toEqual([again.payload]);
  });

  it('dismisses by id', () => {
    const notice = noticeAdded({ kind: 'info', message: 'ب' });
    let state = reducer(empty, notice);
    state = reducer(state, noticeDismissed('another'));
    expect(state.items).toEqual([notice.payload]);
    state = reducer(state, noticeDismissed(notice.payload.id));
    expect(state.items).toEqual([]);
  });
});
