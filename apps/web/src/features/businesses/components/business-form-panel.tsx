import type { ReactNode } from 'react';
import { QueryState } from '../../../ui/query-state.tsx';
import { SidePanel } from '../../../ui/side-panel.tsx';
import { type Company, useAllCompanies } from '../companies.ts';
import { NoBusinessAlert } from './no-business-alert.tsx';

/** A feature's own words for the panel while the businesses load, fail, or are none yet. */
export interface BusinessPanelTexts {
  loading: string;
  failed: string;
  noBusinessTitle: string;
  noBusiness: string;
  addBusiness: string;
}

interface BusinessFormPanelProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size: 'md' | 'lg';
  texts: BusinessPanelTexts;
  /** The form, given the user's businesses (at least one). */
  children: (companies: Company[]) => ReactNode;
}

/**
 * The side panel of a form of something that belongs to a business, once the user's businesses are
 * known: loading and failure said in place, and where they have none yet, where to add one instead.
 */
export function BusinessFormPanel({ opened, onClose, title, size, texts, children }: BusinessFormPanelProps) {
  return (
    <SidePanel opened={opened} onClose={onClose} size={size} title={title}>
      <BusinessesKnown texts={texts}>{children}</BusinessesKnown>
    </SidePanel>
  );
}

// Its own component so that the businesses are asked for only while the panel is open.
function BusinessesKnown({ texts, children }: Pick<BusinessFormPanelProps, 'texts' | 'children'>) {
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
