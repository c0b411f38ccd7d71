import reducer, { noticeAdded, noticeDismissed } from './slice';

describe('notices slice', () => {
  const empty = reducer(undefined, { type: 'init' });

  it('adds notices with their own ids and dismisses by id', () => {
    const first = noticeAdded({ kind: 'error', message: 'الف' });
    const second = noticeAdded({ kind: 'info', message: 'ب' });
    expect(first.payload.id).not.toBe(second.payload.id);

    let state = reducer(reducer(empty, first), second);
    expect(state.items.map((notice) => notice.message)).toEqual(['الف', 'ب']);
    state = reducer(state, noticeDismissed(first.payload.id));
    expect(state.items).toEqual([second.payload]);
  });

  it('does not repeat a notice that is already showing', () => {
    let state = reducer(empty, noticeAdded({ kind: 'error', message: 'الف' }));
    state = reducer(state, noticeAdded({ kind: 'error', message: 'الف' }));
    expect(state.items).toHaveLength(1);
  });
});
