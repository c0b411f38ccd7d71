import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type NoticeKind = 'error' | 'success' | 'info';

export interface Notice {
  id: string;
  kind: NoticeKind;
  message: string;
}

export interface NoticesState {
  items: Notice[];
}

const initialState: NoticesState = { items: [] };

const noticesSlice = createSlice({
  name: 'notices',
  initialState,
  reducers: {
    noticeAdded: {
      reducer(state, action: PayloadAction<Notice>) {
        const { kind, message } = action.payload;
        // The same failure reported twice (a retry that fails again) stays one notice.
        if (state.items.some((item) => item.kind === kind && item.message === message)) return;
        state.items.push(action.payload);
      },
      prepare(notice: { kind: NoticeKind; message: string }) {
        return { payload: { id: nanoid(), ...notice } };
      },
    },
    noticeDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
});

export const { noticeAdded, noticeDismissed } = noticesSlice.actions;
export default noticesSlice.reducer;
