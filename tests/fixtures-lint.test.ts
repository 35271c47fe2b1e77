import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });
const IMPORT =
  "import { STORY_PROJECTS } from '../../__fixtures__/projects';\nexport { STORY_PROJECTS };\n";

async function restricted(file: string): Promise<string[]> {
  const [result] = await eslint.lintText(IMPORT, { filePath: join(ROOT, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('the dashboard’s story fixtures', () => {
  it('cannot be imported by a screen or any other product file', async () => {
    expect(await restricted('apps/dashboard/src/features/projects/projects-page.tsx')).toEqual([
      expect.stringContaining('Fixtures are for stories and tests'),
    ]);
    expect(await restricted('apps/dashboard/src/shell/x.ts')).toHaveLength(1);
  }, 60_000); // the first lint loads the whole configuration

  it('can be imported by stories, tests and other fixtures', async () => {
    expect(await restricted('apps/dashboard/src/features/projects/x.stories.tsx')).toEqual([]);
    expect(await restricted('apps/dashboard/src/features/projects/x.test.ts')).toEqual([]);
    expect(await restricted('apps/dashboard/src/__fixtures__/more/x.ts')).toEqual([]);
  }, 60_000);
});
