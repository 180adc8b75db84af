import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import direction of docs/architecture.md is enforced by eslint.config.js; this proves the rule bites.
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImportErrors(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').length;
}

describe('import direction lint rule', () => {
  it.each([
    ['src/web/routes/x.tsx', "import { createApp } from '../../server/app.ts';\nexport const a = createApp;\n", 1],
    ['src/web/routes/x.tsx', "import { openDatabase } from '../../db/connection.ts';\nexport const a = openDatabase;\n", 1],
    ['src/web/routes/x.tsx', "import { CATEGORIES } from '../../domain/categories.ts';\nexport const a = CATEGORIES;\n", 0],
    ['src/domain/x.ts', "import { articles } from '../db/schema.ts';\nexport const a = articles;\n", 1],
    ['src/db/x.ts', "import { ingestFeeds } from '../pipeline/ingestFeeds.ts';\nexport const a = ingestFeeds;\n", 1],
    ['src/pipeline/x.ts', "import { createApp } from '../server/app.ts';\nexport const a = createApp;\n", 1],
    ['src/server/x.ts', "import { ingestFeeds } from '../pipeline/ingestFeeds.ts';\nexport const a = ingestFeeds;\n", 0],
    ['src/policies/x.ts', "import { articles } from '../db/schema.ts';\nexport const a = articles;\n", 1],
    ['src/policies/x.ts', "import { ROLES } from '../domain/roles.ts';\nexport const a = ROLES;\n", 0],
    ['src/services/x.ts', "import { can } from '../policies/can.ts';\nexport const a = can;\n", 0],
    ['src/web/routes/x.tsx', "import { can } from '../../policies/can.ts';\nexport const a = can;\n", 1],
    ['src/db/x.ts', "import { can } from '../policies/can.ts';\nexport const a = can;\n", 1],
  ])('%s importing %j → %i errors', async (file, code, errors) => {
    expect(await restrictedImportErrors(file, code)).toBe(errors);
  });
});
