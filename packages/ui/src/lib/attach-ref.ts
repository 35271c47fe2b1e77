import type { Ref } from 'react';

/** Hands a node to a caller's ref (object or callback) and returns how to detach it again. */
export function attachRef<T>(ref: Ref<T> | undefined, node: T): () => void {
  if (typeof ref === 'function') {
    const cleanup = ref(node);
    return () => (typeof cleanup === 'function' ? cleanup() : ref(null));
  }
  if (ref) ref.current = node;
  return () => {
    if (ref) ref.current = null;
  };
}
