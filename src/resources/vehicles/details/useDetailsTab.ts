import { useSearchParams } from 'react-router-dom';

const DETAILS_TABS = [
  'info',
  'general',
  'mandatory',
  'documents',
  'fuel',
  'meter',
  'inspections',
  'issues',
  'work-orders',
  'history',
] as const;
export type DetailsTab = (typeof DETAILS_TABS)[number];

/**
 * The open tab lives in the URL (`?tab=general`, `?tab=fuel`, `?tab=issues`, `?tab=work-orders`, `?tab=history`), so a reload or a shared link shows the
 * same tab; the vehicle info, the initial tab, keeps the URL clean. Switching tabs replaces the history
 * entry, so "back" leaves the page rather than stepping through tabs.
 */
export function useDetailsTab(): [DetailsTab, (tab: DetailsTab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const tab = DETAILS_TABS.find((known) => known === asked) ?? 'info';
  const setTab = (next: DetailsTab) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'info') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  return [tab, setTab];
}
