// The shell feature's state and the actions that change it.
import { createSlice } from '@reduxjs/toolkit';
import { locationChanged } from '../route';

export interface ShellState {
  /** The off-canvas main menu of small screens. */
  menuOpen: boolean;
}

const initialState: ShellState = { menuOpen: false };

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
  },
  extraReducers: (builder) => {
    // Following a link from the menu shows the new page, not the menu over it.
    builder.addCase(locationChanged, (state) => {
      state.menuOpen = false;
    });
  },
});

export const { menuOpened, menuClosed } = shellSlice.actions;
export default shellSlice.reducer;
