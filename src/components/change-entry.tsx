/** One field of an audited change: its name and its values before and after (null: none). */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

/**
 * One entry of a back-office history (a product's, a customer's, a promotion's): who changed what and
 * when, then each changed field before and after. The caller gives the heading line and the column names.
 */
export function ChangeEntry({ heading, changes, columns }: { heading: string; changes: readonly FieldChange[]; columns: { field: string; before: string; after: string } }) {
  return (
    <li className="rounded-card border border-line p-3">
      <p className="text-sm font-semibold text-ink">{heading}</p>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-xs">
          <thead className="text-ink-muted">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">{columns.field}</th>
              <th scope="col" className="py-1 pr-3 font-medium">{columns.before}</th>
              <th scope="col" className="py-1 font-medium">{columns.after}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.field} className="border-t border-line align-top">
                <th scope="row" className="py-1 pr-3 font-mono font-normal">{c.field}</th>
                <td className="py-1 pr-3 font-mono break-all text-ink-muted">{c.before ?? '—'}</td>
                <td className="py-1 font-mono break-all">{c.after ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </li>
  );
}
