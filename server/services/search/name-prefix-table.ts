import { isCjk, textRuns } from './search-tokenize';

/** A name or a query as its folded words joined by one space: "Beef Short Ribs, Korean Cut" → "beef short ribs korean cut". */
export function nameKey(text: string): string {
  return textRuns(text).join(' ');
}

export interface PrefixMatch {
  /** Position of the product in the list the table was built from. */
  index: number;
  /** 0: the whole name, 1: the start of the name, 2: the start of a later word (any character in Chinese). */
  tier: number;
}

/**
 * The suggestions' fast path for one language: every product name, with an entry at each word start
 * (each character in Chinese, which has no spaces), bucketed by the entry's first two characters.
 * What is typed is then looked up in one bucket, with no scoring of thousands of MiniSearch hits:
 * a two-letter prefix over 20,000 products costs microseconds, where a MiniSearch prefix query
 * costs tens of milliseconds. MiniSearch still answers whatever this misses (typos, other
 * languages, words out of order).
 */
export class NamePrefixTable {
  private readonly keys: string[];
  /** First two characters at a word start → flat pairs [name index, position, …]. */
  private readonly buckets = new Map<string, number[]>();

  constructor(names: readonly string[]) {
    this.keys = names.map(nameKey);
    this.keys.forEach((key, index) => {
      let offset = 0;
      for (const run of key.split(' ')) {
        const starts = isCjk(run) ? run.length : 1;
        for (let i = 0; i < starts; i++) {
          const pos = offset + i;
          if (pos + 1 >= key.length) break;
          const head = key.slice(pos, pos + 2);
          let bucket = this.buckets.get(head);
          if (!bucket) this.buckets.set(head, (bucket = []));
          bucket.push(index, pos);
        }
        offset += run.length + 1;
      }
    });
  }

  /** Up to `k` names holding `query` at a word start, best first: by tier, then shorter names. */
  top(query: string, k: number): PrefixMatch[] {
    const q = nameKey(query);
    if (q.length < 2) return [];
    const bucket = this.buckets.get(q.slice(0, 2));
    if (!bucket) return [];
    // Kept sorted, at most k long: [index, rank] with rank = tier, then length.
    const best: { index: number; tier: number; rank: number }[] = [];
    for (let i = 0; i < bucket.length; i += 2) {
      const index = bucket[i]!;
      const pos = bucket[i + 1]!;
      const key = this.keys[index]!;
      if (!key.startsWith(q, pos)) continue;
      const tier = pos > 0 ? 2 : key.length === q.length ? 0 : 1;
      const rank = tier * 100_000 + key.length;
      if (best.length === k && rank >= best[k - 1]!.rank) continue;
      const seen = best.findIndex((b) => b.index === index);
      if (seen >= 0) {
        if (best[seen]!.rank <= rank) continue;
        best.splice(seen, 1);
      }
      let at = best.length;
      while (at > 0 && best[at - 1]!.rank > rank) at--;
      best.splice(at, 0, { index, tier, rank });
      if (best.length > k) best.pop();
    }
    return best.map(({ index, tier }) => ({ index, tier }));
  }
}
