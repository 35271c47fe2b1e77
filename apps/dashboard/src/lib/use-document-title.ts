import { useEffect } from 'react';
import { useAppConfig } from './app-config';
import { pageTitle } from './page-title';

/** Sets the document title "topic - section | product" while the page is shown (foundation §2.3). */
export function useDocumentTitle(parts: { topic?: string | null; section?: string | null }) {
  const { ProductName } = useAppConfig();
  const title = pageTitle({ ...parts, product: ProductName });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
