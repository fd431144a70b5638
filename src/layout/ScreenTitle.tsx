import { Title } from 'react-admin';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * A signed-in screen's name: the app bar's heading (the page's one h1, src/layout/Layout.tsx) and the
 * browser tab's title, which may say more (a vehicle's details name the vehicle there).
 */
export function ScreenTitle({ title, tab }: { title: string; tab?: string }) {
  useDocumentTitle(tab ?? title);
  return <Title title={title} />;
}
