import { Pagination } from '@mantine/core';
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
