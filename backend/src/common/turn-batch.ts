/**
 * Lookups asked for in the same turn of the event loop, answered by one read at its end (at most
 * `max` a read): a venue's phones reconnecting at once, or every idle host adding at once, cost a
 * statement a batch rather than one each (docs/performance.md §3 and §6). `read` answers every
 * item's value by its key; an item it leaves out is answered undefined.
 */
export function batchedByTurn<I, V>(key: (item: I) => string, read: (items: I[]) => Promise<Map<string, V>>, max: number): (item: I) => Promise<V | undefined> {
  let open: { items: I[]; read: Promise<Map<string, V>> } | undefined;
  return (item) => {
    if (!open || open.items.length >= max) {
      const items: I[] = [];
      const batch = {
        items,
        read: new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
          if (open === batch) open = undefined;
          return read(items);
        }),
      };
      open = batch;
    }
    open.items.push(item);
    return open.read.then((values) => values.get(key(item)));
  };
}
