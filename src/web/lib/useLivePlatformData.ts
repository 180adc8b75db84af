/** The side widgets' data in React: runs the widget controller (lib/widgetRefresh) in the browser only. */
import { useEffect, useRef, useState } from 'react';
import type { LivePlatformData } from '../../domain/livePlatformData.ts';
import { fetchLivePlatformData, readSavedPlatformData, savePlatformData } from './livePlatformDataClient.ts';
import { createWidgetController, type WidgetController, type WidgetState } from './widgetRefresh.ts';

const INITIAL: WidgetState<LivePlatformData> = { data: null, fromCache: false, status: 'loading', attempt: 1, failedRefreshes: 0 };

/** The current state and a Retry action. The server render and the first client render show the loading state. */
export function useLivePlatformData(): { state: WidgetState<LivePlatformData>; retry: () => void } {
  const [state, setState] = useState(INITIAL);
  const controller = useRef<WidgetController<LivePlatformData> | null>(null);

  useEffect(() => {
    const c = createWidgetController<LivePlatformData>({
      load: fetchLivePlatformData,
      readCache: readSavedPlatformData,
      writeCache: savePlatformData,
      isVisible: () => document.visibilityState === 'visible',
      onChange: setState,
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (h) => window.clearTimeout(h as number),
    });
    controller.current = c;
    const onVisibility = () => c.visibilityChanged();
    document.addEventListener('visibilitychange', onVisibility);
    c.start();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      c.stop();
      controller.current = null;
    };
  }, []);

  return { state, retry: () => controller.current?.retry() };
}
