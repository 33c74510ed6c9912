// Runs before `npm run ask` / `npm run simulate`: builds dist/ only when it does not exist yet.
// It never rebuilds an existing dist/, because a server started with `npm start` may be running
// from it; when src/ is newer it says so and leaves rebuilding to `npm run build`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'dist', 'cli', 'hearth.js');

if (!existsSync(entry)) {
  process.stderr.write('dist/ is missing: building it once (npm run build)…\n');
  execFileSync(
    process.execPath,
    [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  execFileSync(process.execPath, [join(root, 'scripts', 'latin1-sources.js'), join(root, 'dist')], {
    cwd: root,
    stdio: 'inherit',
  });
} else {
  const builtAt = statSync(entry).mtimeMs;
  const newer = readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true }).some(
    (file) =>
      file.isFile() &&
      file.name.endsWith('.ts') &&
      statSync(join(file.parentPath, file.name)).mtimeMs > builtAt,
  );
  if (newer)
    process.stderr.write(
      'note: src/ changed since the last build; run `npm run build` to use the changes.\n',
    );
}
