import { keysToDrop, keptKeyParts, type KeptEntry } from "@/lib/kept/keptRules";

/** What the copy is kept in: IndexedDB (through idb-keyval), or memory where a browser has none (jsdom). */
type Store = {
  get: (key: string) => Promise<KeptEntry | undefined>;
  set: (key: string, entry: KeptEntry) => Promise<void>;
  delMany: (keys: string[]) => Promise<void>;
  entries: () => Promise<[string, KeptEntry][]>;
};

function memoryStore(): Store {
  const map = new Map<string, KeptEntry>();
  return {
    get: async (key) => map.get(key),
    set: async (key, entry) => void map.set(key, entry),
    delMany: async (keys) => keys.forEach((key) => map.delete(key)),
    entries: async () => [...map.entries()],
  };
}

async function indexedDbStore(): Promise<Store> {
  // Loaded with the first kept result, not with the landing and log-in pages.
  const idb = await import("idb-keyval");
  const db = idb.createStore("brew-map", "kept");
  return {
    get: (key) => idb.get<KeptEntry>(key, db),
    set: (key, entry) => idb.set(key, entry, db),
    delMany: (keys) => idb.delMany(keys, db),
    entries: () => idb.entries<string, KeptEntry>(db),
  };
}

let opened: Promise<Store> | null = null;
function store(): Promise<Store> {
  opened ??= typeof indexedDB === "undefined" ? Promise.resolve(memoryStore()) : indexedDbStore();
  return opened;
}

/** Writes since the last tidy: every so many, the old and the surplus are dropped. */
let writes = 0;
const TIDY_EVERY = 25;

/** The kept result under `key`, if any. A copy that cannot be read is no copy. */
export async function readKept<T>(key: string): Promise<KeptEntry<T> | undefined> {
  try {
    return (await (await store()).get(key)) as KeptEntry<T> | undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `value` under `key` as of now. Failing to keep (storage full, private mode) costs only the copy. */
export async function writeKept(key: string, value: unknown): Promise<void> {
  try {
    const db = await store();
    await db.set(key, { savedAt: Date.now(), value });
    writes = (writes + 1) % TIDY_EVERY;
    if (writes === 0) await db.delMany(keysToDrop(await db.entries(), Date.now()));
  } catch {
    // Nothing to tell: the screen shows the live result either way.
  }
}

/** Forgets everything kept for `owner`, or for everyone (null): at log-out and account deletion. */
export async function clearKept(owner: string | null): Promise<void> {
  try {
    const db = await store();
    const keys = (await db.entries())
      .map(([key]) => key)
      .filter((key) => {
        const parts = keptKeyParts(key);
        return parts !== null && (owner === null || parts.owner === owner);
      });
    await db.delMany(keys);
  } catch {
    // The copy could not be read, so it cannot be shown either.
  }
}
