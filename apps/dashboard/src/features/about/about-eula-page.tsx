import { useStaticText } from '@aq/api/react';
import { Skeleton } from '@aq/ui/skeleton';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserErrorMessage } from '../../lib/user-error';
import { AboutLayout } from './about-layout';

/**
 * About / EULA: the end-user agreement, a static HTML file of the build (foundation §2.4). It is
 * parsed as an inert document and only its text structure is shown (no scripts, styles or
 * handlers), so a replaced file cannot run code in the app. Its headings move one level down.
 */
export default function AboutEulaPage() {
  const { t } = useTranslation('shell');
  const html = useStaticText('/eula.html');
  const errorMessage = useUserErrorMessage();
  const body = useMemo(() => (html.data ? sanitise(html.data) : ''), [html.data]);
  return (
    <AboutLayout>
      {html.isPending ? (
        <Skeleton className="h-64" />
      ) : html.isError ? (
        <p role="alert" className="text-danger text-sm">
          {errorMessage(html.error, t('about.loadingEula'))}
        </p>
      ) : (
        <article
          data-testid="eula-text"
          className="prose-sm flex max-w-3xl flex-col gap-3 text-sm [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6"
          dangerouslySetInnerHTML={{ __html: body }}
        />
      )}
    </AboutLayout>
  );
}

const ALLOWED = new Set([
  'H1',
  'H2',
  'H3',
  'P',
  'UL',
  'OL',
  'LI',
  'STRONG',
  'EM',
  'B',
  'I',
  'BR',
  'SECTION',
]);

/** Keeps only simple text elements without attributes. */
function sanitise(source: string): string {
  const doc = new DOMParser().parseFromString(source, 'text/html');
  const clean = (node: Element) => {
    for (const child of [...node.children]) {
      if (!ALLOWED.has(child.tagName)) {
        child.replaceWith(
          ...(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT'].includes(child.tagName)
            ? []
            : [...child.childNodes]),
        );
        continue;
      }
      for (const attribute of [...child.attributes]) child.removeAttribute(attribute.name);
      clean(child);
    }
  };
  // Unwrapping can expose new children; repeat until stable.
  let before = '';
  while (before !== doc.body.innerHTML) {
    before = doc.body.innerHTML;
    clean(doc.body);
  }
  // The page's own heading is the one h1 (About); the agreement's headings sit one level below.
  for (const heading of [...doc.body.querySelectorAll('h3, h2, h1')]) {
    const lower = doc.createElement(`h${Number(heading.tagName[1]) + 1}`);
    lower.append(...heading.childNodes);
    heading.replaceWith(lower);
  }
  return doc.body.innerHTML;
}
