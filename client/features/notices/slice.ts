// The notices feature's state and the actions that change it.
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { NoticeUndo } from '../../../contracts/serverRender';

export type NoticeKind = 'error' | 'success' | 'info';

export interface Notice {
  id: string;
  kind: NoticeKind;
  message: string;
  /**
   * Said to screen readers only: the control the shopper used already shows the outcome (a
   * listing card's button), and a notice drawn above the page would push it from under the finger.
   */
  spokenOnly?: boolean;
  /**
   * A button in the notice that undoes what it reports (WooCommerce's «بازگرداندن» after a cart
   * line is removed): its label, the action it dispatches, and the form it posts without
   * JavaScript. It takes focus, since the control the shopper used is gone.
   */
  undo?: NoticeUndo;
}

/** The form a notice's undo button submits without JavaScript (drawn by the page that has one). */
export const UNDO_FORM_ID = 'notice-undo';

export interface NoticesState {
  items: Notice[];
}

const initialState: NoticesState = { items: [] };

const noticesSlice = createSlice({
  name: 'notices',
  initialState,
  reducers: {
    noticeAdded: {
      // One outcome at a time: the newest replaces whatever was said before, so a fixed error
      // does not stay beside the success that followed it, and notices never pile up. A message
      // said again is a new notice (a new element), which screen readers announce again.
      reducer(state, action: PayloadAction<Notice>) {
        state.items = [action.payload];
      },
      prepare(notice: Omit<Notice, 'id'>) {
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
