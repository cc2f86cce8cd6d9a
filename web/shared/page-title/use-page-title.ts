import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** A page's `document.title`: "<title> · Live Classroom" (the product name alone when it has none). */
export function documentTitle(productName: string, title: string | null): string {
  return title === null || title === '' ? productName : `${title} · ${productName}`;
}

/**
 * For a page that names itself (its route's `titleKey` is null in
 * web/app/page-routes.ts: landing and skill pages from their data, "coming
 * soon" and not-found pages): sets `document.title` once the title is known.
 * The layout sets the route's title in a layout effect, so this passive effect
 * runs after it and wins. Null leaves the layout's title.
 */
export function usePageTitle(title: string | null): void {
  const { t } = useTranslation();
  const productName = t('app.productName');
  useEffect(() => {
    if (title !== null) document.title = documentTitle(productName, title);
  }, [title, productName]);
}
