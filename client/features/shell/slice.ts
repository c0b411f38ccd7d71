// The shell feature's state and the actions that change it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { locationChanged } from '../route';

export interface ShellState {
  /** The off-canvas main menu of small screens. */
  menuOpen: boolean;
  /**
   * The footer's year in the Persian calendar, '' until known. The server draws it and the page
   * keeps it, so jalaali-js is not in every page's first scripts (issue 29); a page mounted
   * without the server's state works it out after the first paint (Footer.tsx).
   */
  year: string;
}

const initialState: ShellState = { menuOpen: false, year: '' };

const shellSlice = createSlice({
  name: 'shell',
  initialState,
  reducers: {
    menuOpened(state) {
      state.menuOpen = true;
    },
    menuClosed(state) {
      state.menuOpen = false;
    },
    persianYearKnown(state, action: PayloadAction<string>) {
      state.year = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Following a link from the menu shows the new page, not the menu over it.
    builder.addCase(locationChanged, (state) => {
      state.menuOpen = false;
    });
  },
});

export const { menuOpened, menuClosed, persianYearKnown } = shellSlice.actions;
export default shellSlice.reducer;
