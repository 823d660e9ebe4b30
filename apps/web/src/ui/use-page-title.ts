import { useEffect } from 'react';
import { APP_NAME } from './brand.ts';

/** Sets document.title to "<screen> · Sorted" while the screen is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
