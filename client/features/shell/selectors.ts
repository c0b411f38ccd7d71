import type { ShellState } from './slice';

export const selectMenuOpen = (state: { shell: ShellState }): boolean => state.shell.menuOpen;
