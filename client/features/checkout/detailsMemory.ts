// Where a guest's checkout details are kept between visits: this browser's localStorage (see
// docs/decisions.md, "A checkout that remembers the shopper"). A browser that refuses storage
// (private mode, full quota) simply remembers nothing.

/** The saga's view of the memory, so tests can hand it their own. */
export interface DetailsMemory {
  read(): string | null;
  write(text: string): void;
  forget(): void;
}

const KEY = 'persian-shop:checkout-details';

export function browserDetailsMemory(): DetailsMemory {
  return {
    read() {
      try {
        return window.localStorage.getItem(KEY);
      } catch {
        return null;
      }
    },
    write(text) {
      try {
        window.localStorage.setItem(KEY, text);
      } catch {
        // Nothing to do: the next checkout starts empty, as it would in any new browser.
      }
    },
    forget() {
      try {
        window.localStorage.removeItem(KEY);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
  };
}
