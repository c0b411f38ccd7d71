import type { Strings } from '../fa';

// Strings of the page shell: header, menu, footer, contact buttons, blog.
export const shellStrings: Strings = {};
