// What components and sagas read from the shell feature's state.
import type { ShellState } from './slice';

export const selectMenuOpen = (state: { shell: ShellState }): boolean => state.shell.menuOpen;
