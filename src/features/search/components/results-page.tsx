import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ProductSummary } from '../../../../core/schemas/catalogue';
import { EmptyState } from '../../../components/empty-state';
import { ErrorNotice } from '../../../components/error-notice';
import { SearchIcon } from '../../../components/icons';
import { LoadingBox } from '../../../components/loading-box';
import { useReleaseAppShellWhen } from '../../../hooks/use-release-app-shell';
import { FIRST_ROW_CARDS, ProductGrid } from '../../../components/product/product-grid';
import { useSearchProducts, type SearchResult } from '../api/search-products';
import { useLogSearchStat } from '../api/log-search-stat';
import { normalizeKeyword } from '../utils/search-keyword';

/** Every loaded product once, with the dot_token of the search page it came from; `pinnedId` first. */
function collectResults(pages: SearchResult[], pinnedId: number | undefined) {
  const tokens = new Map<number, string>();
  const products: ProductSummary[] = [];
  for (const page of pages) {
    for (const product of page.products) {
      if (tokens.has(product.product_id)) continue;
      tokens.set(product.product_id, page.dot_token);
      products.push(product);
    }
  }
  // A picked suggestion (productId in the URL) leads the list.
  const pinned = products.findIndex((p) => p.product_id === pinnedId);
  if (pinned > 0) products.unshift(...products.splice(pinned, 1));
  return { products, tokens };
}

/** Spec §2.1 /results?keyword=…&productId=…, §2.8 Search results. */
export function ResultsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const keyword = normalizeKeyword(params.get('keyword') ?? '');
  const pinnedId = Number(params.get('productId')) || undefined;
  const search = useSearchProducts(keyword);
  const logStat = useLogSearchStat();

  const pages = search.data?.pages ?? [];
  const total = pages[0]?.total ?? 0;
  const { products, tokens } = collectResults(pages, pinnedId);
  const nextPageError = search.isFetchNextPageError ? search.error : null;
  // index.html's shell shows the first row's pictures until the results are in.
  useReleaseAppShellWhen(!keyword || !search.isPending);

  return (
    <div className="container-page py-6 lg:py-10">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-2 border-b border-line pb-4">
        <h1 id="results-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {keyword ? t('search.results_for', { keyword }) : t('search.title')}
        </h1>
        <p role="status" className="text-sm font-medium text-ink-muted">
          {search.isSuccess && total > 0 ? t('search.found', { count: total }) : ''}
        </p>
      </header>

      {!keyword ? (
        <EmptyState title={t('search.title')}>
          <p className="text-sm text-ink-muted">{t('search.no_keyword')}</p>
        </EmptyState>
      ) : search.isPending ? (
        // A screen tall, so the footer does not show and then jump away when the results arrive.
        <div className="min-h-dvh">
          <LoadingBox />
        </div>
      ) : products.length === 0 && search.isError ? (
        <ErrorNotice error={search.error} onRetry={() => void search.refetch()} />
      ) : products.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line-strong bg-surface px-6 py-14 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
            <SearchIcon width={28} height={28} />
          </span>
          <h2 className="text-xl font-bold text-ink">{t('search.no_results_title')}</h2>
          <p className="text-ink-muted">{t('search.no_results_body')}</p>
        </div>
      ) : (
        <>
          <ProductGrid
            products={products}
            labelledBy="results-title"
            cardHeadingLevel={2}
            eagerImages={FIRST_ROW_CARDS}
            onProductOpen={(product) => {
              const dotToken = tokens.get(product.product_id);
              if (dotToken) logStat.mutate({ dot_token: dotToken, product_id: product.product_id, event: 'click' });
            }}
          />
          <div className="mt-8 flex flex-col items-center gap-3">
            {products.length < total ? (
              <p className="text-sm text-ink-muted">{t('search.showing', { shown: products.length, total })}</p>
            ) : null}
            {search.hasNextPage ? (
              <button
                type="button"
                onClick={() => void search.fetchNextPage()}
                disabled={search.isFetchingNextPage}
                aria-busy={search.isFetchingNextPage}
                className="inline-flex items-center gap-2 rounded-control border border-brand-700 bg-surface px-6 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-wait"
              >
                {search.isFetchingNextPage ? (
                  <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700" />
                ) : null}
                {search.isFetchingNextPage ? t('common.loading') : t('search.load_more')}
              </button>
            ) : null}
            {nextPageError ? <ErrorNotice error={nextPageError} onRetry={() => void search.fetchNextPage()} /> : null}
          </div>
        </>
      )}
    </div>
  );
}
