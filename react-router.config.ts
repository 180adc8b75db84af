import type { Config } from '@react-router/dev/config';

/** React Router framework mode: server-rendered pages, app code under src/web. */
export default {
  appDirectory: 'src/web',
  buildDirectory: 'build',
  ssr: true,
  future: { v8_trailingSlashAwareDataRequests: true },
} satisfies Config;
