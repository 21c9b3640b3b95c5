/**
 * The in-flow Add buttons on screen now (the guest's "Add Song to Queue", the host's "Add Song"),
 * which the floating Add button (components/add-song-fab.tsx, loaded a moment after the room)
 * watches: apart from it, so the room's first download holds only this.
 */
export const inlineButtons = new Set<HTMLElement>();
export const onInlineChange = new Set<() => void>();

/**
 * The ref of an in-flow Add button: while one is in view the floating Add button stays away, so a
 * phone offers one add control at a time.
 */
export function inlineAddButton(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  inlineButtons.add(element);
  onInlineChange.forEach((change) => change());
  return () => {
    inlineButtons.delete(element);
    onInlineChange.forEach((change) => change());
  };
}
