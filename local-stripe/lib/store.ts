import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { noSuch } from "./errors";
import type { Obj } from "./types";

/** The platform's own account: every request without `Stripe-Account` acts as it. */
export const PLATFORM_ACCOUNT = "acct_platform";

/** One stored Stripe object, scoped to the account it lives on, plus what only the emulator knows. */
export type Entry = { account: string; seq: number; obj: Obj; internal: Obj };

export type AccountLinkState = {
  account: string;
  refreshUrl: string;
  returnUrl: string;
  expiresAt: number;
  used: boolean;
};

export type IdempotencyRecord = { fingerprint: string; status: number; body: string; seq: number };

type StateFile = {
  version: 1;
  seq: number;
  /** The emulator clock: seconds added to real time for everything without a test clock. */
  clockOffsetSeconds: number;
  entries: Record<string, Entry>;
  accountLinks: Record<string, AccountLinkState>;
  idempotency: Record<string, IdempotencyRecord>;
};

const IDEMPOTENCY_KEPT = 2000;

/**
 * All state in memory, written atomically (temp file + rename) after each change so the
 * emulator survives restarts. Node runs each request to completion, so no locking is needed.
 */
export class Store {
  private data: StateFile;
  /**
   * The entries of each object type, in the order they were stored (which is `seq` order).
   * Lists, webhook fan-out and the event cap ask by type on every call; scanning every entry
   * for them made a long clock jump over many subscriptions quadratic.
   */
  private readonly byType = new Map<string, Map<string, Entry>>();

  constructor(private readonly statePath?: string) {
    this.data = statePath && existsSync(statePath) ? this.read(statePath) : emptyState();
    const stored = Object.values(this.data.entries).sort((a, b) => a.seq - b.seq);
    for (const entry of stored) this.index(entry);
  }

  private index(entry: Entry): void {
    let ofType = this.byType.get(entry.obj.object);
    if (!ofType) {
      ofType = new Map();
      this.byType.set(entry.obj.object, ofType);
    }
    ofType.set(entry.obj.id, entry);
  }

  private ofType(objectType: string): Iterable<Entry> {
    return this.byType.get(objectType)?.values() ?? [];
  }

  private read(file: string): StateFile {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as StateFile;
    if (parsed.version !== 1) throw new Error(`${file}: unknown local Stripe state version`);
    return parsed;
  }

  save(): void {
    if (!this.statePath) return;
    mkdirSync(path.dirname(this.statePath), { recursive: true });
    const temp = `${this.statePath}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(this.data));
    renameSync(temp, this.statePath);
  }

  nextSeq(): number {
    this.data.seq += 1;
    return this.data.seq;
  }

  /** The emulator clock (unix seconds). */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.data.clockOffsetSeconds;
  }

  setNow(unix: number): void {
    const offset = unix - Math.floor(Date.now() / 1000);
    // The clock only moves forward, as Stripe's test clocks do.
    if (offset > this.data.clockOffsetSeconds) this.data.clockOffsetSeconds = offset;
  }

  insert(account: string, obj: Obj, internal: Obj = {}): Entry {
    const entry: Entry = { account, seq: this.nextSeq(), obj, internal };
    this.remove(obj.id);
    this.data.entries[obj.id] = entry;
    this.index(entry);
    return entry;
  }

  remove(id: string): void {
    const entry = this.get(id);
    if (!entry) return;
    delete this.data.entries[id];
    this.byType.get(entry.obj.object)?.delete(id);
  }

  get(id: string): Entry | undefined {
    return Object.hasOwn(this.data.entries, id) ? this.data.entries[id] : undefined;
  }

  /** An object of one type on one account, or Stripe's 404 (a foreign account's object is missing too). */
  find(account: string, objectType: string, id: string, label: string, param = "id"): Entry {
    const entry = this.get(id);
    if (!entry || entry.account !== account || entry.obj.object !== objectType) {
      throw noSuch(label, id, param);
    }
    return entry;
  }

  /** Objects of one type on one account, newest first (Stripe's list order). */
  all(account: string, objectType: string): Entry[] {
    return [...this.ofType(objectType)]
      .filter((e) => e.account === account)
      .sort((a, b) => b.obj.created - a.obj.created || b.seq - a.seq);
  }

  /** Every object of one type on every account (the clock and the hosted pages need them). */
  everywhere(objectType: string): Entry[] {
    return [...this.ofType(objectType)];
  }

  accountLink(token: string): AccountLinkState | undefined {
    return Object.hasOwn(this.data.accountLinks, token) ? this.data.accountLinks[token] : undefined;
  }

  putAccountLink(token: string, link: AccountLinkState): void {
    this.data.accountLinks[token] = link;
  }

  idempotent(key: string): IdempotencyRecord | undefined {
    return Object.hasOwn(this.data.idempotency, key) ? this.data.idempotency[key] : undefined;
  }

  remember(key: string, record: Omit<IdempotencyRecord, "seq">): void {
    this.data.idempotency[key] = { ...record, seq: this.nextSeq() };
    const keys = Object.keys(this.data.idempotency);
    if (keys.length > IDEMPOTENCY_KEPT) {
      const oldest = keys.sort(
        (a, b) => (this.data.idempotency[a]?.seq ?? 0) - (this.data.idempotency[b]?.seq ?? 0),
      );
      for (const k of oldest.slice(0, keys.length - IDEMPOTENCY_KEPT)) {
        delete this.data.idempotency[k];
      }
    }
  }

  /** Removes the oldest objects of a type beyond `keep` (never ones with webhooks still pending). */
  dropOldest(objectType: string, keep: number): void {
    let over = (this.byType.get(objectType)?.size ?? 0) - keep;
    for (const entry of this.ofType(objectType)) {
      if (over <= 0) return;
      if (entry.obj.pending_webhooks > 0 && !entry.internal.abandoned) continue;
      this.remove(entry.obj.id);
      over -= 1;
    }
  }

  /** Counts for the dev page. */
  summary(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const entry of Object.values(this.data.entries)) {
      counts[entry.obj.object] = (counts[entry.obj.object] ?? 0) + 1;
    }
    return counts;
  }
}

function emptyState(): StateFile {
  return {
    version: 1,
    seq: 0,
    clockOffsetSeconds: 0,
    entries: {},
    accountLinks: {},
    idempotency: {},
  };
}
