import { Center, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ListPaginationProps {
  total: number;
  value: number;
  onChange: (page: number) => void;
}

/** Page numbers under a list, with names a screen reader can say ("Page 3", "Next page"). */
export function ListPagination({ total, value, onChange }: ListPaginationProps) {
  const { t } = useTranslation();
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      getControlProps={(control) => ({
        'aria-label': control === 'previous' ? t('common.previousPage') : t('common.nextPage'),
      })}
      getItemProps={(item) => ({ 'aria-label': t('common.pageN', { page: item }) })}
    />
  );
}

/** A URL-paged list's page numbers, shown when there is more than one page; a new page starts at the top. */
export function ListPager({
  pages,
  list,
}: {
  pages: number;
  list: { page: number; setPage: (page: number) => void };
}) {
  if (pages <= 1) return null;
  return (
    <Center>
      <ListPagination
        total={pages}
        value={Math.min(list.page, pages)}
        onChange={(next) => {
          list.setPage(next);
          window.scrollTo({ top: 0 });
        }}
      />
    </Center>
  );
}
