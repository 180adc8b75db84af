/** Fetching GET /api/live-platform-data and keeping the last good answer in localStorage (public-site §9 cache fallback). */
import { livePlatformDataSchema, type LivePlatformData } from '../../domain/livePlatformData.ts';

export const LIVE_PLATFORM_DATA_URL = '/api/live-platform-data';
/** localStorage key (product-specific, like `cei-theme`). */
export const PLATFORM_DATA_STORAGE_KEY = 'cei-live-platform-data';
/** One try gives up after this long, so a hung request counts as a failure instead of blocking the retries. */
const REQUEST_TIMEOUT_MS = 15_000;

/** One request; rejects on a network error, a non-2xx answer, a timeout or a body that does not match the schema. */
export async function fetchLivePlatformData(): Promise<LivePlatformData> {
  const res = await fetch(LIVE_PLATFORM_DATA_URL, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`live platform data: HTTP ${res.status}`);
  const body = (await res.json()) as { data?: unknown };
  return livePlatformDataSchema.parse(body.data);
}

/** The saved answer, or null when there is none, storage is unavailable or it no longer matches the schema. */
export function readSavedPlatformData(): LivePlatformData | null {
  try {
    const raw = window.localStorage.getItem(PLATFORM_DATA_STORAGE_KEY);
    if (!raw) return null;
    const parsed = livePlatformDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function savePlatformData(data: LivePlatformData): void {
  try {
    window.localStorage.setItem(PLATFORM_DATA_STORAGE_KEY, JSON.stringify(data));
  } catch {
    /* storage full or disabled: the fallback is simply unavailable */
  }
}
