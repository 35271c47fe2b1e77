import { IconButton } from '@aq/ui/icon-button';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The pager under a server-paged licence table (pages of 10, numbered from 1): "Page 2 of 5",
 * "11–20 of 42", previous and next.
 */
export function LicencePager({
  page,
  pageCount,
  itemCount,
  pageSize,
  onPageChange,
  testId,
}: {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are. */
  pageCount: number;
  /** How many rows match. */
  itemCount: number;
  /** Rows per page. */
  pageSize: number;
  /** Called with the page to show, from 1. */
  onPageChange: (page: number) => void;
  /** data-testid of the pager. */
  testId?: string;
}) {
  const { t } = useTranslation('licensing');
  if (itemCount === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(itemCount, page * pageSize);
  return (
    <nav
      aria-label={t('pager.label')}
      className="text-text-muted flex flex-wrap items-center justify-end gap-x-4 gap-y-2 text-sm"
      data-testid={testId}
    >
      <span aria-live="polite">{t('pager.range', { first, last, count: itemCount })}</span>
      <span>{t('pager.page', { page, count: Math.max(1, pageCount) })}</span>
      <span className="flex gap-1">
        <IconButton
          label={t('pager.previous')}
          icon={<ChevronLeft />}
          variant="ghost"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        />
        <IconButton
          label={t('pager.next')}
          icon={<ChevronRight />}
          variant="ghost"
          size="sm"
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
        />
      </span>
    </nav>
  );
}
