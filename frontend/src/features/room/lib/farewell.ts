/**
 * How a person's stay in a room ended, said on the screens they see next: the room screen while
 * the way home waits (docs/product.md §4: 2 s after a list-based removal) and the page they land
 * on. Kept for this tab only, in memory: a reload lands on a plain page.
 */
export interface Farewell {
  title: string;
  message: string;
}

let current: Farewell | null = null;

export function sayFarewell(farewell: Farewell): void {
  current = farewell;
}

/** The farewell under way, if any (read by the room screen after the person was cleared). */
export function pendingFarewell(): Farewell | null {
  return current;
}

/** The page the person landed on has said it: a later visit is a plain one. */
export function forgetFarewell(): void {
  current = null;
}
