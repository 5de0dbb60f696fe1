import clsx from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-store';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FlameIcon, HistoryIcon, SearchIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useCombobox } from '../../../hooks/use-combobox';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useLocalizedPath } from '../../../hooks/use-locale';
import { stripLocale } from '../../../lib/locale';
import { useAutoMatch } from '../api/get-auto-match';
import { useTopSearch } from '../api/get-top-search';
import { useSearchHistory } from '../stores/search-history-store';
import { hasHiddenHistory, historyOwner, visibleHistory } from '../utils/search-history';
import { normalizeKeyword, wantsSuggestions } from '../utils/search-keyword';

const groupLabelClass = 'px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase';

/** Suggestions wait for a short pause in typing. */
const SUGGESTION_DEBOUNCE_MS = 200;

type Option =
  | { kind: 'suggestion'; key: string; text: string; productId: number }
  | { kind: 'history'; key: string; text: string }
  | { kind: 'hot'; key: string; text: string };

/**
 * The navbar search box (spec §2.3): suggestions from 2 characters, otherwise the search history
 * (8 until 'show all') and hot keywords. Enter or the button opens /results?keyword=….
 * Going back and forth shows the keyword of the page; what the buyer is typing is never overwritten
 * by the page their own previous search opens (the route renders in a transition, after the URL).
 */
export function SearchBox({ className }: { className?: string }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const onResults = stripLocale(pathname) === '/results';
  const keyword = onResults ? (params.get('keyword') ?? '') : '';
  return <SearchField keyword={keyword} className={className} />;
}

function SearchField({ keyword, className }: { keyword: string; className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [text, setText] = useState(keyword);
  // When the URL's keyword changes, the text follows it, unless the change is the search this field
  // just sent (the buyer may already be typing the next one).
  const [urlKeyword, setUrlKeyword] = useState(keyword);
  const [sent, setSent] = useState<string | null>(null);
  if (keyword !== urlKeyword) {
    setUrlKeyword(keyword);
    if (keyword !== sent) setText(keyword);
    setSent(null);
  }
  const [open, setOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  // Spec §3: history is kept per username, or under 'notLogin' for guests.
  const owner = historyOwner(useSession((state) => state.user?.username));
  const history = useSearchHistory((s) => s.entries);
  const loadHistory = useSearchHistory((s) => s.load);
  const addHistory = useSearchHistory((s) => s.add);
  useEffect(() => {
    void loadHistory(owner);
  }, [loadHistory, owner]);

  const trimmed = text.trim();
  const suggesting = wantsSuggestions(trimmed);
  const prefix = useDebouncedValue(trimmed, SUGGESTION_DEBOUNCE_MS);
  const suggestions = useAutoMatch(open && suggesting ? prefix : '');
  const hot = useTopSearch({ enabled: open });

  const historyShown = visibleHistory(history, showAll);
  const options: Option[] = suggesting
    ? (suggestions.data ?? []).map((s) => ({ kind: 'suggestion', key: `s-${s.objectID}`, text: s.text, productId: s.product_id }))
    : [
        ...historyShown.map((h): Option => ({ kind: 'history', key: `h-${h}`, text: h })),
        ...(hot.data ?? []).map((k): Option => ({ kind: 'hot', key: `t-${k}`, text: k })),
      ];

  const go = (value: string, productId?: number) => {
    const keywordToSearch = normalizeKeyword(value);
    // Spec §5: empty or whitespace-only input does nothing.
    if (!keywordToSearch) return;
    addHistory(keywordToSearch);
    setText(keywordToSearch);
    setSent(keywordToSearch);
    setOpen(false);
    void navigate(localized(paths.results(keywordToSearch, productId)));
  };

  const combobox = useCombobox({
    id,
    items: options,
    getKey: (o) => o.key,
    open,
    onOpenChange: setOpen,
    onSelect: (option) => go(option.text, option.kind === 'suggestion' ? option.productId : undefined),
    onEnter: () => go(text),
  });

  const panelVisible = open && (options.length > 0 || (!suggesting && hasHiddenHistory(history)));
  const historyCount = suggesting ? 0 : historyShown.length;

  const renderOption = (option: Option, index: number) => (
    <li
      key={option.key}
      {...combobox.getOptionProps(index)}
      className={clsx(
        'cursor-pointer',
        option.kind === 'hot'
          ? 'inline-flex items-center gap-1 rounded-full border px-3 py-1.5 text-sm'
          : 'flex items-center gap-2.5 rounded-md px-3 py-2 text-sm',
        index === combobox.activeIndex
          ? option.kind === 'hot'
            ? 'border-brand-700 bg-brand-50 text-brand-900'
            : 'bg-brand-50 text-brand-900'
          : option.kind === 'hot'
            ? 'border-line bg-surface text-ink hover:border-brand-300'
            : 'text-ink hover:bg-canvas',
      )}
    >
      {option.kind === 'history' ? <HistoryIcon width={16} height={16} className="shrink-0 text-ink-muted" /> : null}
      {option.kind === 'suggestion' ? <SearchIcon width={16} height={16} className="shrink-0 text-ink-muted" /> : null}
      <span className="truncate">{option.text}</span>
    </li>
  );

  return (
    <div
      ref={wrapper}
      role="search"
      className={clsx('relative', className)}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          go(text);
        }}
        className="flex h-11 items-stretch overflow-hidden rounded-control border border-line-strong bg-surface focus-within:border-brand-700 focus-within:ring-1 focus-within:ring-brand-700"
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('search.label')}
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          type="search"
          enterKeyHint="search"
          value={text}
          placeholder={t('search.placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          {...combobox.inputProps}
          aria-expanded={panelVisible}
          className="min-w-0 flex-1 bg-transparent px-3.5 text-sm text-ink placeholder:text-ink-muted focus:outline-none [&::-webkit-search-cancel-button]:cursor-pointer"
        />
        <button
          type="submit"
          className="inline-flex shrink-0 items-center gap-1.5 bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <SearchIcon width={18} height={18} />
          <span className="sr-only sm:not-sr-only">{t('search.button')}</span>
        </button>
      </form>

      <div
        hidden={!panelVisible}
        className="absolute inset-x-0 top-full z-40 mt-1.5 max-h-[min(70dvh,32rem)] overflow-y-auto rounded-card border border-line bg-surface p-2 shadow-raised"
      >
        <div {...combobox.listboxProps} aria-label={suggesting ? t('search.suggestions') : t('search.history_and_hot')}>
          {suggesting ? (
            <ul role="none">{options.map(renderOption)}</ul>
          ) : (
            <>
              {historyCount > 0 ? (
                <ul role="group" aria-labelledby={`${id}-history`}>
                  <li role="presentation" id={`${id}-history`} className={groupLabelClass}>
                    {t('search.history')}
                  </li>
                  {options.slice(0, historyCount).map((option, index) => renderOption(option, index))}
                </ul>
              ) : null}
              {options.length > historyCount ? (
                <ul
                  role="group"
                  aria-labelledby={`${id}-hot`}
                  className={clsx('flex flex-wrap gap-2 px-3 pb-2', historyCount > 0 && 'mt-2 border-t border-line pt-2')}
                >
                  <li role="presentation" id={`${id}-hot`} className={clsx(groupLabelClass, '-mx-3 flex basis-full items-center gap-1.5')}>
                    <FlameIcon width={14} height={14} className="text-warning-800" />
                    {t('search.hot')}
                  </li>
                  {options.slice(historyCount).map((option, index) => renderOption(option, historyCount + index))}
                </ul>
              ) : null}
            </>
          )}
        </div>
        {!suggesting && hasHiddenHistory(history) ? (
          <button
            type="button"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setShowAll((v) => !v)}
            aria-expanded={showAll}
            className="mt-1 w-full rounded-md px-3 py-2 text-left text-sm font-semibold text-brand-800 hover:bg-canvas"
          >
            {showAll ? t('search.show_less') : t('search.show_all', { count: history.length })}
          </button>
        ) : null}
      </div>
    </div>
  );
}
