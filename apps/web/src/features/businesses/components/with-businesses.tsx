import type { ReactNode } from 'react';
import { QueryState } from '../../../ui/query-state.tsx';
import { type Company, useAllCompanies } from '../companies.ts';
import { NoBusinessAlert } from './no-business-alert.tsx';

interface WithBusinessesProps {
  /** The feature's own words: what is loading, what failed, and why it needs a business. */
  texts: {
    loading: string;
    failed: string;
    noBusinessTitle: string;
    noBusiness: string;
    addBusiness: string;
  };
  children: (companies: Company[]) => ReactNode;
}

/**
 * A form of something that belongs to a business, once the user's businesses are known: loading and
 * failure said in place, and where they have none yet, where to add one instead of the form.
 */
export function WithBusinesses({ texts, children }: WithBusinessesProps) {
  const companies = useAllCompanies();
  return (
    <QueryState
      query={companies}
      loading={texts.loading}
      failed={texts.failed}
      isEmpty={(list) => list.length === 0}
      empty={
        <NoBusinessAlert title={texts.noBusinessTitle} text={texts.noBusiness} addLabel={texts.addBusiness} />
      }
    >
      {children}
    </QueryState>
  );
}
