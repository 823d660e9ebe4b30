import type { Frequency } from '@sorted/core/recurring/schedule';
import type { TFunction } from 'i18next';

// The keys written out, so that the locale check sees each one used.

export function frequencyLabel(t: TFunction, frequency: Frequency): string {
  switch (frequency) {
    case 'weekly':
      return t('recurring.frequency.weekly');
    case 'fortnightly':
      return t('recurring.frequency.fortnightly');
    case 'monthly':
      return t('recurring.frequency.monthly');
    case 'quarterly':
      return t('recurring.frequency.quarterly');
    case 'yearly':
      return t('recurring.frequency.yearly');
  }
}

export function scheduleStatusLabel(t: TFunction, status: 'active' | 'paused' | 'ended'): string {
  switch (status) {
    case 'active':
      return t('recurring.status.active');
    case 'paused':
      return t('recurring.status.paused');
    case 'ended':
      return t('recurring.status.ended');
  }
}
