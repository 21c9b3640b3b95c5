/**
 * Writes the changes of one group (of different rooms) as one statement, answering each change
 * in the order given; throws when the statement failed, with PostgreSQL's error.
 */
export type WriteChanges<C, A> = (changes: readonly C[]) => Promise<A[]>;

export interface WriteGroupOptions {
  /** The most changes one statement carries. */
  maxSize: number;
  /** Told each group's size when it is sent (the metrics' histogram). */
  sent?: (size: number) => void;
  /** Told when a group failed and its members are run one by one. */
  split?: () => void;
}

interface Waiting<C, A> {
  change: C;
  resolve: (answer: A) => void;
  reject: (error: unknown) => void;
}

/**
 * SQLSTATE classes of an error that one member can cause (a bad value, a constraint, a deadlock
 * with another group, a fragment PostgreSQL refuses): the group is run again member by member,
 * so only the change at fault fails. A lost connection or a server going down fails every member
 * as it would have failed each alone; running them again could apply a group that did commit.
 */
const MEMBER_FAULTS = new Set(['21', '22', '23', '40', '42', 'P0']);

function memberMayBeAtFault(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.length === 5 && MEMBER_FAULTS.has(code.slice(0, 2));
}

/**
 * The rooms' write groups (docs/architecture.md, "Writes committed in groups"): one-statement
 * changes of different rooms that arrive while a group is in flight go to the database together
 * as the next group, one statement and one round trip. A change that finds nothing in flight is
 * sent in the next turn of the event loop, with whatever arrived in the same turn, so a lone
 * change waits for nothing. One group is in flight at a time and no room has two changes in one
 * group: a room's second change waits for the next, so a room's changes commit in the order
 * they were submitted. Each change is answered with its own rows after the group committed.
 */
export class RoomWriteGroups<C extends { readonly roomId: string }, A> {
  private waiting: Waiting<C, A>[] = [];
  private inFlight = false;
  private scheduled = false;

  constructor(
    private readonly write: WriteChanges<C, A>,
    private readonly options: WriteGroupOptions,
  ) {}

  /** What writing `change` answered, once its group committed; an error when it failed. */
  submit(change: C): Promise<A> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ change, resolve, reject });
      if (!this.inFlight && !this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.next();
        });
      }
    });
  }

  /** Sends the next group unless one is in flight (its end sends the next). */
  private next(): void {
    if (this.inFlight || this.waiting.length === 0) return;
    const group: Waiting<C, A>[] = [];
    const rest: Waiting<C, A>[] = [];
    // A room that has a change in the group, or a change left for later, takes no other here.
    const taken = new Set<string>();
    for (const waiting of this.waiting) {
      const { roomId } = waiting.change;
      if (group.length < this.options.maxSize && !taken.has(roomId)) group.push(waiting);
      else rest.push(waiting);
      taken.add(roomId);
    }
    this.waiting = rest;
    this.inFlight = true;
    void this.send(group).finally(() => {
      this.inFlight = false;
      this.next();
    });
  }

  private async send(group: Waiting<C, A>[]): Promise<void> {
    this.options.sent?.(group.length);
    // In the statement by room: two groups (two instances) that share rooms tend to lock their
    // rows in the same order, so one waits for the other. Should they deadlock all the same,
    // PostgreSQL fails one (40P01) and it runs change by change.
    const byRoom = [...group].sort((a, b) => (a.change.roomId < b.change.roomId ? -1 : a.change.roomId > b.change.roomId ? 1 : 0));
    let answer: Map<Waiting<C, A>, A>;
    try {
      const answers = await this.write(byRoom.map((waiting) => waiting.change));
      answer = new Map(byRoom.map((waiting, k) => [waiting, answers[k]]));
    } catch (error) {
      if (group.length === 1 || !memberMayBeAtFault(error)) {
        for (const change of group) change.reject(error);
        return;
      }
      // One statement, one transaction: nothing of the group was kept. Each alone, in order.
      this.options.split?.();
      for (const waiting of group) {
        try {
          waiting.resolve((await this.write([waiting.change]))[0]);
        } catch (alone) {
          waiting.reject(alone);
        }
      }
      return;
    }
    for (const waiting of group) waiting.resolve(answer.get(waiting) as A);
  }
}
