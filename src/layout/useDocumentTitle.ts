import { useEffect } from 'react';
import { useGetResourceLabel, useResourceContext, useTranslate } from 'ra-core';

/**
 * The browser tab's title: the screen's name, then Fleet's ("Vehicles · Fleet"), so that tabs, the
 * history and a screen reader arriving on a page tell screens apart (docs/accessibility.md). Back to
 * "Fleet" alone when the screen goes.
 */
export function useDocumentTitle(screen: string | undefined): void {
  const translate = useTranslate();
  useEffect(() => {
    const app = translate('fleet.app.name');
    document.title = screen ? `${screen} · ${app}` : app;
    return () => {
      document.title = app;
    };
  }, [screen, translate]);
}

/** A list's tab title: the resource's name, as react-admin shows it in the app bar ("Vehicles · Fleet"). */
export function useListDocumentTitle(): void {
  const getResourceLabel = useGetResourceLabel();
  useDocumentTitle(getResourceLabel(useResourceContext() ?? '', 2));
}
