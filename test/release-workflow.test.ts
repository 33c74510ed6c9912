// The image workflow cannot run here (no Docker, no GitHub): its structure is checked instead.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DockerfileParser } from 'dockerfile-ast';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  'runs-on': string;
  permissions?: Record<string, string>;
  strategy?: { matrix: unknown };
  outputs?: Record<string, string>;
  steps: Step[];
}
const workflow = parse(read('.github/workflows/publish-image.yaml')) as {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  env: Record<string, string>;
  jobs: Record<string, Job>;
};
const config = parse(read('config.yaml')) as { slug: string; arch: string[]; image?: string };
const { jobs } = workflow;
const needs = (job: Job): string[] => (job.needs === undefined ? [] : [job.needs].flat());
const actionOf = (job: Job, name: string): Step | undefined =>
  job.steps.find((step) => step.uses?.startsWith(`home-assistant/builder/actions/${name}@`));

describe('.github/workflows/publish-image.yaml', () => {
  it('runs for release tags, pull requests and by hand, with read-only default permissions', () => {
    expect(workflow.on.push).toEqual({ tags: ['v*'] });
    expect(workflow.on).toHaveProperty('pull_request');
    expect(workflow.on).toHaveProperty('workflow_dispatch');
    expect(workflow.permissions).toEqual({ contents: 'read' });
  });

  it('tests first with .ci/run on the Node major of the Dockerfile', () => {
    const nodeVersion = DockerfileParser.parse(read('Dockerfile'))
      .getInitialARGs()
      .find((arg) => arg.getProperty()?.getName() === 'NODE_VERSION')
      ?.getProperty()
      ?.getValue();
    const setupNode = jobs.test!.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(String(setupNode?.with?.['node-version'])).toBe(nodeVersion);
    expect(jobs.test!.steps.some((step) => step.run === '.ci/run')).toBe(true);
    expect(needs(jobs.prepare!)).toEqual(['test']);
  });

  it('refuses a tag that differs from the version, and publishes only for a tag', () => {
    const info = jobs.prepare!.steps.find((step) => step.run?.includes('config.yaml'))!.run!;
    expect(info).toMatch(/REF_NAME.*!=.*"v\$\{version\}"/);
    expect(info).toContain('package.json');
    expect(jobs.build!.steps.find((step) => step.uses?.includes('build-image'))?.with?.push).toBe(
      '${{ needs.prepare.outputs.publish }}',
    );
    expect(jobs.manifest!.if).toBe("needs.prepare.outputs.publish == 'true'");
  });

  it("builds one image per architecture of config.yaml with Home Assistant's builder actions", () => {
    const matrix = actionOf(jobs.prepare!, 'prepare-multi-arch-matrix');
    expect(matrix?.with).toMatchObject({ 'image-name': '${{ steps.info.outputs.slug }}' });
    expect(jobs.prepare!.steps[1]!.run).toContain(".arch' config.yaml");
    expect(jobs.build!.strategy?.matrix).toBe('${{ fromJSON(needs.prepare.outputs.matrix) }}');
    expect(jobs.build!['runs-on']).toBe('${{ matrix.os }}');
    expect(actionOf(jobs.build!, 'build-image')?.with).toMatchObject({
      arch: '${{ matrix.arch }}',
      image: '${{ matrix.image }}',
      context: '.',
      version: '${{ needs.prepare.outputs.version }}',
    });
    expect(needs(jobs.manifest!).sort()).toEqual(['build', 'prepare']);
    expect(actionOf(jobs.manifest!, 'publish-multi-arch-manifest')).toBeDefined();
    expect(config.arch.sort()).toEqual(['aarch64', 'amd64']);
  });

  it('pins every action to a version, never a branch', () => {
    const uses = Object.values(jobs).flatMap((job) => job.steps.flatMap((step) => step.uses ?? []));
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) expect(action, action).toMatch(/@v?\d[\w.]*$/);
  });

  it('grants package write only to the jobs that push', () => {
    for (const [name, job] of Object.entries(jobs)) {
      const writes = job.permissions?.packages === 'write';
      expect(writes, name).toBe(['build', 'manifest'].includes(name));
    }
  });

  it('publishes under the names config.yaml will point at, with the documented release steps', () => {
    const perArch = `${workflow.env.REGISTRY_PREFIX}/{arch}-${config.slug}`;
    const releasing = read('docs/RELEASING.md');
    expect(releasing).toContain(`image: ${perArch}`);
    // Until the first image is published, the Supervisor must build locally.
    if (config.image !== undefined) expect(config.image).toBe(perArch);
  });
});
