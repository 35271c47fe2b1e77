/**
 * The first focusable element of a page: hidden until focused, it jumps past the header (or the
 * sign-in page's frame) to the element with `targetId`, which must accept focus (tabIndex -1).
 */
export function SkipLink({ targetId, children }: { targetId: string; children: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="bg-surface-raised text-text rounded-control sr-only z-50 font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
    >
      {children}
    </a>
  );
}
