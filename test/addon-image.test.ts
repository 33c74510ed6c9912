// The image recipe without a Docker engine: build.yaml, the Dockerfile's structure, the build context.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
const dockerfile = DockerfileParser.parse(read('Dockerfile'));
const config = parse(read('config.yaml')) as { arch: string[]; name: string; url: string };
const build = parse(read('build.yaml')) as Record<string, unknown>;
const packageJson = JSON.parse(read('package.json')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Instructions grouped by stage, in order; index 0 is the build stage, the last one the image. */
function stages(): Instruction[][] {
  const result: Instruction[][] = [];
  for (const instruction of dockerfile.getInstructions()) {
    if (instruction.getKeyword() === 'FROM') result.push([]);
    result.at(-1)?.push(instruction);
  }
  return result;
}
const keyword = (stage: Instruction[], name: string): Instruction[] =>
  stage.filter((instruction) => instruction.getKeyword() === name);
const argumentsOf = (instruction: Instruction): string[] =>
  instruction.getArguments().map((argument) => argument.getValue());
/** `--name=value` flags of COPY and HEALTHCHECK, which the arguments leave out. */
const flagsOf = (instruction: Instruction): Map<string, string | null> =>
  new Map(
    (instruction as unknown as { getFlags(): { getName(): string; getValue(): string | null }[] })
      .getFlags()
      .map((flag) => [flag.getName(), flag.getValue()]),
  );
const runText = (stage: Instruction[]): string =>
  keyword(stage, 'RUN')
    .map((instruction) => instruction.getArgumentsContent() ?? '')
    .join('\n');

const initialArg = (name: string): string | null | undefined =>
  dockerfile
    .getInitialARGs()
    .find((arg) => arg.getProperty()?.getName() === name)
    ?.getProperty()
    ?.getValue();
const BASE = initialArg('BUILD_FROM');

describe('build.yaml and the base image', () => {
  it('pins a Home Assistant base image (Alpine with s6-overlay) before the first FROM', () => {
    expect(BASE).toMatch(/^ghcr\.io\/home-assistant\/(?:[a-z0-9]+-)?base:\d+\.\d+$/);
  });

  it('builds with the official Node image and runs on BUILD_FROM', () => {
    const froms = dockerfile.getFROMs();
    expect(froms.map((from) => from.getImage())).toEqual(['node:${NODE_VERSION}-alpine', '${BUILD_FROM}']);
  });

  it('pins a Node major that package.json allows and no older than the Node running this test', () => {
    // The publish workflow tests on NODE_VERSION itself (test/release-workflow.test.ts); a run on an older
    // Node that package.json still allows (engines) tests the floor.
    const image = Number(initialArg('NODE_VERSION'));
    const floor = Number(/>=(\d+)/.exec(packageJson.engines.node)?.[1]);
    expect(image % 2, 'an LTS (even) major').toBe(0);
    expect(image).toBeGreaterThanOrEqual(Number(process.versions.node.split('.')[0]));
    expect(image).toBeGreaterThanOrEqual(floor);
    // And nothing installs Alpine's nodejs, whose major follows the base image instead.
    expect(read('Dockerfile')).not.toMatch(/apk add[^\n]*\bnodejs\b/);
  });

  it('gives build_from for exactly the arches of config.yaml, equal to the Dockerfile default', () => {
    const buildFrom = build.build_from as Record<string, string>;
    expect(Object.keys(buildFrom).sort()).toEqual([...config.arch].sort());
    for (const arch of config.arch) expect(buildFrom[arch], arch).toBe(BASE);
    expect(Object.keys(build).filter((key) => !['build_from', 'args', 'labels'].includes(key))).toEqual([]);
  });
});

describe('Dockerfile', () => {
  it('has a build stage that installs all dependencies and compiles, and one runtime stage', () => {
    const [builder, runtime, ...rest] = stages();
    expect(rest).toEqual([]);
    expect(dockerfile.getFROMs()[0]!.getBuildStage()).toBe('build');
    expect(runText(builder!)).toMatch(/\bnpm ci\b/);
    expect(runText(builder!)).toMatch(/\bnpm run build\b/);
    // Sources kept one byte per character in memory: dist/ by the build, the dependencies after the prune.
    expect(runText(builder!)).toMatch(
      /npm prune --omit=dev[^\n]*&& node scripts\/latin1-sources\.js node_modules/,
    );
    expect(runText(runtime!)).not.toMatch(/\bnpm run build\b|\btsc\b/);
  });

  it('prunes dev dependencies before the runtime copies node_modules, and ships no npm', () => {
    expect(runText(stages()[0]!)).toMatch(/npm prune --omit=dev/);
    const runtime = stages()[1]!;
    expect(runText(runtime)).not.toMatch(/\bnpm\b/);
    const copies = keyword(runtime, 'COPY').map((instruction) => argumentsOf(instruction).join(' '));
    expect(copies).toContain('/usr/local/bin/node /usr/local/bin/node');
    expect(copies).toContain('/build/node_modules ./node_modules');
  });

  it('copies dist from the build stage and rootfs to /, and no sources or tests into the runtime', () => {
    const copies = keyword(stages()[1]!, 'COPY').map((instruction) => ({
      from: flagsOf(instruction).get('from'),
      paths: argumentsOf(instruction).join(' '),
    }));
    expect(copies).toContainEqual({ from: 'build', paths: '/build/dist ./dist' });
    expect(copies).toContainEqual({ from: undefined, paths: 'rootfs /' });
    const fromContext = copies.filter((copy) => copy.from === undefined);
    expect(fromContext.filter((copy) => /\b(src|test|node_modules)\b/.test(copy.paths))).toEqual([]);
  });

  it('starts nothing itself: s6-overlay from the base image runs the service', () => {
    const runtime = stages()[1]!;
    expect(keyword(runtime, 'ENTRYPOINT')).toEqual([]);
    expect(keyword(runtime, 'CMD')).toEqual([]);
  });

  it('checks health by speaking Wyoming describe with the compiled healthcheck on the add-on port', () => {
    const [healthcheck, ...others] = keyword(stages()[1]!, 'HEALTHCHECK');
    expect(others).toEqual([]);
    const flags = flagsOf(healthcheck!);
    for (const flag of ['start-period', 'interval', 'timeout'])
      expect(flags.get(flag), flag).toMatch(/^\d+s$/);
    // --start-interval needs Docker Engine 25; many Home Assistant OS hosts run older engines.
    expect(flags.has('start-interval')).toBe(false);
    const text = healthcheck!.getArgumentsContent() ?? '';
    const command = JSON.parse(text.slice(text.indexOf('['))) as string[];
    expect(command.slice(0, 2)).toEqual(['node', '/app/dist/cli/healthcheck.js']);
    expect(command.join(' ')).toContain('--port 10500');
    expect(existsSync(join(ROOT, 'src/cli/healthcheck.ts'))).toBe(true);
    expect(text).toContain('CMD');
  });

  it('labels the image the way the Supervisor does', () => {
    const labels = new Map(
      keyword(stages()[1]!, 'LABEL').flatMap((instruction) =>
        (instruction as unknown as { getProperties(): { getName(): string; getValue(): string | null }[] })
          .getProperties()
          .map((property) => [property.getName(), property.getValue()] as const),
      ),
    );
    expect(labels.get('io.hass.type')).toBe('app');
    expect(labels.get('io.hass.arch')).toBe('${BUILD_ARCH}');
    expect(labels.get('io.hass.version')).toBe('${BUILD_VERSION}');
    expect(labels.get('io.hass.name')).toBe(config.name);
    expect(labels.get('io.hass.url')).toBe(config.url);
    const runtimeArgs = keyword(stages()[1]!, 'ARG').flatMap(argumentsOf);
    expect(runtimeArgs).toEqual(expect.arrayContaining(['BUILD_ARCH', 'BUILD_VERSION']));
  });

  it('uses no :latest tag and no ADD', () => {
    expect(read('Dockerfile')).not.toMatch(/:latest\b/);
    expect(dockerfile.getInstructions().filter((instruction) => instruction.getKeyword() === 'ADD')).toEqual(
      [],
    );
  });
});

describe('the build context', () => {
  const ignore = read('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

  it('starts from nothing and lets in each path the Dockerfile copies, which exists', () => {
    expect(ignore[0]).toBe('*');
    const sources = stages()
      .flatMap((stage) => keyword(stage, 'COPY'))
      .filter((instruction) => !flagsOf(instruction).has('from'))
      .flatMap((instruction) => argumentsOf(instruction).slice(0, -1));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(ignore, source).toContain(`!${source}`);
      expect(existsSync(join(ROOT, source)), source).toBe(true);
    }
  });

  it('never lets in node_modules, dist, .git or tests', () => {
    for (const path of ['node_modules', 'dist', '.git', 'test']) {
      expect(ignore.filter((line) => line.startsWith('!') && line.slice(1).startsWith(path))).toEqual([]);
    }
    expect(ignore).toContain('**/*.test.ts');
  });

  it('needs at run time only packages the runtime stage installs (dependencies, not devDependencies)', () => {
    const imported = new Set<string>();
    const files = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' }).filter(
      (path) => path.endsWith('.ts') && !/\.(test|fixture)\.ts$/.test(path),
    );
    for (const file of files) {
      const text = read(join('src', file));
      const statements = text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s*['"]([^'"]+)['"]/gm);
      for (const [, specifier] of statements) {
        if (specifier!.startsWith('.') || specifier!.startsWith('node:')) continue;
        const name = specifier!.startsWith('@')
          ? specifier!.split('/').slice(0, 2).join('/')
          : specifier!.split('/')[0]!;
        if (!builtinModules.includes(name)) imported.add(name);
      }
    }
    expect(imported.size).toBeGreaterThan(0);
    expect([...imported].filter((name) => !(name in packageJson.dependencies))).toEqual([]);
  });
});
