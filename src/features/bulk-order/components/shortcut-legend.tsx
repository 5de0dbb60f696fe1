import { useTranslation } from 'react-i18next';

const KEYS = [
  ['enter_pick', ['Enter']],
  ['enter_next', ['Enter']],
  ['arrows', ['↑', '↓']],
  ['escape', ['Esc']],
  ['remove', ['Ctrl', 'Delete']],
  ['undo', ['Ctrl', 'Z']],
  ['redo', ['Ctrl', 'Shift', 'Z']],
  ['redo_alt', ['Ctrl', 'Y']],
  ['guide', ['Alt', 'G']],
  ['add', ['Ctrl', 'Enter']],
] as const;

/** The keys of the grid, always on screen (the grid is meant to be used without the mouse). */
export function ShortcutLegend() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="bulk-keys-title" className="rounded-card border border-line bg-surface p-4 shadow-card">
      <h2 id="bulk-keys-title" className="text-sm font-bold text-ink">
        {t('bulk.keys.title')}
      </h2>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2 lg:grid-cols-1">
        {KEYS.map(([name, keys]) => (
          <div key={name} className="flex items-baseline justify-between gap-3">
            <dt className="text-ink-muted">{t(`bulk.keys.${name}`)}</dt>
            <dd className="flex shrink-0 gap-1">
              {keys.map((key) => (
                <kbd key={key} className="rounded border border-line-strong bg-canvas px-1.5 py-0.5 font-mono text-xs text-ink">
                  {key}
                </kbd>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
