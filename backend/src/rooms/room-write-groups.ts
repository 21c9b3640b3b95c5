import { type Composed, grouped, positional } from './room-statement.js';

/** One row of a group's answer: which member it belongs to and the row, as JSON (grouped()). */
export interface GroupRow {
  member: number;
  row: Record<string, unknown> | string;
}

/** Runs one statement in its own implicit transaction and answers its rows once committed. */
export type RunStatement = (text: string, parameters: unknown[]) => Promise<GroupRow[]>;

export interface WriteGroupOptions {
  /** The most changes one statement carries. */
  maxSize: number;
  /** Told each group's size when it is sent (the metrics' histogram). */
  sent?: (size: number) => void;
  /** Told when a group failed and its members are run one by one. */
  split?: () => void;
}

interface Waiting {
  roomId: string;
  work: Composed;
  resolve: (rows: Record<string, unknown>[]) => void;
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
export class RoomWriteGroups {
  private waiting: Waiting[] = [];
  private inFlight = false;
  private scheduled = false;

  constructor(
    private readonly run: RunStatement,
    private readonly options: WriteGroupOptions,
  ) {}

  /** The rows `work` returned, once its group committed; an error when it failed. */
  submit(roomId: string, work: Composed): Promise<Record<string, unknown>[]> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ roomId, work, resolve, reject });
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
    const group: Waiting[] = [];
    const rest: Waiting[] = [];
    // A room that has a change in the group, or a change left for later, takes no other here.
    const taken = new Set<string>();
    for (const change of this.waiting) {
      if (group.length < this.options.maxSize && !taken.has(change.roomId)) group.push(change);
      else rest.push(change);
      taken.add(change.roomId);
    }
    this.waiting = rest;
    this.inFlight = true;
    void this.send(group).finally(() => {
      this.inFlight = false;
      this.next();
    });
  }

  private async send(group: Waiting[]): Promise<void> {
    this.options.sent?.(group.length);
    // In the statement by room: two groups (two instances) that share rooms lock their rows in
    // the same order (the final SELECT reads the members in turn), so one waits for the other.
    // Should they deadlock all the same, PostgreSQL fails one (40P01) and it runs member by member.
    const byRoom = [...group].sort((a, b) => (a.roomId < b.roomId ? -1 : a.roomId > b.roomId ? 1 : 0));
    let answer: Map<Waiting, Record<string, unknown>[]>;
    try {
      const rows = await this.statement(byRoom.map((change) => change.work));
      answer = new Map(byRoom.map((change, k) => [change, rows[k]]));
    } catch (error) {
      if (group.length === 1 || !memberMayBeAtFault(error)) {
        for (const change of group) change.reject(error);
        return;
      }
      // One statement, one transaction: nothing of the group was kept. Each alone, in order.
      this.options.split?.();
      for (const change of group) {
        try {
          change.resolve((await this.statement([change.work]))[0]);
        } catch (alone) {
          change.reject(alone);
        }
      }
      return;
    }
    for (const change of group) change.resolve(answer.get(change) ?? []);
  }

  /** Runs the members as one statement and answers each member's rows. */
  private async statement(members: Composed[]): Promise<Record<string, unknown>[][]> {
    const { text, parameters } = positional(grouped(members), { once: members.length > 1 });
    const rows = await this.run(text, parameters);
    const answer: Record<string, unknown>[][] = members.map(() => []);
    for (const { member, row } of rows) answer[Number(member)].push(typeof row === 'string' ? (JSON.parse(row) as Record<string, unknown>) : row);
    return answer;
  }
}
