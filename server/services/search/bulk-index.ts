import MiniSearch, { type Options } from 'minisearch';

/** One indexed field: its text in a document, and whether that text repeats across documents. */
export interface BulkField<T> {
  name: string;
  text: (doc: T) => string;
  /** Pack sizes and category names repeat thousands of times: tokenize each distinct text once. */
  repeats?: boolean;
  tokenize: (text: string) => string[];
}

/** term → field id → short document id → term frequency: MiniSearch's own posting layout. */
type Postings = Map<string, Map<number, Map<number, number>>>;

/**
 * A MiniSearch index built in one pass, holding exactly what `addAll` would build (the unit tests
 * compare both). Why: `add` inserts every token occurrence into MiniSearch's radix tree, whose nodes
 * scan their children linearly, and Chinese text gives the root thousands of children (one per
 * distinct character): 20,000 products took over 4 s. Counting postings in hash maps and inserting
 * each distinct term once takes a fraction of that. It fills the protected fields that
 * `MiniSearch.loadJS` fills (minisearch is pinned; its types check the names).
 */
class BulkMiniSearch<T> extends MiniSearch<T> {
  constructor(options: Options<T>, ids: number[], fieldLength: Map<number, number[]>, averageFieldLength: number[], postings: Postings) {
    super(options);
    this._documentCount = ids.length;
    this._nextId = ids.length;
    this._documentIds = new Map(ids.map((id, shortId) => [shortId, id]));
    this._idToShortId = new Map(ids.map((id, shortId) => [id, shortId]));
    this._fieldIds = Object.fromEntries(options.fields.map((f, i) => [f, i]));
    this._fieldLength = fieldLength;
    this._avgFieldLength = averageFieldLength;
    this._storedFields = new Map();
    this._dirtCount = 0;
    for (const [term, data] of postings) this._index.set(term, data);
  }
}

export function bulkMiniSearch<T>(
  docs: readonly T[],
  id: (doc: T) => number,
  fields: readonly BulkField<T>[],
  options: Omit<Options<T>, 'fields'>,
): MiniSearch<T> {
  const postings: Postings = new Map();
  const ids: number[] = [];
  const fieldLength = new Map<number, number[]>();
  const lengthSums = fields.map(() => 0);
  // A repeated text resolves to the posting maps of its terms once.
  const repeated = fields.map(() => new Map<string, Map<number, number>[]>());

  const postingsOf = (term: string, fieldId: number): Map<number, number> => {
    let perField = postings.get(term);
    if (!perField) postings.set(term, (perField = new Map()));
    let docsWithTerm = perField.get(fieldId);
    if (!docsWithTerm) perField.set(fieldId, (docsWithTerm = new Map()));
    return docsWithTerm;
  };

  for (let shortId = 0; shortId < docs.length; shortId++) {
    const doc = docs[shortId]!;
    ids.push(id(doc));
    const lengths: number[] = [];
    for (let fieldId = 0; fieldId < fields.length; fieldId++) {
      const field = fields[fieldId]!;
      const text = field.text(doc);
      let lists: Map<number, number>[];
      if (field.repeats) {
        const cache = repeated[fieldId]!;
        let cached = cache.get(text);
        if (!cached) cache.set(text, (cached = field.tokenize(text).map((term) => postingsOf(term, fieldId))));
        lists = cached;
      } else {
        lists = field.tokenize(text).map((term) => postingsOf(term, fieldId));
      }
      // MiniSearch's field length is the number of distinct terms; a term's frequency counts repeats.
      let distinct = 0;
      for (const list of lists) {
        const seen = list.get(shortId);
        if (seen === undefined) distinct++;
        list.set(shortId, (seen ?? 0) + 1);
      }
      lengths.push(distinct);
      lengthSums[fieldId]! += distinct;
    }
    fieldLength.set(shortId, lengths);
  }

  const averages = lengthSums.map((sum) => (docs.length > 0 ? sum / docs.length : 0));
  return new BulkMiniSearch<T>({ ...options, fields: fields.map((f) => f.name) }, ids, fieldLength, averages, postings);
}
