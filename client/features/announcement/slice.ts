// The announcement feature's state and the actions that change it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Announcement } from '../../../contracts/announcement';

export type CopyStatus = 'idle' | 'copied' | 'failed';

export interface AnnouncementState {
  /** What the server configured, once asked; null: nothing to show. */
  announcement: Announcement | null;
  /** The modal dialog is showing. */
  open: boolean;
  /** The last "copy the code" result, said in the dialog. */
  copy: CopyStatus;
}

const initialState: AnnouncementState = { announcement: null, open: false, copy: 'idle' };

const announcementSlice = createSlice({
  name: 'announcement',
  initialState,
  reducers: {
    /** The visitor has not dismissed this one yet: the saga shows it. */
    announcementShown(state, action: PayloadAction<Announcement>) {
      state.announcement = action.payload;
      state.open = true;
      state.copy = 'idle';
    },
    /** Close button, Escape or a click beside the dialog; the saga remembers it. */
    announcementDismissed(state) {
      state.open = false;
    },
    codeCopyRequested(state) {
      state.copy = 'idle';
    },
    codeCopied(state) {
      state.copy = 'copied';
    },
    codeCopyFailed(state) {
      state.copy = 'failed';
    },
  },
});

export const {
  announcementShown,
  announcementDismissed,
  codeCopyRequested,
  codeCopied,
  codeCopyFailed,
} = announcementSlice.actions;
export default announcementSlice.reducer;
