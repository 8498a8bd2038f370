import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToastWanted, toastsWanted } from '../lib/toast.ts';

const Toasts = lazy(() => import('./Toasts.tsx'));

/** Where the toasts show: nothing, and no code, until the first toast is asked for (lib/toast.ts). */
export function ToastHost() {
  const wanted = useSyncExternalStore(onToastWanted, toastsWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
