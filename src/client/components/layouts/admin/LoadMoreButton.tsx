import { t } from '@shared/i18n/console/shell';

/** The next page of a console list paged by cursor (audit log, mails), when there is one. */
export function LoadMoreButton({
  list,
  pageSize,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  pageSize: number;
}) {
  if (!list.hasNextPage) return null;
  return (
    <p>
      <button
        type="button"
        className="button"
        disabled={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
      >
        {t('loadMore', { count: pageSize })}
      </button>
    </p>
  );
}
